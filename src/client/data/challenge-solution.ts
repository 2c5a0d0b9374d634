import { solveChallenge } from 'altcha-lib/v1';
import { encodeSolution, type SessionChallenge } from './session-challenge';

/**
 * Search [0, maxnumber] for the challenge's number and return the answer the server
 * expects, or null when no number fits (a challenge that was not made for this format).
 * Only the solver worker loads this; the page itself never ships the hashing code.
 */
export async function solveSessionChallenge(challenge: SessionChallenge): Promise<string | null> {
  const { promise } = solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  );
  const solution = await promise;
  return solution ? encodeSolution(challenge, solution.number) : null;
}
