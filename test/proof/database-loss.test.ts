import pg from 'pg';
import { type Database, openDatabase } from '../../src/server/db/connect';
import { createChangeBus } from '../../src/server/live/change-bus';
import { openReadyDatabase } from '../../src/server/open-ready';
import { createRacesRepo } from '../../src/server/races/races-repo';
import { type PrivatePostgres, startPrivatePostgres } from '../server/private-postgres';
import { type ServerProcess, startServerProcess } from '../server/server-process';
import { openSse, type SseEvent, type SseStream } from '../server/sse-client';
import { TEST_DATABASES, TEST_POSTGRES_ADMIN_URL } from '../server/test-databases';
import { issueTokens, PROOF_RACE, readAllVotes, tallyMismatches } from './proof-votes';
import {
  eventually,
  type FanLog,
  fanLogs,
  healthStatus,
  msUntilVoteAccepted,
  type StormReport,
  startVoteStorm,
  storedVoteProblems,
} from './vote-storm';

// PostgreSQL goes away under a voting crowd — every backend of the app's database killed
// (twice), then the whole server stopped and restarted — against a real server process.
// After each: the process is alive, every answer was a 200 or a 503 DATABASE_UNAVAILABLE
// (never a 500, never a hang), every acknowledged vote is stored, every tally equals its
// votes, a new vote is accepted within 2 s, and an open live stream gets the whole state.

const SERVER_ENV = { RATE_LIMITS: 'off' };
const FANS = 160;
/** Acknowledged votes to wait for between faults, so each fault meets votes in flight. */
const VOTES_BETWEEN_FAULTS = 150;
/** The issue's bound: once the database is back, a vote goes through this fast. */
const NEW_VOTE_WITHIN_MS = 2000;
/** Generous: anything "eventual" on a slow shared machine. */
const EVENTUALLY_MS = 45_000;

const postgres = TEST_DATABASES.find((kind) => kind.name === 'postgres')!;

/** Kills every session on `database` (the app's pool and its LISTEN connection). */
async function terminateBackends(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      'select pg_terminate_backend(pid) as killed from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return rows.filter((row) => row.killed).length;
  } finally {
    await admin.end();
  }
}

interface Scene {
  server: ServerProcess;
  fans: FanLog[];
  probe: string;
  stream: SseStream;
}

async function openScene(url: string): Promise<Scene> {
  const setup = await openReadyDatabase(url);
  try {
    await createRacesRepo(setup.db, createChangeBus()).setCurrent(PROOF_RACE, true, {
      manual: true,
    });
  } finally {
    await setup.close();
  }
  const server = await startServerProcess(url, SERVER_ENV);
  const tokens = await issueTokens(server.url, FANS + 1);
  const probe = tokens.pop()!;
  const stream = await openSse(`${server.url}/api/live`);
  await stream.waitFor((e) => e.event === 'tallies', EVENTUALLY_MS);
  return { server, fans: fanLogs(tokens), probe, stream };
}

const tallyOf = (raceId: string) => (e: SseEvent) =>
  e.event === 'tally' && (e.data as { raceId?: string }).raceId === raceId;

/** What must hold once the storm is over and the database is back. */
async function expectNothingLost(
  scene: Scene,
  report: StormReport,
  database: Database,
  /** A server down for seconds must have refused votes; killed backends may hit none in flight. */
  downForSeconds: boolean,
) {
  expect(scene.server.exitCode(), scene.server.output()).toBeNull();
  expect(report.unexpected).toEqual([]);
  expect(report.unanswered).toEqual([]);
  // Group commit keeps few connections busy at once, so a kill may fall between batches
  // and meet no vote; a stopped server always does.
  if (downForSeconds) expect(report.unavailable).toBeGreaterThan(0);
  await eventually(
    '/healthz answers 200',
    async () => (await healthStatus(scene.server.url)) === 200,
    EVENTUALLY_MS,
  );
  expect(await storedVoteProblems(database, scene.fans)).toEqual([]);
  expect((await tallyMismatches(database)).mismatches).toEqual([]);
  // The live stream ends on the stored count: in the race's own tally event, or in the whole
  // state the stream is sent again once the database is back (whichever came last).
  const stored = (await readAllVotes(database)).filter((v) => v.raceId === PROOF_RACE).length;
  await scene.stream.waitFor(
    (e) =>
      (tallyOf(PROOF_RACE)(e) && (e.data as { totalVotes: number }).totalVotes === stored) ||
      (e.event === 'tallies' &&
        (e.data as Record<string, { totalVotes?: number }>)[PROOF_RACE]?.totalVotes === stored),
    EVENTUALLY_MS,
  );
}

