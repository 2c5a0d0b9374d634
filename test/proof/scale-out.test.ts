import type { Database } from '../../src/server/db/connect';
import { createChangeBus } from '../../src/server/live/change-bus';
import { openReadyDatabase } from '../../src/server/open-ready';
import { createRacesRepo } from '../../src/server/races/races-repo';
import { SCHEDULER_LEASE } from '../../src/server/scheduler/race-scheduler';
import { createTalliesRepo } from '../../src/server/tallies/tallies-repo';
import { fanAddress, requestFrom } from '../server/fan-requests';
import { type NginxProcess, startNginx } from '../server/nginx';
import { type ServerProcess, startServerProcess } from '../server/server-process';
import { openSse, type SseStream } from '../server/sse-client';
import { type ScratchDatabase, TEST_DATABASES } from '../server/test-databases';
import { issueTokens, PROOF_RACE, readAllVotes, tallyMismatches, userIdOf } from './proof-votes';

// Two real server processes on one PostgreSQL database, as behind a load balancer: a vote
// taken by one reaches a live viewer of the other within a second (LISTEN/NOTIFY), and the
// race scheduler runs on exactly one of them at a time (a lease row in the database).
// Then the same behind a real nginx running the shipped recipe (deploy/nginx/gpvibes.conf):
// one address's vote limit holds across both instances, and when one instance is killed
// its viewers are back on the other, with the current state, within 3 s and no
// acknowledged vote is lost.

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
    await createRacesRepo(database.db, createChangeBus()).setCurrent(PROOF_RACE, true, {
      manual: true,
    });
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
      expect(races).toHaveLength(58);
      expect(new Set(races.map((r) => r.id)).size).toBe(58);
    } finally {
      for (const r of started) if (r.status === 'fulfilled') await r.value.kill();
      await scratch.drop();
    }
  }, 45_000);
});

