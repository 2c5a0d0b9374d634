import type { Database } from '../db/connect';
import { openReadyDatabase } from '../db/open-ready';
import { openSse } from '../live/sse-test-client';
import { createRacesRepo } from '../races/races-repo';
import { SCHEDULER_LEASE } from '../scheduler/race-scheduler';
import { type ServerProcess, startServerProcess } from '../test-support/server-process';
import { type ScratchDatabase, TEST_DATABASES } from '../test-support/test-databases';
import { issueTokens, PROOF_RACE } from './proof-helpers';

// Two real server processes on one PostgreSQL database, as behind a load balancer: a vote
// taken by one reaches a live viewer of the other within a second (LISTEN/NOTIFY), and the
// race scheduler runs on exactly one of them at a time (a lease row in the database).

const FAN_OUT_BUDGET_MS = 1000;
const ENV = { RATE_LIMITS: 'off', SCHEDULER: 'on', SCHEDULER_INTERVAL_MS: '1000' };
const postgres = TEST_DATABASES.find((kind) => kind.name === 'postgres')!;

async function vote(server: ServerProcess, token: string, starRating: number) {
  const res = await fetch(`${server.url}/api/votes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ raceId: PROOF_RACE, starRating, viewMode: 'Full Race' }),
  });
  expect(res.status).toBe(200);
}

async function leaseHolder(database: Database): Promise<string | null> {
  const row = await database.db
    .selectFrom('leases')
    .select(['holder', 'expires_at'])
    .where('name', '=', SCHEDULER_LEASE)
    .executeTakeFirst();
  return row && row.expires_at > new Date().toISOString() ? row.holder : null;
}

/** The lease holder names its process as host:pid:random. */
const pidOf = (holder: string | null) => Number(holder?.split(':')[1]);

describe('two app instances on one PostgreSQL database', () => {
  let scratch: ScratchDatabase;
  let database: Database;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    scratch = await postgres.create();
    database = await openReadyDatabase(scratch.url);
    await createRacesRepo(database.db).setCurrent(PROOF_RACE, true, { manual: true });
    [a, b] = await Promise.all([
      startServerProcess(scratch.url, ENV),
      startServerProcess(scratch.url, ENV),
    ]);
  });

  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await database?.close();
    await scratch?.drop();
  });

  it.each([
    ['A', 'B'],
    ['B', 'A'],
  ] as const)(
    'a vote on instance %s reaches a live viewer on instance %s within 1 s',
    async (from, _to) => {
      const [voter, viewer] = from === 'A' ? [a, b] : [b, a];
      const stream = await openSse(`${viewer.url}/api/live`);
      try {
        const snapshot = await stream.waitFor((e) => e.event === 'tallies', 5000);
        const before = (snapshot.data as Record<string, { totalVotes: number }>)[PROOF_RACE]!;
        // A token from one instance is good on the other: they share the signing key.
        const [token] = await issueTokens(viewer.url, 1);
        const sentAt = Date.now();
        await vote(voter, token!, 5);
        const seen = await stream.waitFor(
          (e) =>
            e.event === 'tally' &&
            (e.data as { raceId: string; totalVotes: number }).raceId === PROOF_RACE &&
            (e.data as { totalVotes: number }).totalVotes === before.totalVotes + 1,
          FAN_OUT_BUDGET_MS * 3,
        );
        expect(seen.at - sentAt).toBeLessThan(FAN_OUT_BUDGET_MS);
      } finally {
        stream.close();
      }
    },
  );

  it('runs the scheduler on exactly one instance, and hands it over when that one stops', async () => {
    const pids = [a.pid, b.pid];
    const seen = new Set<string>();
    const deadline = Date.now() + 4000;
    while (Date.now() < deadline) {
      const holder = await leaseHolder(database);
      if (holder) seen.add(holder);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Both tick every second for four seconds; the lease never changes hands or splits.
    expect(seen.size).toBe(1);
    const leader = pidOf([...seen][0]!);
    expect(pids).toContain(leader);

    const [gone, survivor] = leader === a.pid ? [a, b] : [b, a];
    await gone.stop(); // graceful stop releases the lease at once
    const handoverBy = Date.now() + 5000;
    let holder = await leaseHolder(database);
    while (pidOf(holder) !== survivor.pid && Date.now() < handoverBy) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      holder = await leaseHolder(database);
    }
    expect(pidOf(holder)).toBe(survivor.pid);
  }, 20_000);
});

describe('instances started together on an empty PostgreSQL database', () => {
  it('all come up, and the calendar is seeded exactly once', async () => {
    const scratch = await postgres.create();
    const started = await Promise.allSettled([1, 2, 3].map(() => startServerProcess(scratch.url)));
    try {
      const failures = started.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
      expect(failures).toEqual([]);
      const first = (started[0] as PromiseFulfilledResult<ServerProcess>).value;
      const races = (await (await fetch(`${first.url}/api/races`)).json()) as { id: string }[];
      expect(races).toHaveLength(46);
      expect(new Set(races.map((r) => r.id)).size).toBe(46);
    } finally {
      for (const r of started) if (r.status === 'fulfilled') await r.value.kill();
      await scratch.drop();
    }
  }, 45_000);
});
