import { afterFirstRecount } from '../server/first-recount';
import { createTestApp, type TestApp } from '../server/test-app';
import { TEST_DATABASES } from '../server/test-databases';
import { type FuzzCase, fuzzCase } from './fuzz-cases';
import { createPrng } from './prng';
import { issueTokens, PROOF_RACE } from './proof-votes';
import { databaseDigest } from './table-digest';

// Thousands of malformed requests from a seeded generator against every API route: no 5xx,
// every refusal a 4xx JSON {error, code}, and not one row changed anywhere. A failure
// prints its case; rerun with the same seed to replay it (FUZZ_SEED, FUZZ_CASES to explore).

const SEED = Number(process.env.FUZZ_SEED ?? 90210);
const CASES = Number(process.env.FUZZ_CASES ?? 2500);
const CLOSED_RACE = '2025-british-grand-prix';

interface Failure {
  index: number;
  problem: string;
  request: Omit<FuzzCase, 'payload'> & { payload?: string };
  status?: number;
  body?: string;
}

function problemWith(c: FuzzCase, status: number, type: string, body: string): string | null {
  if (status >= 500) return `server error ${status}`;
  const OK: Record<FuzzCase['expect'], number[]> = {
    read: [200],
    session: [201],
    // A race's own page never redirects: the race (200) or the DNF page (404, below).
    page: [200],
    refused: [],
  };
  const okStatuses = OK[c.expect];
  if (okStatuses.includes(status)) return null;
  // A page no route answers (an id past the router's length) is the DNF page: the app, with a 404.
  if (c.expect === 'page' && status === 404 && type.startsWith('text/html')) return null;
  if (status < 400) return `expected a refusal, got ${status}`;
  if (!type.startsWith('application/json')) return `refusal is not JSON (${type})`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'refusal body does not parse';
  }
  const { error, code, ...rest } = parsed as Record<string, unknown>;
  if (typeof error !== 'string' || error.length === 0) return 'refusal lacks an error sentence';
  if (typeof code !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(code)) return 'refusal lacks a CODE';
  if (Object.keys(rest).length > 0) return `refusal has extra fields ${Object.keys(rest)}`;
  return null;
}

describe.each(TEST_DATABASES)('the API under malformed input on $name', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMITS: 'off' });
    await t.app.deps.races.setCurrent(PROOF_RACE, true, { manual: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    // The token signing key and the VAPID keys are created on first use, by valid requests;
    // those writes happen here, before the digest.
    await t.app.inject('/api/push/public-key');
    token = (await issueTokens(`http://127.0.0.1:${port}`, 1))[0]!;
    await afterFirstRecount(t.app);
  });
  afterAll(async () => t?.close());

  it(`answers ${CASES} malformed requests with 4xx {error, code} and changes nothing`, async () => {
    const before = await databaseDigest(t.database);
    const prng = createPrng(SEED);
    const ctx = { token, currentRaceId: PROOF_RACE, closedRaceId: CLOSED_RACE };
    const failures: Failure[] = [];
    const statuses = new Map<number, number>();
    for (let index = 0; index < CASES; index += 1) {
      const c = fuzzCase(prng, ctx);
      const short = { ...c, payload: c.payload?.slice(0, 200) };
      try {
        const res = await t.app.inject({
          method: c.method,
          url: c.url,
          headers: c.headers,
          payload: c.payload,
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const problem = problemWith(
          c,
          res.statusCode,
          String(res.headers['content-type'] ?? ''),
          res.body,
        );
        if (problem)
          failures.push({
            index,
            problem,
            request: short,
            status: res.statusCode,
            body: res.body.slice(0, 300),
          });
      } catch (error) {
        failures.push({
          index,
          problem: `inject threw: ${(error as Error).message}`,
          request: short,
        });
      }
    }
    // One example of each distinct problem keeps a failure report readable.
    const distinct = new Map(
      failures.map((f) => [`${f.problem} ${f.request.method} ${f.request.url.split('?')[0]}`, f]),
    );
    expect([...distinct.values()].slice(0, 12)).toEqual([]);
    expect(await databaseDigest(t.database)).toEqual(before);
    // Every kind of refusal was exercised, not just one early exit.
    for (const status of [400, 401, 403, 404, 409, 413, 415])
      expect(statuses.get(status) ?? 0).toBeGreaterThan(0);
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 60_000);
});
