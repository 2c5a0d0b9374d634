import pg from 'pg';
import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import { RULE_PAIRS } from '../../../test/server/vote-requests';
import {
  aggregateVotes,
  applyTallyDelta,
  type StoredVote,
  tallyDelta,
} from '../../domain/voting/vote';
import type { Database } from '../db/connect';
import { createChangeBus } from '../live/change-bus';
import { openReadyDatabase } from '../open-ready';
import { createRacesRepo } from '../races/races-repo';
import { createTalliesRepo } from '../tallies/tallies-repo';
import { createPgGroupCommit, OVERLAP_MIN } from './pg-group-commit';
import { VoteRefusedError } from './vote-rows';
import { createVotesRepo } from './votes-repo';

// The PostgreSQL group commit on a real database: which votes share a transaction, who is
// answered what, and what a lost connection does to a batch.

const OPEN = '2025-abu-dhabi-grand-prix';
const CLOSED = '2025-monaco-grand-prix';
/** The API's check: the race must take votes now (only OPEN is current; no race is archive). */
const checked = { openAt: Date.now() };
const vote = (userId: string, starRating: 1 | 2 | 3 | 4 | 5, raceId = OPEN) => ({
  raceId,
  userId,
  starRating,
  viewMode: 'Full Race' as const,
  reasonTags: starRating >= 3 ? ['strategy_plays'] : [],
});

