import { createLruCache } from './lru-cache';
import { createRenderLimit, RenderBusyError } from './render-limit';

/** A task that runs until the test lets it finish. */
function heldTask() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let started = false;
  return {
    run: async () => {
      started = true;
      await done;
      return 'drawn';
    },
    finish,
    get started() {
      return started;
    },
  };
}

describe('createRenderLimit', () => {
  const MAX_RUNNING = 2;
  const MAX_WAITING = 1;

  it('runs at most its limit at once, queues a few more, and refuses past the queue', async () => {
    const limit = createRenderLimit(MAX_RUNNING, MAX_WAITING);
    const tasks = Array.from({ length: MAX_RUNNING + MAX_WAITING }, heldTask);
    const results = tasks.map((task) => limit.run(task.run));
    expect(tasks.map((task) => task.started)).toEqual([true, true, false]);
    expect({ running: limit.running, waiting: limit.waiting }).toEqual({ running: 2, waiting: 1 });
    await expect(limit.run(heldTask().run)).rejects.toBeInstanceOf(RenderBusyError);

    tasks[0]!.finish();
    await vi.waitFor(() => expect(tasks[2]!.started).toBe(true));
    expect({ running: limit.running, waiting: limit.waiting }).toEqual({ running: 2, waiting: 0 });
    for (const task of tasks) task.finish();
    expect(await Promise.all(results)).toEqual(['drawn', 'drawn', 'drawn']);
    expect(limit.running).toBe(0);
  });

  it('frees its place when a task fails', async () => {
    const limit = createRenderLimit(1, 0);
    await expect(limit.run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await limit.run(async () => 'next')).toBe('next');
  });
});

describe('createLruCache', () => {
  it('keeps the most recently used entries up to its capacity', () => {
    const cache = createLruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the newest
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    expect(cache.size).toBe(2);
  });
});
