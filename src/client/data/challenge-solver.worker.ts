// Hashing up to a whole challenge's range takes a moment; here it never blocks the page.
import { solveSessionChallenge } from './challenge-solution';
import type { SessionChallenge, SolverReply } from './session-challenge';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SessionChallenge>) => void) | null;
  postMessage(message: SolverReply): void;
};

scope.onmessage = (event) => {
  solveSessionChallenge(event.data).then(
    (answer) => scope.postMessage({ answer }),
    () => scope.postMessage({ answer: null }),
  );
};