describe('PostgreSQL group commit', () => {
  let scratch: ScratchDatabase;
  let database: Database;
  beforeAll(async () => {
    scratch = await TEST_DATABASES.find((k) => k.name === 'postgres')!.create();
    database = await openReadyDatabase(scratch.url);
    await createRacesRepo(database.db, createChangeBus()).setCurrent(OPEN, true, { manual: true });
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  async function expectExactTally(raceId: string) {
    const stored = await createVotesRepo(database, createChangeBus()).listForRace(raceId);
    const tally = await createTalliesRepo(database.db).get(raceId);
    expect(tally).toEqual(aggregateVotes(raceId, stored));
    return stored.length;
  }

  it('writes votes that arrive together in one transaction and answers each with its own result', async () => {
    const batches: number[] = [];
    const write = createPgGroupCommit(database.pgPool!, (size) => batches.push(size));
    await write(vote('early', 2), checked);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => write(vote(i === 0 ? 'early' : `fan-${i}`, 4), checked)),
    );
    expect(batches).toEqual([1, 40]);
    expect(answers[0]).toMatchObject({ isUpdate: true, previousStarRating: 2 });
    expect(answers[1]).toMatchObject({ isUpdate: false, previousStarRating: null });
    expect(await expectExactTally(OPEN)).toBe(40);
  });

  it('refuses a vote on a closed or unknown race alone; the rest of its batch commits', async () => {
    const batches: number[] = [];
    const write = createPgGroupCommit(database.pgPool!, (size) => batches.push(size));
    const outcomes = await Promise.allSettled([
      write(vote('refused-a', 5), checked),
      write(vote('refused-b', 5, CLOSED), checked),
      write(vote('refused-c', 5, 'no-such-race'), checked),
      write(vote('refused-d', 1), checked),
      // Values travel as escaped literals: quotes and backslashes stay data, and a NUL
      // (which PostgreSQL text cannot hold) is refused alone.
      write(vote('refused-e', 5, "x\\'); drop table votes; --"), checked),
      write(vote('refused-f', 5, 'a\u0000b'), checked),
    ]);
    expect(batches).toEqual([6]);
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    const reasons = outcomes.map((o) => (o.status === 'rejected' ? o.reason : null));
    expect(reasons[1]).toBeInstanceOf(VoteRefusedError);
    expect(reasons[1]).toMatchObject({ reason: 'VOTING_CLOSED', raceName: 'Monaco Grand Prix' });
    expect(reasons[2]).toMatchObject({ reason: 'RACE_NOT_FOUND' });
    expect(reasons[4]).toMatchObject({ reason: 'RACE_NOT_FOUND' });
    expect(reasons[5]).toMatchObject({ reason: 'RACE_NOT_FOUND' });
    expect(await expectExactTally(CLOSED)).toBe(0);
    await expectExactTally(OPEN);
  });

  it("serialises one fan's concurrent votes: the later ones wait for a later batch", async () => {
    const batches: number[] = [];
    const write = createPgGroupCommit(database.pgPool!, (size) => batches.push(size));
    const ratings = [1, 2, 3, 4, 5] as const;
    const answers = await Promise.all(ratings.map((r) => write(vote('changer', r), checked)));
    expect(batches).toEqual([1, 1, 1, 1, 1]);
    // Each vote saw the one before it, in the order they were sent.
    expect(answers.map((a) => a.previousStarRating)).toEqual([null, 1, 2, 3, 4]);
    await expectExactTally(OPEN);
  });

  it('writes exactly when the previous vote changed through another writer (another instance)', async () => {
    const a = createPgGroupCommit(database.pgPool!);
    const b = createPgGroupCommit(database.pgPool!);
    // Each writer remembers what it wrote; the other's later vote makes that memory stale.
    await a(vote('roamer', 2), checked);
    await b(vote('roamer', 4), checked);
    const answer = await a(vote('roamer', 5), checked);
    expect(answer.previousStarRating).toBe(4);
    // A writer that never saw the fan first assumes a first vote, and finds out it is not.
    const c = createPgGroupCommit(database.pgPool!);
    expect((await c(vote('roamer', 1), checked)).previousStarRating).toBe(5);
    await expectExactTally(OPEN);
  });

  it('refuses a vote as soon as an operator closes the race, whatever a writer remembers', async () => {
    const write = createPgGroupCommit(database.pgPool!);
    const races = createRacesRepo(database.db, createChangeBus());
    await write(vote('late-1', 3), checked);
    await races.setCurrent(OPEN, false, { manual: true });
    try {
      await expect(write(vote('late-2', 3), checked)).rejects.toMatchObject({
        reason: 'VOTING_CLOSED',
      });
    } finally {
      await races.setCurrent(OPEN, true, { manual: true });
    }
    await write(vote('late-3', 3), checked);
    await expectExactTally(OPEN);
  });

  it('serialises a fan across two writers (two instances) without losing a tally change', async () => {
    const a = createPgGroupCommit(database.pgPool!);
    const b = createPgGroupCommit(database.pgPool!);
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? a : b)(vote(`both-${i % 5}`, ((i % 5) + 1) as 1), checked),
      ),
    );
    await expectExactTally(OPEN);
  });

  it('rejects every vote of a batch whose connection is lost, and stores none of them', async () => {
    const before = await expectExactTally(OPEN);
    // Another session holds the race's tally row, so the batch waits inside its statement...
    const blocker = new pg.Client({ connectionString: scratch.url });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('select 1 from tallies where race_id = $1 for update', [OPEN]);
      // A client cut while checked out also emits 'error'; here only the batch's answer matters.
      const guarded = new WeakSet<object>();
      database.pgPool!.on('acquire', (client) => {
        if (!guarded.has(client)) client.on('error', () => {});
        guarded.add(client);
      });
      const write = createPgGroupCommit(database.pgPool!);
      const outcomes = Promise.allSettled(
        ['lost-1', 'lost-2', 'lost-3'].map((fan) => write(vote(fan, 5), checked)),
      );
      // ...where its connection is cut, as a database restart or a network fault would.
      let terminated = 0;
      for (let attempt = 0; attempt < 100 && terminated === 0; attempt += 1) {
        const { rows } = await blocker.query<{ n: number }>(
          `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        terminated = rows[0]!.n;
        if (terminated === 0) await new Promise((r) => setTimeout(r, 50));
      }
      expect(terminated).toBe(1);
      const settled = await outcomes;
      expect(settled.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
      for (const o of settled) {
        expect(o.status === 'rejected' && o.reason).toBeInstanceOf(Error);
        expect(o.status === 'rejected' && o.reason).not.toBeInstanceOf(VoteRefusedError);
      }
      await blocker.query('rollback');
    } finally {
      await blocker.end();
    }
    expect(await expectExactTally(OPEN)).toBe(before);
    // The pool's next connection prepares the batch statements afresh.
    const write = createPgGroupCommit(database.pgPool!);
    await expect(write(vote('after-loss', 4), checked)).resolves.toMatchObject({
      isUpdate: false,
    });
    expect(await expectExactTally(OPEN)).toBe(before + 1);
  });
  // The tally change of a batch is computed by the database; it must be exactly the
  // domain's rule (tallyDelta) for every kind of previous vote and every kind of next one.
  it.each(RULE_PAIRS.map((pair, i) => [i, ...pair] as const))(
    'moves the tally exactly as the domain rule says (pair %i)',
    async (i, previous, next) => {
      const write = createPgGroupCommit(database.pgPool!);
      const fan = `rule-${i}`;
      const cast = (v: StoredVote) => write({ ...v, raceId: OPEN, userId: fan }, checked);
      if (previous) await cast(previous);
      const tallies = createTalliesRepo(database.db);
      const before = (await tallies.get(OPEN))!;
      await cast(next);
      expect(await tallies.get(OPEN)).toEqual(applyTallyDelta(before, tallyDelta(previous, next)));
    },
  );

  it('counts a stored tag list it cannot read (a row edited by hand) as no tags, and commits', async () => {
    const write = createPgGroupCommit(database.pgPool!);
    // An untagged vote, so the tally stays exact when its tags are mangled by hand.
    await write(vote('hand-edited', 2), checked);
    await database.pgPool!.query(
      `update votes set reason_tags = 'not json' where race_id = $1 and user_id = 'hand-edited'`,
      [OPEN],
    );
    const answer = await write(vote('hand-edited', 5), checked);
    expect(answer).toMatchObject({ isUpdate: true, previousStarRating: 2, previousReasonTags: [] });
    await expectExactTally(OPEN);
  });

  it(`starts a second batch beside a running one only for ${OVERLAP_MIN} waiting votes or more`, async () => {
    const blocker = new pg.Client({ connectionString: scratch.url });
    await blocker.connect();
    const waitingOnLocks = async () => {
      const { rows } = await blocker.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
      );
      return rows[0]!.n;
    };
    const settle = async (want: number) => {
      for (let i = 0; i < 100 && (await waitingOnLocks()) !== want; i += 1) {
        await new Promise((r) => setTimeout(r, 20));
      }
      return waitingOnLocks();
    };
    try {
      await blocker.query('begin');
      await blocker.query('select 1 from tallies where race_id = $1 for update', [OPEN]);
      const batches: number[] = [];
      const write = createPgGroupCommit(database.pgPool!, (size) => batches.push(size));
      const all = [write(vote('overlap-0', 3), checked)];
      expect(await settle(1)).toBe(1);
      // A few votes wait for the running batch...
      for (let i = 1; i < OVERLAP_MIN; i += 1) all.push(write(vote(`overlap-${i}`, 3), checked));
      await new Promise((r) => setTimeout(r, 100));
      expect(await waitingOnLocks()).toBe(1);
      // ...a crowd is worth a second transaction at once.
      all.push(write(vote(`overlap-${OVERLAP_MIN}`, 3), checked));
      expect(await settle(2)).toBe(2);
      await blocker.query('rollback');
      await Promise.all(all);
      // Both batches wait on the same lock: which commits first is PostgreSQL's choice.
      expect(batches.toSorted((a, b) => a - b)).toEqual([1, OVERLAP_MIN]);
    } finally {
      await blocker.end();
    }
    await expectExactTally(OPEN);
  });

  it('flushed() waits for the batch in flight and the votes queued behind it (the shutdown)', async () => {
    const blocker = new pg.Client({ connectionString: scratch.url });
    await blocker.connect();
    const waitingOnLocks = async () => {
      const { rows } = await blocker.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
      );
      return rows[0]!.n;
    };
    try {
      const write = createPgGroupCommit(database.pgPool!);
      expect(write.waiting()).toBe(0);
      await write.flushed(); // nothing taken: at once
      await blocker.query('begin');
      await blocker.query('select 1 from tallies where race_id = $1 for update', [OPEN]);
      const first = write(vote('leaving', 2), checked);
      for (let i = 0; i < 250 && (await waitingOnLocks()) !== 1; i += 1) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(await waitingOnLocks()).toBe(1);
      // The same fan again: queued behind the batch in flight, in no batch yet.
      const second = write(vote('leaving', 5), checked);
      expect(write.waiting()).toBe(2);
      let flushed = false;
      const flushing = write.flushed().then(() => {
        flushed = true;
      });
      await new Promise((r) => setTimeout(r, 100));
      expect(flushed).toBe(false);
      await blocker.query('rollback');
      await flushing;
      // Both were written before flushed() resolved: nothing left for a closing pool to drop.
      expect(write.waiting()).toBe(0);
      await expect(first).resolves.toMatchObject({ isUpdate: false });
      await expect(second).resolves.toMatchObject({ isUpdate: true, previousStarRating: 2 });
    } finally {
      await blocker.end();
    }
    await expectExactTally(OPEN);
  });
});