describe('two instances behind nginx (the shipped recipe)', () => {
  /** What the live feed tells browsers to wait before reconnecting (`retry: 2000`). */
  const BROWSER_RETRY_MS = 2000;
  const RECONNECT_BUDGET_MS = 3000;
  const VOTE_BUDGET = 30;
  const VIEWERS = 8;
  const VOTERS = 16;
  let scratch: ScratchDatabase;
  let database: Database;
  let a: ServerProcess;
  let b: ServerProcess;
  let nginx: NginxProcess;

  beforeAll(async () => {
    scratch = await postgres.create();
    database = await openReadyDatabase(scratch.url);
    await createRacesRepo(database.db, createChangeBus()).setCurrent(PROOF_RACE, true, {
      manual: true,
    });
    const env = {
      TRUST_PROXY: '1',
      RATE_LIMIT_VOTES_PER_MINUTE: String(VOTE_BUDGET),
      RATE_LIMIT_SESSIONS_PER_MINUTE: '1000',
    };
    [a, b] = await Promise.all([
      startServerProcess(scratch.url, env),
      startServerProcess(scratch.url, env),
    ]);
    nginx = await startNginx([a.port, b.port]);
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([a?.kill(), b?.kill()]);
    await database?.close();
    await scratch?.drop();
  });

  const post = (fan: number, path: string, init: { token?: string; body?: unknown } = {}) =>
    requestFrom(fanAddress(fan), `${nginx.url}${path}`, {
      method: 'POST',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const tokenFor = async (fan: number) => {
    const res = await post(fan, '/api/session');
    expect(res.status).toBe(201);
    return (JSON.parse(res.body) as { token: string }).token;
  };
  const voteAs = (fan: number, token: string, starRating: number) =>
    post(fan, '/api/votes', {
      token,
      body: { raceId: PROOF_RACE, starRating, viewMode: 'Full Race' },
    });

  it('holds one address to one vote budget across both instances', async () => {
    const fan = 1;
    const token = await tokenFor(fan);
    const codes: number[] = [];
    for (let i = 0; i < VOTE_BUDGET + 4; i += 1)
      codes.push((await voteAs(fan, token, 1 + (i % 5))).status);
    expect(codes).toEqual([...Array(VOTE_BUDGET).fill(200), 429, 429, 429, 429]);
    // nginx really spread that fan's votes over both instances.
    const upstreams = new Set(
      nginx
        .accessLog()
        .filter(
          (line) => line.startsWith(`${fanAddress(fan)} `) && line.includes('POST /api/votes'),
        )
        .map((line) => line.split(' ')[1]),
    );
    expect(upstreams).toEqual(new Set([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]));
  });

  it('moves a killed instance’s viewers to the other within 3 s, with the current state, losing no acknowledged vote', async () => {
    const viewers: SseStream[] = [];
    for (let i = 0; i < VIEWERS; i += 1) {
      const stream = await openSse(`${nginx.url}/api/live`);
      await stream.waitFor((e) => e.event === 'tallies', 5000);
      viewers.push(stream);
    }
    const fans = Array.from({ length: VOTERS }, (_, i) => 100 + i);
    const tokens = await Promise.all(fans.map(tokenFor));
    // Per fan: the last rating answered 200, and the ones sent after it that got no 200
    // (the instance may have died after committing but before answering).
    const acked = new Map<string, number>();
    const unanswered = new Map<string, number[]>();
    let voting = true;
    const voters = fans.map(async (fan, i) => {
      const userId = userIdOf(tokens[i]!);
      for (let n = 0; voting && n < VOTE_BUDGET - 2; n += 1) {
        const rating = 1 + ((i + n) % 5);
        const res = await voteAs(fan, tokens[i]!, rating).catch(() => undefined);
        if (res?.status === 200) {
          acked.set(userId, rating);
          unanswered.set(userId, []);
        } else unanswered.set(userId, [...(unanswered.get(userId) ?? []), rating]);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    try {
      const endedAt = new Map<SseStream, number>();
      for (const viewer of viewers)
        void viewer.whenEnded.then(() => endedAt.set(viewer, Date.now()));
      await new Promise((resolve) => setTimeout(resolve, 500));
      const killedAt = Date.now();
      await a.kill();
      // The killed instance's streams end; each reconnects as a browser does (after the
      // advertised delay, through nginx) and must reach the state that has every vote.
      const settled = (async () => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        voting = false;
        await Promise.all(voters);
        return (await createTalliesRepo(database.db).get(PROOF_RACE))!.totalVotes;
      })();
      const seenBy = Date.now() + 3000;
      while (!viewers.some((v) => v.ended) && Date.now() < seenBy) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      const dropped = viewers.filter((v) => v.ended);
      expect(dropped.length).toBeGreaterThan(0);
      expect(dropped.length).toBeLessThan(VIEWERS);
      const reconnected = await Promise.all(
        dropped.map(async (old) => {
          const retryAt = endedAt.get(old)! + BROWSER_RETRY_MS;
          await new Promise((resolve) => setTimeout(resolve, retryAt - Date.now()));
          const stream = await openSse(`${nginx.url}/api/live`);
          viewers.push(stream);
          const totalVotes = await settled;
          const current = (e: { event: string; data: unknown }) => {
            const tally =
              e.event === 'tallies'
                ? (e.data as Record<string, { totalVotes: number }>)[PROOF_RACE]
                : e.event === 'tally' && (e.data as { raceId: string }).raceId === PROOF_RACE
                  ? (e.data as { totalVotes: number })
                  : undefined;
            return tally?.totalVotes === totalVotes;
          };
          return (await stream.waitFor(current, RECONNECT_BUDGET_MS * 2)).at - killedAt;
        }),
      );
      expect(Math.max(...reconnected)).toBeLessThan(RECONNECT_BUDGET_MS);
      // The viewers that stayed on the survivor followed every vote as it happened.
      const totalVotes = await settled;
      for (const survivor of viewers.slice(0, VIEWERS).filter((v) => !v.ended)) {
        await survivor.waitFor(
          (e) =>
            e.event === 'tally' &&
            (e.data as { raceId: string; totalVotes: number }).raceId === PROOF_RACE &&
            (e.data as { totalVotes: number }).totalVotes === totalVotes,
          2000,
        );
      }

      const stored = new Map((await readAllVotes(database)).map((v) => [v.userId, v.starRating]));
      expect(acked.size).toBe(VOTERS);
      for (const [userId, rating] of acked) {
        expect([rating, ...(unanswered.get(userId) ?? [])]).toContain(stored.get(userId));
      }
      expect((await tallyMismatches(database)).mismatches).toEqual([]);
    } finally {
      voting = false;
      await Promise.all(voters);
      for (const viewer of viewers) viewer.close();
    }
  }, 60_000);
});