describe('PostgreSQL backends killed under a voting crowd', () => {
  it('keeps the process, every acknowledged vote and the tallies; votes resume at once', async () => {
    const scratch = await postgres.create();
    const name = new URL(scratch.url).pathname.slice(1);
    let scene: Scene | null = null;
    let check: Database | null = null;
    try {
      scene = await openScene(scratch.url);
      const storm = startVoteStorm(scene.server.url, scene.fans, { seed: 20261123 });
      const beforeFaults = scene.stream.events.length;
      for (let fault = 0; fault < 2; fault += 1) {
        const target = storm.report.acked + VOTES_BETWEEN_FAULTS;
        await eventually('votes acknowledged', () => storm.report.acked >= target, EVENTUALLY_MS);
        const cutAt = Date.now();
        expect(await terminateBackends(name)).toBeGreaterThan(0);
        const took = await msUntilVoteAccepted(scene.server.url, scene.probe, cutAt, EVENTUALLY_MS);
        expect(took, 'a new vote after the backends were killed').toBeLessThan(NEW_VOTE_WITHIN_MS);
      }
      const target = storm.report.acked + VOTES_BETWEEN_FAULTS;
      await eventually('votes acknowledged', () => storm.report.acked >= target, EVENTUALLY_MS);
      const report = await storm.stop();

      // The LISTEN connection was killed too: once back, the stream got the race list again.
      await scene.stream.waitFor((e) => e.event === 'races', EVENTUALLY_MS, beforeFaults);
      check = await openDatabase(scratch.url);
      await expectNothingLost(scene, report, check, false);
    } finally {
      scene?.stream.close();
      await scene?.server.kill();
      await check?.close();
      await scratch.drop();
    }
  }, 240_000);
});

describe('the PostgreSQL server stopped and restarted under a voting crowd', () => {
  it('answers 503 while it is down, then recovers by itself with nothing lost', async () => {
    let cluster: PrivatePostgres | null = null;
    let scene: Scene | null = null;
    let check: Database | null = null;
    try {
      cluster = await startPrivatePostgres();
      scene = await openScene(cluster.url);
      const { server, stream, probe } = scene;
      const storm = startVoteStorm(server.url, scene.fans, { seed: 20261124 });
      await eventually(
        'votes acknowledged',
        () => storm.report.acked >= VOTES_BETWEEN_FAULTS,
        EVENTUALLY_MS,
      );

      await cluster.stop();
      await eventually(
        '/healthz answers 503',
        async () => (await healthStatus(server.url)) === 503,
        EVENTUALLY_MS,
      );
      // Down for a while under load: votes keep being answered (503), nobody hangs.
      const refused = storm.report.unavailable;
      await eventually(
        'votes refused while down',
        () => storm.report.unavailable >= refused + 50,
        EVENTUALLY_MS,
      );
      expect(server.exitCode(), server.output()).toBeNull();
      expect(await healthStatus(server.url)).toBe(503);

      const beforeRestart = stream.events.length;
      await cluster.start();
      const took = await msUntilVoteAccepted(server.url, probe, Date.now(), EVENTUALLY_MS);
      expect(took, 'a new vote once the server is back').toBeLessThan(NEW_VOTE_WITHIN_MS);
      const target = storm.report.acked + VOTES_BETWEEN_FAULTS;
      await eventually('votes acknowledged', () => storm.report.acked >= target, EVENTUALLY_MS);
      const report = await storm.stop();

      // The stream stayed open through the outage and got the whole state once it was over.
      expect(stream.ended).toBe(false);
      await stream.waitFor((e) => e.event === 'races', EVENTUALLY_MS, beforeRestart);
      check = await openDatabase(cluster.url);
      await expectNothingLost(scene, report, check, true);
    } finally {
      scene?.stream.close();
      await scene?.server.kill();
      await check?.close();
      await cluster?.destroy();
    }
  }, 240_000);
});
