import { createSessionSigner } from './session-token';

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
});
