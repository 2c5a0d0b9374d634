import type { FastifyInstance } from 'fastify';
import { crowdVote, seededRandom } from '../../../test/domain/fixtures';
import { type AppInstance, startInstance, stopInstances } from '../../../test/server/app-instances';
import { ARCHIVE_RACE, addArchiveRace } from '../../../test/server/seed-votes';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { postVote } from '../../../test/server/vote-requests';
import { createChangeBus } from '../live/change-bus';
import { createVotesRepo } from '../votes/votes-repo';
import { BURST_CHECK_MS } from './burst-holds';

// The recount loop (docs/decisions/0128): a held vote that may now count flips within 2 s
// of the vote that allows it; a race no vote reaches is never weighed; of several
// instances, one weighs a race and the others skip it.

const RACE = '2025-abu-dhabi-grand-prix';
const FLIP_WITHIN_MS = 2000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function voteFrom(app: FastifyInstance, ip: string, body: object, as?: string) {
  const token = as ?? (await app.deps.sessions.issue()).token;
  const res = await postVote(app, token, { raceId: RACE, ...body }, { 'x-forwarded-for': ip });
  expect(res.statusCode).toBe(200);
  return token;
}

/** Polls the tally for `forMs` and says when it last changed. */
async function lastTallyChange(app: FastifyInstance, forMs: number): Promise<number> {
  let seen = JSON.stringify(await app.deps.tallies.get(RACE));
  let changedAt = 0;
  const until = Date.now() + forMs;
  while (Date.now() < until) {
    await sleep(25);
    const now = JSON.stringify(await app.deps.tallies.get(RACE));
    if (now !== seen) {
      seen = now;
      changedAt = Date.now();
    }
  }
  return changedAt;
}

describe.each(TEST_DATABASES)('the recount loop on $name', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { TRUST_PROXY: '1', RATE_LIMITS: 'off' });
    await t.app.deps.races.setCurrent(RACE, true, { manual: true });
  });
  afterEach(async () => t?.close());

  it('weighs a contested race of the archive after changes may have been missed', async () => {
    await addArchiveRace(t.app);
    // Votes this app never hears of on SQLite (another process's, unnoticed; on PostgreSQL
    // their batch's notice may still reach it): a carrier's fans, its voice counted and the
    // rest held, then a crowd that lets them count.
    const unheard = createVotesRepo(t.database, createChangeBus());
    const random = seededRandom(23);
    const cast = (userId: string, network: string) =>
      unheard.recordVote({ raceId: ARCHIVE_RACE.id, userId, network, ...crowdVote(random) });
    for (let i = 0; i < 10; i++) await cast(`carrier-${i}`, 'carrier');
    for (let i = 0; i < 60; i++) await cast(`crowd-${i}`, `crowd-${i}`);
    const counted = async () => (await t.app.deps.tallies.get(ARCHIVE_RACE.id))!.totalVotes;
    expect(await counted()).toBe(61);
    // Missed changes (a listener that reconnected) send the loop over every race that may owe a weighing.
    t.app.deps.changes.emitLocal({ type: 'all' });
    await expect.poll(counted, { timeout: 15_000 }).toBeGreaterThan(61);
  });

  it('counts held votes within 2 s of the crowd that lets them count, then rests', async () => {
    const random = seededRandom(21);
    // A carrier's fans vote first: one voice counts, the rest wait for a crowd.
    const carrier: string[] = [];
    for (let i = 0; i < 30; i++)
      carrier.push(await voteFrom(t.app, '192.0.2.44', crowdVote(random)));
    await sleep(1500);
    expect((await t.app.deps.tallies.get(RACE))!.totalVotes).toBe(1);
    for (let i = 0; i < 60; i++) await voteFrom(t.app, `198.18.${i}.9`, crowdVote(random));
    const lastVote = Date.now();
    // The tally last moved (if it moved after the vote at all) within 2 s of it.
    const flipped = await lastTallyChange(t.app, 3000);
    expect(Math.max(flipped, lastVote) - lastVote).toBeLessThan(FLIP_WITHIN_MS);
    expect((await t.app.deps.tallies.get(RACE))!.totalVotes).toBeGreaterThan(61 + 20);
    // What the loop left is what a full recount decides: nothing is left to flip.
    expect(await t.app.deps.fairCount.recountRace(RACE)).toBe(0);

    // Carrier fans change their minds (the voice among them), new ones join: the same.
    for (const token of carrier.slice(0, 8))
      await voteFrom(t.app, '192.0.2.44', { starRating: 1, viewMode: 'Highlights Only' }, token);
    for (let i = 0; i < 5; i++) await voteFrom(t.app, '192.0.2.44', crowdVote(random));
    await lastTallyChange(t.app, 2500);
    expect(await t.app.deps.fairCount.recountRace(RACE)).toBe(0);

    // No vote arrives: soon no pass runs at all — after, at most, the look for bursts the
    // last votes were owed (BURST_CHECK_MS after the one before them).
    const settled = Date.now() + BURST_CHECK_MS + 1500;
    while (Date.now() < settled) await sleep(500);
    const { rounds: _, ...resting } = t.app.recountActivity;
    await sleep(3000);
    const { rounds, ...after } = t.app.recountActivity;
    expect(after).toEqual(resting);
    expect(rounds).toBeGreaterThan(_);
  });
});

describe('the recount loop across instances', () => {
  let a: AppInstance | undefined;
  let b: AppInstance | undefined;
  afterEach(async () => stopInstances(a, b));

  it('weighs a race on one instance at a time; the other skips it', async () => {
    const postgres = TEST_DATABASES.find((k) => k.name === 'postgres')!;
    const scratch = await postgres.create();
    try {
      const env = { TRUST_PROXY: '1', RATE_LIMITS: 'off' };
      a = await startInstance(scratch.url, env);
      b = await startInstance(scratch.url, env);
      await a.app.deps.races.setCurrent(RACE, true, { manual: true });
      const random = seededRandom(22);
      for (let i = 0; i < 30; i++) await voteFrom(a.app, '192.0.2.45', crowdVote(random));
      for (let i = 0; i < 60; i++)
        await voteFrom(i % 2 ? a.app : b.app, `198.18.${i}.9`, crowdVote(random));
      await lastTallyChange(a.app, 3000);
      const weighing = [a.app.recountActivity, b.app.recountActivity].filter(
        (activity) => activity.passes > 0,
      );
      expect(weighing).toHaveLength(1);
      expect(a.app.recountActivity.skipped + b.app.recountActivity.skipped).toBeGreaterThan(0);
      expect((await a.app.deps.tallies.get(RACE))!.totalVotes).toBeGreaterThan(61 + 20);
      expect(await b.app.deps.fairCount.recountRace(RACE)).toBe(0);
    } finally {
      await stopInstances(a, b);
      a = b = undefined;
      await scratch.drop();
    }
  });
});
