import { solveInBackground } from './challenge-solver';
import type { SessionChallenge } from './session-challenge';

const CHALLENGE: SessionChallenge = {
  algorithm: 'SHA-256',
  challenge: 'c0ffee',
  maxnumber: 1000,
  salt: 'pinch-of-salt&',
  signature: '5eal',
};

/** A stand-in for the browser's Worker: records what it is sent, answers when told. */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  sent: unknown[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
}

const lastWorker = () => FakeWorker.made.at(-1)!;

beforeEach(() => {
  FakeWorker.made = [];
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('solveInBackground', () => {
  it('hands the challenge to a module worker and returns its answer', async () => {
    const solving = solveInBackground(CHALLENGE);
    const worker = lastWorker();
    expect(worker.options).toEqual({ type: 'module' });
    expect(worker.sent).toEqual([CHALLENGE]);
    worker.reply({ answer: 'the-answer' });
    await expect(solving).resolves.toBe('the-answer');
    expect(worker.terminated).toBe(true);
  });

  it.each([
    ['finds no number', (w: FakeWorker) => w.reply({ answer: null })],
    ['answers garbage', (w: FakeWorker) => w.reply('not a reply')],
    ['fails', (w: FakeWorker) => w.onerror?.(new Event('error'))],
  ])('answers null when the worker %s', async (_, act) => {
    const solving = solveInBackground(CHALLENGE);
    act(lastWorker());
    await expect(solving).resolves.toBeNull();
    expect(lastWorker().terminated).toBe(true);
  });

  it('gives up on a worker that never answers', async () => {
    vi.useFakeTimers();
    const solving = solveInBackground(CHALLENGE);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    await expect(solving).resolves.toBeNull();
    expect(lastWorker().terminated).toBe(true);
  });

  it('answers null where workers cannot start', async () => {
    vi.stubGlobal(
      'Worker',
      vi.fn(function NoWorker() {
        throw new Error('Workers are not allowed here');
      }),
    );
    await expect(solveInBackground(CHALLENGE)).resolves.toBeNull();
  });
});
