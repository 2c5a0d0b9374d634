import {
  type AppInstance,
  TEST_REDIS_URL as REDIS_URL,
  redisKeyPrefix,
  startInstance,
  stopInstances,
} from '../../../test/server/app-instances';
import {
  askFrom,
  challengeOf,
  PROXIED,
  quickSolution,
} from '../../../test/server/identity-requests';
import {
  type ScratchDatabase,
  TEST_DATABASES,
  type TestDatabaseKind,
} from '../../../test/server/test-databases';
import { postVote } from '../../../test/server/vote-requests';
import type { Config } from '../config/config';
import { type LimitBackend, limitBackendFor } from '../rate-limit/rate-limits';

// The per-minute budgets of POST /api/session with their defaults, on every store: an
// address gets RATE_LIMIT_SESSIONS_PER_MINUTE identities however many of them had to
// fetch a challenge first, and every request counts against
// RATE_LIMIT_SESSION_REQUESTS_PER_MINUTE, which bounds a script that never answers.

const RACE = '2025-abu-dhabi-grand-prix';
const VOTE = { raceId: RACE, starRating: 4, viewMode: 'Full Race' };
/** Each case asks from its own /24, so no case spends another's wider budget. */
const CARRIER = '192.0.2.50';
const CONCURRENT = '198.51.100.60';
const SCRIPT = '203.0.113.70';
const NEIGHBOUR_FAN = '198.18.0.9';
/** Fans of other networks voting for the race too, each from a /24 of its own. */
const CROWD = 20;

const sqlite = TEST_DATABASES.find((kind) => kind.name === 'sqlite')!;
const postgres = TEST_DATABASES.find((kind) => kind.name === 'postgres')!;

const SETUPS = [
  { name: 'SQLite, counters in memory', kind: sqlite, redis: false, backend: 'memory' },
  {
    name: 'PostgreSQL, counters in the database',
    kind: postgres,
    redis: false,
    backend: 'postgres',
  },
  { name: 'SQLite, counters in Redis', kind: sqlite, redis: true, backend: 'redis' },
  { name: 'PostgreSQL, counters in Redis', kind: postgres, redis: true, backend: 'redis' },
] as const satisfies readonly {
  name: string;
  kind: TestDatabaseKind;
  redis: boolean;
  backend: LimitBackend;
}[];

const rateLimited = {
  error: expect.stringMatching(/ Please try again in \d+ s\.$/),
  code: 'RATE_LIMITED',
};

function expectRetryAfter(res: { headers: Record<string, unknown> }) {
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
}

describe.each(SETUPS)('the identity budget per minute on $name', (setup) => {
  let scratch: ScratchDatabase;
  let t: AppInstance;
  let config: Config;
  beforeAll(async () => {
    scratch = await setup.kind.create();
    t = await startInstance(scratch.url, {
      ...PROXIED,
      ...(setup.redis ? { REDIS_URL, ...redisKeyPrefix() } : {}),
    });
    config = t.app.deps.config;
    await t.app.deps.races.setCurrent(RACE, true, { manual: true });
  });
  afterAll(async () => {
    await stopInstances(t);
    await scratch?.drop();
  });

  it('keeps the counters in the expected store', () => {
    expect(limitBackendFor(config)).toBe(setup.backend);
  });

  it('gives a full minute of fans behind one address an identity each, challenged or not, and refuses the next identity', async () => {
    const budget = config.rateLimitSessionsPerMinute;
    const tokens: string[] = [];
    let challenged = 0;
    for (let fan = 0; fan < budget; fan += 1) {
      let res = await askFrom(t.app, CARRIER);
      if (res.statusCode === 428) {
        challengeOf(res);
        challenged += 1;
        res = await askFrom(t.app, CARRIER, await quickSolution(t.app));
      }
      expect(res.statusCode, `fan ${fan + 1}: ${res.body}`).toBe(201);
      tokens.push((res.json() as { token: string }).token);
    }
    // Past the free allowance every fan fetched a challenge, and still counted once.
    expect(challenged).toBe(budget - config.identityFreePerHour);

    // The next fan is handed a challenge (requests are within their own cap) but its
    // solution would be identity budget + 1 this minute.
    challengeOf(await askFrom(t.app, CARRIER));
    const refused = await askFrom(t.app, CARRIER, await quickSolution(t.app));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(rateLimited);
    expectRetryAfter(refused);

    // The carrier's fans vote like everyone else, so one network, one voice counts them all.
    for (let i = 0; i < CROWD; i += 1) {
      const { token } = await t.app.deps.sessions.issue();
      const vote = await postVote(t.app, token, VOTE, { 'x-forwarded-for': `198.19.${i}.9` });
      expect(vote.statusCode, vote.body).toBe(200);
    }
    for (const token of tokens) {
      const vote = await postVote(t.app, token, VOTE, { 'x-forwarded-for': CARRIER });
      expect(vote.statusCode, vote.body).toBe(200);
    }
    await t.app.deps.fairCount.recountRace(RACE);
    expect(await t.app.deps.tallies.get(RACE)).toMatchObject({ totalVotes: CROWD + budget });
    expect(await t.app.deps.votes.listForRace(RACE)).toHaveLength(CROWD + budget);
  });

  it('counts concurrent answers exactly: the budget and not one more', async () => {
    const budget = config.rateLimitSessionsPerMinute;
    const extra = 20;
    const solutions = await Promise.all(
      Array.from({ length: budget + extra }, () => quickSolution(t.app)),
    );
    const answers = await Promise.all(
      solutions.map((solution) => askFrom(t.app, CONCURRENT, solution)),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(budget);
    expect(codes.filter((code) => code === 429)).toHaveLength(extra);
  });

  it('bounds a script that asks for challenges and never answers, and serves a fan elsewhere', async () => {
    const cap = config.rateLimitSessionRequestsPerMinute;
    const free = config.identityFreePerHour;
    const codes: number[] = [];
    for (let i = 0; i < cap + 1; i += 1) codes.push((await askFrom(t.app, SCRIPT)).statusCode);
    expect(codes).toEqual([
      ...Array<number>(free).fill(201),
      ...Array<number>(cap - free).fill(428),
      429,
    ]);
    const refused = await askFrom(t.app, SCRIPT);
    expect(refused.json()).toEqual(rateLimited);
    expectRetryAfter(refused);

    const fan = await askFrom(t.app, NEIGHBOUR_FAN);
    expect(fan.statusCode, fan.body).toBe(201);
  });
});
