import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import type { Database } from '../db/connect';
import { openReadyDatabase } from '../db/open-ready';
import { openSse } from '../live/sse-test-client';
import { parseCalendar } from '../races/calendar';
import { type ScratchDatabase, TEST_DATABASES } from '../test-support/test-databases';
import { userIdOf } from './proof-helpers';

// Headers on every answer, cross-origin writes refused, tokens that cannot be forged or
// borrowed, and stored text that stays text. Both storage engines.

const PUBLIC_URL = 'https://gpvibes.example';
const RACE = '2025-abu-dhabi-grand-prix';
const HOSTILE_NAME = '<img src=x onerror=alert(1)> Grand Prix';
const HOSTILE_ID = '2030-hostile-grand-prix';
const EVIL = 'https://evil.example';
const VOTE = { raceId: RACE, starRating: 4, viewMode: 'Full Race' };

const PAGES = [
  '/',
  '/all-races',
  '/install',
  '/support',
  '/privacy-terms',
  '/no-such-page',
  '/assets/app.js',
  `/r/${RACE}`,
  `/r/${HOSTILE_ID}`,
];
const API_GETS = [
  '/api/races',
  '/api/tallies',
  `/api/tallies/${RACE}`,
  '/api/tallies/nope',
  '/api/push/public-key',
  '/healthz',
  '/api/nope',
  '/assets/missing.js',
  '/api/tallies/%zz',
];

