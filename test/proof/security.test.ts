import { TEST_DATABASES } from '../server/test-databases';
import { userIdOf } from './proof-votes';
import {
  createSecurityApp,
  EVIL,
  HOSTILE_ID,
  HOSTILE_NAME,
  PUBLIC_URL,
  type SecurityApp,
  VOTE,
} from './security-app';

// Cross-origin writes refused, tokens that cannot be forged or borrowed, input PostgreSQL
// cannot store refused cleanly, and stored markup that stays text. Both storage engines.

describe.each(TEST_DATABASES)('security on $name', (kind) => {
  let s: SecurityApp;
  beforeAll(async () => {
    s = await createSecurityApp(kind);
  });
  afterAll(async () => s?.close());

  it.each([
    ['POST', '/api/session'],
    ['POST', '/api/votes'],
    ['POST', '/api/events'],
    ['POST', '/api/push/subscriptions'],
    ['DELETE', '/api/push/subscriptions'],
  ] as const)(
    'refuses %s %s from another origin with 403 before anything runs',
    async (method, url) => {
      for (const origin of [
        EVIL,
        'null',
        'http://gpvibes.example.evil.example',
        'https://evil.example:443',
      ]) {
        const res = await s.app.inject({
          method,
          url,
          headers: { origin, 'content-type': 'application/json' },
          payload: '{}',
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          error: expect.stringMatching(/another website/),
          code: 'FORBIDDEN_ORIGIN',
        });
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
      }
    },
  );

  it('refuses a cross-origin vote even with a good token, and stores nothing', async () => {
    const token = await s.session();
    const res = await s.vote(token, VOTE, { origin: EVIL });
    expect(res.statusCode).toBe(403);
    expect(await s.storedVote(userIdOf(token))).toBeUndefined();
  });

  it("accepts writes from the site's own origin only, whatever Host says", async () => {
    const token = await s.session();
    expect((await s.vote(token, VOTE, { origin: PUBLIC_URL })).statusCode).toBe(200);
    const forgedHost = await s.vote(token, VOTE, {
      origin: 'http://evil.example:9999',
      host: 'evil.example:9999',
    });
    expect(forgedHost.statusCode).toBe(403);
    expect((await s.vote(token)).statusCode).toBe(200); // no Origin: curl, server-to-server
  });

  it("never lets one fan's token change another fan's vote", async () => {
    const [alice, bob] = [await s.session(), await s.session()];
    expect((await s.vote(alice, { ...VOTE, starRating: 5 })).statusCode).toBe(200);
    // Bob's signature on Alice's id, Alice's id in the body, Bob's own vote: none touch hers.
    const [v, , issuedAt, bobSignature] = bob.split('.');
    const spliced = `${v}.${userIdOf(alice)}.${issuedAt}.${bobSignature}`;
    expect((await s.vote(spliced, { ...VOTE, starRating: 1 })).statusCode).toBe(401);
    expect(
      (await s.vote(bob, { ...VOTE, starRating: 1, userId: userIdOf(alice) })).statusCode,
    ).toBe(400);
    expect((await s.vote(bob, { ...VOTE, starRating: 1 })).json()).toMatchObject({
      isUpdate: false,
    });
    expect((await s.storedVote(userIdOf(alice)))?.star_rating).toBe(5);
    expect((await s.storedVote(userIdOf(bob)))?.star_rating).toBe(1);
  });

  it.each([
    ['a flipped signature', (t: string) => `${t.slice(0, -1)}${t.endsWith('A') ? 'B' : 'A'}`],
    [
      'a changed id',
      (t: string) => t.replace(/^(v1\.)(.)/, (_m, p, c) => `${p}${c === 'A' ? 'B' : 'A'}`),
    ],
    ['a later issue time', (t: string) => t.replace(/\.(\d+)\./, (_m, n) => `.${Number(n) + 60}.`)],
    ['no signature', (t: string) => t.split('.').slice(0, 3).join('.')],
  ])('refuses a token with %s', async (_what, tamper) => {
    const res = await s.vote(tamper(await s.session()));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: expect.any(String),
      code: expect.stringMatching(/^TOKEN_/),
    });
  });

  it('answers text PostgreSQL cannot store (NUL) with a 4xx, never a 5xx', async () => {
    const token = await s.session();
    for (const res of [
      await s.vote(token, { ...VOTE, raceId: 'race\u0000id' }),
      await s.app.inject(`/api/tallies/${encodeURIComponent('a\u0000b')}`),
      await s.app.inject(`/r/${encodeURIComponent('a\u0000b')}`),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(300);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('keeps a hostile race name as text: escaped in share tags, JSON in the API', async () => {
    const share = await s.app.inject(`/r/${HOSTILE_ID}`);
    expect(share.statusCode).toBe(200);
    expect(share.body).not.toContain('<img src=x');
    expect(share.body).toContain('content="2030 &lt;img src=x onerror=alert(1)&gt; GP"');
    expect(share.body).toContain(
      '<title>2030 &lt;img src=x onerror=alert(1)&gt; Grand Prix — worth watching? · GP Vibes</title>',
    );
    // In the page's schema.org data the name stays JSON, its markup unable to end the script.
    expect(share.body).toContain('"name":"2030 \\u003cimg src=x onerror=alert(1)> Grand Prix"');
    const races = await s.app.inject('/api/races');
    expect(races.headers['content-type']).toMatch(/^application\/json/);
    expect((races.json() as { name: string }[]).some((r) => r.name === HOSTILE_NAME)).toBe(true);
  });
});
