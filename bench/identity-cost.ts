import { randomBytes } from 'node:crypto';
import { newChallenge } from '../src/server/session/altcha-proof';
import { solveChallenge } from './altcha-solve';

// What a script minting identities pays: real challenges at the difficulty its network
// has reached, made the way the server makes them (altcha-proof.ts, a random number in
// [0, maxNumber]), solved on one core of this machine. The number is uniform, so the
// expected work is maxNumber / 2 hashes an identity whatever the few numbers drawn here;
// the solves measure the hash rate that turns work into core-seconds.

export interface AttackerCost {
  maxNumber: number;
  hashesPerSecond: number;
  /** Expected core-seconds for 1,000 identities: 1,000 × (maxNumber / 2) / rate. */
  coreSecondsPer1000: number;
  /** Each solve, in seconds, as measured. */
  solveSeconds: number[];
}

export async function measureAttackerCost(
  maxNumber: number,
  challenges: number,
): Promise<AttackerCost> {
  const hmacKey = randomBytes(32).toString('hex');
  let hashes = 0;
  let seconds = 0;
  const solveSeconds: number[] = [];
  for (let i = 0; i < challenges; i += 1) {
    const challenge = await newChallenge(hmacKey, maxNumber, Date.now());
    const started = performance.now();
    hashes += solveChallenge({ ...challenge, maxnumber: challenge.maxnumber ?? maxNumber }).hashes;
    const took = (performance.now() - started) / 1000;
    seconds += took;
    solveSeconds.push(took);
  }
  const hashesPerSecond = hashes / seconds;
  return {
    maxNumber,
    hashesPerSecond,
    coreSecondsPer1000: (1000 * (maxNumber / 2)) / hashesPerSecond,
    solveSeconds,
  };
}