function cspDirectives(header: string): Map<string, string[]> {
  return new Map(
    header.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  const csp = cspDirectives(String(headers['content-security-policy'] ?? ''));
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(csp.get('script-src'), what).toEqual(["'self'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  expect(csp.get('form-action'), what).toEqual(["'self'"]);
  for (const [name, values] of csp) {
    // No wildcard, no other host, no eval, no script from data: URLs anywhere in the policy.
    expect(
      values.filter((v) => v === '*' || /^https?:/.test(v) || v === "'unsafe-eval'"),
      `${what} ${name}`,
    ).toEqual([]);
  }
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(headers['access-control-allow-origin'], what).toBeUndefined();
}

describe.each(TEST_DATABASES)('security on $name', (kind) => {
  let scratch: ScratchDatabase;
  let database: Database;
  let app: FastifyInstance;
  let clientDir: string;

  const session = async () => {
    const res = await app.inject({ method: 'POST', url: '/api/session' });
    return (res.json() as { token: string }).token;
  };
  const vote = (token: string, body: unknown = VOTE, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/votes',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
      payload: JSON.stringify(body),
    });
  const storedVote = (userId: string) =>
    database.db
      .selectFrom('votes')
      .selectAll()
      .where('user_id', '=', userId)
      .where('race_id', '=', RACE)
      .executeTakeFirst();

  beforeAll(async () => {
    scratch = await kind.create();
    clientDir = mkdtempSync(join(tmpdir(), 'gpvibes-security-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(
      join(clientDir, 'index.html'),
      '<!doctype html><html><head><title>GP Vibes</title><meta name="description" content="d" /></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(clientDir, 'assets', 'app.js'), 'export {};');
    const config = loadConfig({
      DATABASE_URL: scratch.url,
      PUBLIC_URL,
      SCHEDULER: 'off',
      LOG_LEVEL: 'silent',
      RATE_LIMITS: 'off',
    });
    database = await openReadyDatabase(config.databaseUrl);
    app = await buildApp({ config, database, clientDir, logger: false });
    await app.deps.races.importCalendar(
      parseCalendar({
        races: [
          {
            id: HOSTILE_ID,
            season: 2030,
            round: 1,
            name: HOSTILE_NAME,
            date: '2030-03-01',
            location: '<b>Nowhere</b>',
          },
        ],
      }),
    );
    await app.deps.races.setCurrent(RACE, true, { manual: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await scratch?.drop();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it.each([...PAGES, ...API_GETS])(
    'GET %s carries the strict CSP and the other headers',
    async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { origin: EVIL } });
      expect(res.statusCode).toBeLessThan(500);
      expectSecurityHeaders(res.headers, url);
    },
  );

  it('sends the headers on writes, refusals and errors too', async () => {
    const answers = [
      await app.inject({ method: 'POST', url: '/api/session' }),
      await vote('not-a-token'),
      await app.inject({ method: 'POST', url: '/api/votes', headers: { origin: EVIL } }),
      await app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
      await app.inject({ method: 'POST', url: '/api/nope' }),
    ];
    for (const res of answers) expectSecurityHeaders(res.headers, `${res.statusCode} ${res.body}`);
  });

  it('keeps the live stream from being sniffed or read cross-origin', async () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const stream = await openSse(`http://127.0.0.1:${port}/api/live`);
    try {
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(stream.headers['x-content-type-options']).toBe('nosniff');
      expect(stream.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      stream.close();
    }
  });

  it('answers a cross-origin preflight without allowing anything', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/votes',
      headers: {
        origin: EVIL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

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
        const res = await app.inject({
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
    const token = await session();
    const res = await vote(token, VOTE, { origin: EVIL });
    expect(res.statusCode).toBe(403);
    expect(await storedVote(userIdOf(token))).toBeUndefined();
  });

  it("accepts writes from the site's own origin (public URL or the host it was sent to)", async () => {
    const token = await session();
    expect((await vote(token, VOTE, { origin: PUBLIC_URL })).statusCode).toBe(200);
    const sameHost = await vote(token, VOTE, {
      origin: 'http://127.0.0.1:9999',
      host: '127.0.0.1:9999',
    });
    expect(sameHost.statusCode).toBe(200);
    expect((await vote(token)).statusCode).toBe(200); // no Origin: curl, server-to-server
  });

  it("never lets one fan's token change another fan's vote", async () => {
    const [alice, bob] = [await session(), await session()];
    expect((await vote(alice, { ...VOTE, starRating: 5 })).statusCode).toBe(200);
    // Bob's signature on Alice's id, Alice's id in the body, Bob's own vote: none touch hers.
    const [v, , issuedAt, bobSignature] = bob.split('.');
    const spliced = `${v}.${userIdOf(alice)}.${issuedAt}.${bobSignature}`;
    expect((await vote(spliced, { ...VOTE, starRating: 1 })).statusCode).toBe(401);
    expect((await vote(bob, { ...VOTE, starRating: 1, userId: userIdOf(alice) })).statusCode).toBe(
      400,
    );
    expect((await vote(bob, { ...VOTE, starRating: 1 })).json()).toMatchObject({ isUpdate: false });
    expect((await storedVote(userIdOf(alice)))?.star_rating).toBe(5);
    expect((await storedVote(userIdOf(bob)))?.star_rating).toBe(1);
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
    const res = await vote(tamper(await session()));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: expect.any(String),
      code: expect.stringMatching(/^TOKEN_/),
    });
  });

  it('answers text PostgreSQL cannot store (NUL) with a 4xx, never a 5xx', async () => {
    const token = await session();
    for (const res of [
      await vote(token, { ...VOTE, raceId: 'race\u0000id' }),
      await app.inject(`/api/tallies/${encodeURIComponent('a\u0000b')}`),
      await app.inject(`/r/${encodeURIComponent('a\u0000b')}`),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(300);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('keeps a hostile race name as text: escaped in share tags, JSON in the API', async () => {
    const share = await app.inject(`/r/${HOSTILE_ID}`);
    expect(share.statusCode).toBe(200);
    expect(share.body).not.toContain('<img src=x');
    expect(share.body).toContain('content="&lt;img src=x onerror=alert(1)&gt; GP"');
    expect(share.body).toContain('<title>&lt;img src=x onerror=alert(1)&gt; GP | GP Vibes</title>');
    const races = await app.inject('/api/races');
    expect(races.headers['content-type']).toMatch(/^application\/json/);
    expect((races.json() as { name: string }[]).some((r) => r.name === HOSTILE_NAME)).toBe(true);
  });
});
