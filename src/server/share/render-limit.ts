// Rasterizing runs on libuv's worker threads, which file reads and reply compression share:
// a few renders at once at most, the rest waiting their turn, and past a short queue a
// refusal the caller can answer quickly instead of a request that waits for minutes.

export class RenderBusyError extends Error {
  constructor() {
    super('Too many preview images are being drawn right now.');
  }
}

export interface RenderLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Renders running and waiting, for tests and figures. */
  readonly running: number;
  readonly waiting: number;
}

export function createRenderLimit(maxRunning: number, maxWaiting: number): RenderLimit {
  let running = 0;
  const queue: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < maxRunning) running += 1;
      else if (queue.length >= maxWaiting) throw new RenderBusyError();
      // A finished render hands its place to the first one waiting: `running` stays.
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        const next = queue.shift();
        if (next) next();
        else running -= 1;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
