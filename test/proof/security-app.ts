import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { parseCalendar } from '../../src/domain/calendar/calendar-gpvibes';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config/config';
import type { Database } from '../../src/server/db/connect';
import { openReadyDatabase } from '../../src/server/open-ready';
import { SHIELD_SCRIPT_HASH } from '../../src/server/share/shield-script';
import type { TestDatabaseKind } from '../server/test-databases';

// The app the security proofs run against: a real database, a stand-in built client, the
// race being rated open, and one race whose name and location carry markup.

export const PUBLIC_URL = 'https://gpvibes.example';
export const RACE = '2025-abu-dhabi-grand-prix';
export const HOSTILE_NAME = '<img src=x onerror=alert(1)> Grand Prix';
export const HOSTILE_ID = '2030-hostile-grand-prix';
export const EVIL = 'https://evil.example';
export const VOTE = { raceId: RACE, starRating: 4, viewMode: 'Full Race' };

export interface SecurityApp {
  app: FastifyInstance;
  database: Database;
  /** A fresh anonymous identity. */
  session(): Promise<string>;
  vote(
    token: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  storedVote(userId: string): Promise<{ star_rating: number } | undefined>;
  close(): Promise<void>;
}

export async function createSecurityApp(kind: TestDatabaseKind): Promise<SecurityApp> {
  const scratch = await kind.create();
  const clientDir = mkdtempSync(join(tmpdir(), 'gpvibes-security-'));
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
  const database = await openReadyDatabase(config.databaseUrl);
  const app = await buildApp({ config, database, clientDir, logger: false });
  const hostile = {
    id: HOSTILE_ID,
    season: 2030,
    round: 1,
    name: HOSTILE_NAME,
    date: '2030-03-01',
    location: '<b>Nowhere</b>',
  };
  await app.deps.races.importCalendar(parseCalendar({ races: [hostile] }));
  await app.deps.races.setCurrent(RACE, true, { manual: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    async session() {
      const res = await app.inject({ method: 'POST', url: '/api/session' });
      return (res.json() as { token: string }).token;
    },
    vote: (token, body = VOTE, headers = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/votes',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          ...headers,
        },
        payload: JSON.stringify(body),
      }),
    storedVote: (userId) =>
      database.db
        .selectFrom('votes')
        .select('star_rating')
        .where('user_id', '=', userId)
        .where('race_id', '=', RACE)
        .executeTakeFirst(),
    async close() {
      await app.close();
      await database.close();
      await scratch.drop();
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}

export function cspDirectives(header: string): Map<string, string[]> {
  return new Map(
    header.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

/** The strict policy and the other headers every answer carries; no CORS grant. */
/** 'public': a read any site may make (public-read-cors); never with credentials. */
export function expectSecurityHeaders(
  headers: Record<string, unknown>,
  what: string,
  cors: 'none' | 'public' = 'none',
) {
  const csp = cspDirectives(String(headers['content-security-policy'] ?? ''));
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  // A race's page may run one inline script, its spoiler shield, allowed by its hash alone.
  const scripts = csp.get('script-src')?.filter((source) => source !== SHIELD_SCRIPT_HASH);
  expect(scripts, what).toEqual(["'self'"]);
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
  expect(headers['access-control-allow-origin'], what).toBe(cors === 'public' ? '*' : undefined);
  expect(headers['access-control-allow-credentials'], what).toBeUndefined();
}
