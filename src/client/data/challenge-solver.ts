import type { SessionChallenge, SolverReply } from './session-challenge';

// A fan's browser needs a few seconds at most, but a busy network's challenge is harder.
// Past a challenge's lifetime (minutes) an answer would be refused as expired anyway, and
// a worker silent that long is stuck: the sign-in then reports the refusal instead.
const SOLVE_TIME_LIMIT_MS = 5 * 60_000;

/**
 * Solve a sign-in challenge in a worker, so the vote form stays responsive while it runs.
 * Resolves to the answer to send, or null when the worker could not find one. The session
 * code imports this module only when a challenge arrives: neither it nor the worker is part
 * of the first page load.
 */
export function solveInBackground(challenge: SessionChallenge): Promise<string | null> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./challenge-solver.worker.ts', import.meta.url), {
        type: 'module',
      });
    } catch {
      resolve(null);
      return;
    }
    const finish = (answer: string | null) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(answer);
    };
    const timer = setTimeout(() => finish(null), SOLVE_TIME_LIMIT_MS);
    worker.onmessage = (event: MessageEvent<SolverReply | null>) => {
      const answer = event.data?.answer;
      finish(typeof answer === 'string' ? answer : null);
    };
    worker.onerror = () => finish(null);
    worker.onmessageerror = () => finish(null);
    worker.postMessage(challenge);
  });
}
