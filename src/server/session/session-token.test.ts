import { createSessionSigner, VERIFIED_TOKEN_CACHE_SIZE } from './session-token';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 21, 12);
const signer = createSessionSigner(Buffer.alloc(32, 1), 400 * DAY_MS);

describe('session token signer', () => {
  it('issues random ids that verify back to themselves', () => {
    const a = signer.issue(NOW);
    const b = signer.issue(NOW);
    expect(a.userId).not.toBe(b.userId);
    expect(signer.verify(a.token, NOW)).toEqual({ ok: true, userId: a.userId, issuedAtMs: NOW });
  });

  it.each([
    ['on the day it is issued', 0, true],
    ['on its last day', 400 * DAY_MS, true],
    ['a second after its lifetime', 400 * DAY_MS + 1000, false],
  ])('is valid %s: %s', (_name, age, valid) => {
    const { token } = signer.issue(NOW);
    expect(signer.verify(token, NOW + age).ok).toBe(valid);
  });

  it('rejects a token issued far in the future (clock skew beyond minutes)', () => {
    const { token } = signer.issue(NOW + DAY_MS);
    expect(signer.verify(token, NOW)).toMatchObject({ ok: false, code: 'TOKEN_INVALID' });
  });

  it.each([
    '',
    '...',
    'v1.a.b.c',
    'v1.AAAAAAAAAAAAAAAAAAAAAA.-1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  ])('calls %j malformed', (token) =>
    expect(signer.verify(token, NOW)).toMatchObject({ ok: false, code: 'TOKEN_MALFORMED' }),
  );

  describe('with the signature check remembered', () => {
    it('still expires a token it has verified before', () => {
      const { token } = signer.issue(NOW);
      expect(signer.verify(token, NOW).ok).toBe(true);
      expect(signer.verify(token, NOW + 400 * DAY_MS + 1000)).toMatchObject({
        ok: false,
        code: 'TOKEN_EXPIRED',
      });
    });

    it('never lets a verified token vouch for a tampered copy', () => {
      const { token } = signer.issue(NOW);
      expect(signer.verify(token, NOW).ok).toBe(true);
      const last = token.at(-1) === 'A' ? 'B' : 'A';
      expect(signer.verify(token.slice(0, -1) + last, NOW)).toMatchObject({
        ok: false,
        code: 'TOKEN_INVALID',
      });
    });

    it('does not accept a token signed under another key because this one cached it', () => {
      const other = createSessionSigner(Buffer.alloc(32, 2), 400 * DAY_MS);
      const { token } = signer.issue(NOW);
      expect(signer.verify(token, NOW).ok).toBe(true);
      expect(other.verify(token, NOW)).toMatchObject({ ok: false, code: 'TOKEN_INVALID' });
    });

    it('keeps verifying correctly after the cache has turned over', () => {
      const own = createSessionSigner(Buffer.alloc(32, 3), 400 * DAY_MS);
      const first = own.issue(NOW).token;
      expect(own.verify(first, NOW).ok).toBe(true);
      for (let i = 0; i < VERIFIED_TOKEN_CACHE_SIZE + 1; i++) own.verify(own.issue(NOW).token, NOW);
      expect(own.verify(first, NOW).ok).toBe(true);
      expect(own.verify(`${first.slice(0, -1)}${first.at(-1) === 'A' ? 'B' : 'A'}`, NOW).ok).toBe(
        false,
      );
    });
  });
});
