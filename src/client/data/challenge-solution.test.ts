import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { solveSessionChallenge } from './challenge-solution';
import { readSessionChallenge } from './session-challenge';

// The real solver, on the main thread (no worker here), against challenges made and checked
// the way the server does: proof that the answer's format round-trips.
const HMAC_KEY = 'a-test-key-known-to-this-file-only';

describe('solveSessionChallenge', () => {
  it('finds the number and answers in the format the server verifies', async () => {
    const made = await createChallenge({ hmacKey: HMAC_KEY, maxnumber: 50, number: 37 });
    const challenge = readSessionChallenge({ code: 'CHALLENGE_REQUIRED', challenge: made });
    expect(challenge).not.toBeNull();
    const answer = await solveSessionChallenge(challenge!);
    expect(answer).not.toBeNull();
    expect(JSON.parse(atob(answer!))).toEqual({
      algorithm: made.algorithm,
      challenge: made.challenge,
      number: 37,
      salt: made.salt,
      signature: made.signature,
    });
    await expect(verifySolution(answer!, HMAC_KEY)).resolves.toBe(true);
    await expect(verifySolution(answer!, 'another-key')).resolves.toBe(false);
  });

  it('answers null when no number in range fits', async () => {
    const made = await createChallenge({ hmacKey: HMAC_KEY, maxnumber: 50, number: 49 });
    const challenge = readSessionChallenge({ challenge: { ...made, maxnumber: 10 } });
    await expect(solveSessionChallenge(challenge!)).resolves.toBeNull();
  });
});

describe('readSessionChallenge', () => {
  const good = {
    algorithm: 'SHA-256',
    challenge: 'ab12',
    maxnumber: 1000,
    salt: 'salt&',
    signature: 'cd34',
  };

  it('reads the challenge of a 428 answer', () => {
    expect(readSessionChallenge({ code: 'CHALLENGE_REQUIRED', challenge: good })).toEqual(good);
  });

  it.each([
    ['no challenge', {}],
    ['a null body', null],
    ['an unknown algorithm', { challenge: { ...good, algorithm: 'MD5' } }],
    ['a negative maxnumber', { challenge: { ...good, maxnumber: -1 } }],
    ['a fractional maxnumber', { challenge: { ...good, maxnumber: 1.5 } }],
    ['an empty salt', { challenge: { ...good, salt: '' } }],
    ['a missing signature', { challenge: { ...good, signature: undefined } }],
  ])('refuses %s', (_, body) => {
    expect(readSessionChallenge(body)).toBeNull();
  });
});
