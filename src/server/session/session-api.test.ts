import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { newToken, postVote } from '../../../test/server/vote-requests';
import { buildApp } from '../app';
import { loadSessionKey } from './session-key';
import { createSessionSigner } from './session-token';

const RACE = '2025-abu-dhabi-grand-prix';
const VOTE = { raceId: RACE, starRating: 4, viewMode: 'Full Race' };
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(TEST_DATABASES)('session tokens on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SESSION_TTL_DAYS: '30' });
    await t.app.deps.races.setCurrent(RACE, true, { manual: true });
  });
  afterAll(async () => t?.close());

  const storedKey = () => loadSessionKey(t.database.db);

  async function expect401(authorization: string | null, code: string) {
    const res = await postVote(t.app, null, VOTE, authorization === null ? {} : { authorization });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: expect.any(String), code });
  }

  it('accepts a token it issued', async () => {
    const res = await postVote(t.app, await newToken(t.app), VOTE);
    expect(res.statusCode).toBe(200);
  });

  it('rejects a missing Authorization header with TOKEN_MISSING', () =>
    expect401(null, 'TOKEN_MISSING'));

  it.each([
    ['a Basic header', 'Basic dXNlcjpwYXNz'],
    ['an empty bearer', 'Bearer '],
    ['a bare user id', 'Bearer 9f3c2a'],
    ['two parts', 'Bearer v1.abc'],
    [
      'an unknown version',
      'Bearer v9.AAAAAAAAAAAAAAAAAAAAAA.1700000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ],
  ])('rejects %s with TOKEN_MALFORMED', (_name, header) => expect401(header, 'TOKEN_MALFORMED'));

  it('rejects a token whose signature or id was tampered with as TOKEN_INVALID', async () => {
    const token = await newToken(t.app);
    const [version, userId, issuedAt, signature] = token.split('.') as [
      string,
      string,
      string,
      string,
    ];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    await expect401(`Bearer ${version}.${userId}.${issuedAt}.${flipped}`, 'TOKEN_INVALID');
    const otherId = `${userId.slice(0, -1)}${userId.endsWith('A') ? 'B' : 'A'}`;
    await expect401(`Bearer ${version}.${otherId}.${issuedAt}.${signature}`, 'TOKEN_INVALID');
  });

  it('rejects a token signed with another key as TOKEN_INVALID', async () => {
    const forged = createSessionSigner(Buffer.alloc(32, 7), 30 * DAY_MS).issue(Date.now());
    await expect401(`Bearer ${forged.token}`, 'TOKEN_INVALID');
  });

  it('rejects a token older than SESSION_TTL_DAYS as TOKEN_EXPIRED, and accepts one just inside', async () => {
    const signer = createSessionSigner(await storedKey(), 30 * DAY_MS);
    const old = signer.issue(Date.now() - 31 * DAY_MS);
    await expect401(`Bearer ${old.token}`, 'TOKEN_EXPIRED');
    const recent = signer.issue(Date.now() - 29 * DAY_MS);
    expect((await postVote(t.app, recent.token, VOTE)).statusCode).toBe(200);
  });

  it('keeps the signing key in the database, so tokens survive a restart', async () => {
    const token = await newToken(t.app);
    const restarted = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      const res = await postVote(restarted, token, VOTE);
      expect(res.statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});

describe('session tokens with SESSION_SECRET', () => {
  let t: TestApp;
  const secret = 'a-shared-secret-of-at-least-32-chars!';
  beforeAll(async () => {
    t = await createTestApp(TEST_DATABASES[0]!, { SESSION_SECRET: secret });
    await t.app.deps.races.setCurrent(RACE, true, { manual: true });
  });
  afterAll(async () => t?.close());

  it('signs with the configured secret instead of a stored key', async () => {
    const ours = createSessionSigner(Buffer.from(secret), 400 * DAY_MS).issue(Date.now());
    expect((await postVote(t.app, ours.token, VOTE)).statusCode).toBe(200);
    const rows = await t.database.db.selectFrom('secrets').selectAll().execute();
    expect(rows.filter((r) => r.name === 'session_signing_key')).toEqual([]);
  });
});
