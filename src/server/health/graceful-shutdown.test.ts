import pg from 'pg';
import { issueTokens, PROOF_RACE, readAllVotes, userIdOf } from '../../../test/proof/proof-votes';
import {
  type HeldRequest,
  holdRequest,
  refusesConnections,
  splitAnswers,
  votePost,
  waitUntil,
} from '../../../test/server/held-requests';
import { openRawStream, type RawStream } from '../../../test/server/raw-http';
import { type ServerProcess, startServerProcess } from '../../../test/server/server-process';
import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import type { Database } from '../db/connect';
import { createChangeBus } from '../live/change-bus';
import { LEAVING_RETRY_MS } from '../live/live-hub';
import { openReadyDatabase } from '../open-ready';
import { createRacesRepo } from '../races/races-repo';
import { MAX_IN_FLIGHT, OVERLAP_MIN } from '../votes/pg-group-commit';
import { REQUEST_GRACE_MS, SHUTDOWN_DEADLINE_MS } from './graceful-shutdown';

// A real server process told to stop (SIGTERM) as a rolling deploy does, one test per step
// of the shutdown (graceful-shutdown.ts): health says it is leaving, a vote in flight is
// answered and stored, a live viewer is told to reconnect elsewhere, and the votes still in
// the batch are written before the database closes.

const ENV = { LOG_LEVEL: 'info', RATE_LIMITS: 'off' };
/** Time for a loaded machine to do what takes a server milliseconds. */
const PATIENCE_MS = 10_000;

const voteBody = (starRating: number) =>
  JSON.stringify({ raceId: PROOF_RACE, starRating, viewMode: 'Full Race' });
/** Requests the server has begun handling (Fastify logs each at info level). */
const votesSeen = (server: ServerProcess) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes('"incoming request"') && line.includes('"url":"/api/votes"'))
    .length;

async function openRace(url: string): Promise<Database> {
  const database = await openReadyDatabase(url);
  await createRacesRepo(database.db, createChangeBus()).setCurrent(PROOF_RACE, true, {
    manual: true,
  });
  return database;
}

async function storedRating(database: Database, token: string): Promise<number | undefined> {
  const userId = userIdOf(token);
  return (await readAllVotes(database)).find((v) => v.userId === userId)?.starRating;
}

