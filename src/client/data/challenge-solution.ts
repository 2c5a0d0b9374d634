import { solveChallenge } from 'altcha-lib/v1';
import { encodeSolution, type SessionChallenge } from './session-challenge';
import { searchSha256 } from './sha256-search';

/**
 * Search [0, maxnumber] for the challenge's number and return the answer the server
 * expects, or null when no number fits (a challenge that was not made for this format).
 * SHA-256, the only algorithm this server asks for, takes the fast synchronous search;
 * the others the format allows go through the reference solver. Only the solver worker
 * loads this; the page itself never ships the hashing code.
 */
export async function solveSessionChallenge(challenge: SessionChallenge): Promise<string | null> {
  if (challenge.algorithm === 'SHA-256') {
    const number = searchSha256(challenge.salt, challenge.challenge, challenge.maxnumber);
    return number === null ? null : encodeSolution(challenge, number);
  }
  const { promise } = solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  );
  const solution = await promise;
  return solution ? encodeSolution(challenge, solution.number) : null;
}