describe.each(TEST_DATABASES)('SIGTERM while fans vote and watch, on $name', (kind) => {
  let scratch: ScratchDatabase;
  let database: Database;
  let server: ServerProcess;
  let tokens: string[];
  let viewer: RawStream;
  let inFlight: HeldRequest;
  let viewerEndedWhileVoteInFlight = false;
  let exitCode: number | null;
  let exitedAfterMs: number;

  beforeAll(async () => {
    scratch = await kind.create();
    database = await openRace(scratch.url);
    server = await startServerProcess(scratch.url, ENV);
    tokens = await issueTokens(server.url, 2);
    // A first vote loads what every later one reuses (the network key).
    const warm = await fetch(`${server.url}/api/votes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[0]}` },
      body: voteBody(3),
    });
    expect(warm.status).toBe(200);

    viewer = await openRawStream(server.port);
    await waitUntil(
      'the viewer has the tallies',
      () => viewer.received().includes('event: tallies'),
      PATIENCE_MS,
    );
    // A vote whose body is still arriving: accepted, not yet answered.
    const vote = votePost(tokens[1]!, voteBody(5));
    inFlight = await holdRequest(server.port, vote.slice(0, -4));
    await waitUntil('the server has begun the vote', () => votesSeen(server) === 2, PATIENCE_MS);

    const signalledAt = Date.now();
    const exited = server.stop();
    await waitUntil(
      'the port refuses new connections',
      () => refusesConnections(server.port),
      PATIENCE_MS,
    );
    await waitUntil('the live stream ends', () => viewer.closed(), PATIENCE_MS);
    viewerEndedWhileVoteInFlight = !inFlight.closed() && inFlight.received() === '';
    // The rest of the vote, and a health check behind it on the same connection.
    inFlight.socket.write(`${vote.slice(-4)}GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    await inFlight.whenClosed;
    exitCode = await exited;
    exitedAfterMs = Date.now() - signalledAt;
  }, 90_000);

  afterAll(async () => {
    viewer?.socket.destroy();
    await server?.kill();
    await database?.close();
    await scratch?.drop();
  });

  it('answers the vote it had accepted 200, and stores it', async () => {
    const [answer] = splitAnswers(inFlight.received());
    expect(answer?.status).toBe(200);
    expect(await storedRating(database, tokens[1]!)).toBe(5);
  });

  it(`tells a live viewer to come back within ${LEAVING_RETRY_MS.max} ms and ends its stream, before the vote in flight is answered`, () => {
    const retries = [...viewer.received().matchAll(/\nretry: (\d+)\n/g)].map((m) => Number(m[1]));
    const last = retries.at(-1)!;
    expect(retries.length).toBeGreaterThanOrEqual(2); // the stream's own, then the goodbye
    expect(last).toBeGreaterThanOrEqual(LEAVING_RETRY_MS.min);
    expect(last).toBeLessThanOrEqual(LEAVING_RETRY_MS.max);
    // The chunked body was ended properly: the browser reconnects, it does not see an error.
    expect(viewer.received().endsWith('0\r\n\r\n')).toBe(true);
    expect(viewerEndedWhileVoteInFlight).toBe(true);
  });

  it('answers a health check that still reaches it 503 draining', () => {
    const [, health] = splitAnswers(inFlight.received());
    expect(health?.status).toBe(503);
    expect(JSON.parse(health!.body)).toEqual({ status: 'draining', database: kind.name });
  });

  it(`exits 0 within ${SHUTDOWN_DEADLINE_MS / 1000} s`, () => {
    expect(exitCode).toBe(0);
    expect(exitedAfterMs).toBeLessThan(SHUTDOWN_DEADLINE_MS);
    expect(server.output()).toMatch(/"msg":"shut down"/);
  });
});

describe('SIGTERM while the vote batch waits on PostgreSQL, its fans gone', () => {
  const postgres = TEST_DATABASES.find((k) => k.name === 'postgres')!;
  // One batch in flight, a second (a crowd of OVERLAP_MIN) beside it, and fans queued
  // behind both: in no transaction yet when the shutdown closes the pool.
  const QUEUED = 4;
  const FANS = 1 + OVERLAP_MIN + QUEUED;
  let scratch: ScratchDatabase;
  let database: Database;
  let server: ServerProcess;
  let blocker: pg.Client;
  let tokens: string[];
  const held: HeldRequest[] = [];
  let votesWaiting = -1;
  let exitCode: number | null;

  const waitingOnLocks = async () => {
    const { rows } = await blocker.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    );
    return rows[0]!.n;
  };
  const send = async (from: number, count: number) => {
    for (let i = from; i < from + count; i += 1)
      held.push(await holdRequest(server.port, votePost(tokens[i]!, voteBody(1 + (i % 5)))));
  };

  beforeAll(async () => {
    expect(MAX_IN_FLIGHT).toBe(2); // the batches this scenario fills
    scratch = await postgres.create();
    database = await openRace(scratch.url);
    server = await startServerProcess(scratch.url, ENV);
    tokens = await issueTokens(server.url, FANS + 1);
    const warm = await fetch(`${server.url}/api/votes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[FANS]}` },
      body: voteBody(3),
    });
    expect(warm.status).toBe(200);

    // Another session holds the race's tally row: each batch waits inside its statement.
    blocker = new pg.Client({ connectionString: scratch.url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('select 1 from tallies where race_id = $1 for update', [PROOF_RACE]);
    await send(0, 1);
    await waitUntil(
      'the first batch waits',
      async () => (await waitingOnLocks()) === 1,
      PATIENCE_MS,
    );
    await send(1, OVERLAP_MIN);
    await waitUntil(
      'a second batch waits',
      async () => (await waitingOnLocks()) === 2,
      PATIENCE_MS,
    );
    await send(1 + OVERLAP_MIN, QUEUED);
    await waitUntil('the server has every vote', () => votesSeen(server) === FANS + 1, PATIENCE_MS);

    const exited = server.stop();
    // The fans' requests are cut after REQUEST_GRACE_MS; the shutdown then flushes.
    const flushing = /"votesWaiting":(\d+)[^\n]*writing the votes still in the batch/;
    await waitUntil(
      'the shutdown flushes the batch',
      () => flushing.test(server.output()),
      REQUEST_GRACE_MS + PATIENCE_MS,
    ).finally(() => blocker.query('rollback'));
    votesWaiting = Number(flushing.exec(server.output())![1]);
    exitCode = await exited;
  }, 90_000);

  afterAll(async () => {
    for (const request of held) request.socket.destroy();
    await blocker?.end().catch(() => {});
    await server?.kill();
    await database?.close();
    await scratch?.drop();
  });

  it('cuts requests still unanswered after the grace, then writes every vote it had taken', async () => {
    // Nobody heard back (the connections were cut)...
    expect(held.every((request) => request.closed() && request.received() === '')).toBe(true);
    expect(votesWaiting).toBe(FANS);
    // ...and every vote is stored all the same: a fan who sends it again changes nothing.
    const stored = new Map((await readAllVotes(database)).map((v) => [v.userId, v.starRating]));
    for (let i = 0; i < FANS; i += 1) expect(stored.get(userIdOf(tokens[i]!))).toBe(1 + (i % 5));
    expect(exitCode).toBe(0);
  });
});
