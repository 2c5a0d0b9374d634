import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import { RULE_PAIRS, RULE_SHAPES } from '../../../test/server/vote-requests';
import {
  aggregateVotes,
  applyTallyDelta,
  type StoredVote,
  sumTallyDeltas,
  tallyDelta,
} from '../../domain/voting/vote';
import type { Database } from '../db/connect';
import { createChangeBus } from '../live/change-bus';
import { openReadyDatabase } from '../open-ready';
import { createRacesRepo } from '../races/races-repo';
import { createTalliesRepo } from '../tallies/tallies-repo';
import { createVotesRepo, VoteRefusedError, type VotesRepo } from './votes-repo';

// The SQLite vote path on a real database file: a group of votes writes each vote's row
// on its own and moves each race's tally once, by the sum of the group's changes.

const OPEN = '2025-abu-dhabi-grand-prix';
const CLOSED = '2025-monaco-grand-prix';
/** The API's check: the race must take votes now (only OPEN is current; no race is archive). */
const checked = { openAt: Date.now() };
describe('SQLite vote groups', () => {
  let scratch: ScratchDatabase;
  let database: Database;
  let tallyWrites: () => number;
  beforeAll(async () => {
    scratch = await TEST_DATABASES.find((k) => k.name === 'sqlite')!.create();
    database = await openReadyDatabase(scratch.url);
    await createRacesRepo(database.db, createChangeBus()).setCurrent(OPEN, true, { manual: true });
    // Counts every write of a tally row (a temporary trigger: this connection only).
    const sqlite = database.sqlite!;
    sqlite.exec(`create temp table tally_writes (race_id text not null);
      create temp trigger count_tally_inserts after insert on main.tallies
        begin insert into tally_writes values (new.race_id); end;
      create temp trigger count_tally_updates after update on main.tallies
        begin insert into tally_writes values (new.race_id); end;`);
    const count = sqlite.prepare<[], { n: number }>('select count(*) as n from tally_writes');
    tallyWrites = () => count.get()!.n;
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  const tallies = () => createTalliesRepo(database.db);
  const cast = (votes: VotesRepo, fan: string, v: StoredVote, raceId = OPEN) =>
    votes.recordVote({ ...v, raceId, userId: fan }, checked);

  async function expectExactTally(raceId: string) {
    const stored = await createVotesRepo(database, createChangeBus()).listForRace(raceId);
    expect(await tallies().get(raceId)).toEqual(aggregateVotes(raceId, stored));
  }

  it('moves the tally once per group, by the domain rule summed over every pair of votes', async () => {
    const votes = createVotesRepo(database, createChangeBus());
    // The previous votes in one group...
    await Promise.all(
      RULE_PAIRS.map(([previous], i) => previous && cast(votes, `pair-${i}`, previous)),
    );
    const before = (await tallies().get(OPEN))!;
    const writesBefore = tallyWrites();
    // ...every next vote in the next group.
    await Promise.all(RULE_PAIRS.map(([, next], i) => cast(votes, `pair-${i}`, next)));
    expect(tallyWrites() - writesBefore).toBe(1);
    const sum = sumTallyDeltas(RULE_PAIRS.map(([previous, next]) => tallyDelta(previous, next)));
    expect(await tallies().get(OPEN)).toEqual(applyTallyDelta(before, sum));
    await expectExactTally(OPEN);
  });

  it("counts a fan's first vote and change of mind in the same group as one vote", async () => {
    const votes = createVotesRepo(database, createChangeBus());
    const before = (await tallies().get(OPEN))!;
    const answers = await Promise.all(
      RULE_PAIRS.map(([previous, next], i) =>
        Promise.all([
          previous && cast(votes, `same-${i}`, previous),
          cast(votes, `same-${i}`, next),
        ]),
      ),
    );
    // The change of mind saw the first vote, written earlier in the same transaction.
    answers.forEach(([first, second], i) => {
      expect(second.previousStarRating).toBe(first ? RULE_PAIRS[i]![0]!.starRating : null);
    });
    const sum = sumTallyDeltas(RULE_PAIRS.map(([, next]) => tallyDelta(null, next)));
    expect(await tallies().get(OPEN)).toEqual(applyTallyDelta(before, sum));
    await expectExactTally(OPEN);
  });

  it('refuses a vote alone, and a vote whose row cannot be written fails alone', async () => {
    const votes = createVotesRepo(database, createChangeBus());
    const sqlite = database.sqlite!;
    // A row that fails to write, as a full disk or a corrupt page would make it.
    sqlite.exec(`create temp trigger refuse_one before insert on main.votes
      when new.user_id = 'unwritable' begin select raise(abort, 'cannot write'); end`);
    try {
      const before = (await tallies().get(OPEN))!;
      const outcomes = await Promise.allSettled([
        cast(votes, 'alone-1', RULE_SHAPES[2]!),
        cast(votes, 'unwritable', RULE_SHAPES[3]!),
        cast(votes, 'alone-2', RULE_SHAPES[1]!, CLOSED),
        cast(votes, 'alone-3', RULE_SHAPES[1]!, 'no-such-race'),
        cast(votes, 'alone-4', RULE_SHAPES[0]!),
      ]);
      expect(outcomes.map((o) => o.status)).toEqual([
        'fulfilled',
        'rejected',
        'rejected',
        'rejected',
        'fulfilled',
      ]);
      const reasons = outcomes.map((o) => (o.status === 'rejected' ? o.reason : null));
      expect(reasons[1]).not.toBeInstanceOf(VoteRefusedError);
      expect(reasons[2]).toMatchObject({ reason: 'VOTING_CLOSED' });
      expect(reasons[3]).toMatchObject({ reason: 'RACE_NOT_FOUND' });
      const sum = sumTallyDeltas([
        tallyDelta(null, RULE_SHAPES[2]!),
        tallyDelta(null, RULE_SHAPES[0]!),
      ]);
      expect(await tallies().get(OPEN)).toEqual(applyTallyDelta(before, sum));
      expect(await createVotesRepo(database, createChangeBus()).listForRace(CLOSED)).toEqual([]);
    } finally {
      sqlite.exec('drop trigger temp.refuse_one');
    }
    await expectExactTally(OPEN);
    await expectExactTally(CLOSED);
  });

  it('stores nothing of a group whose tally cannot be written', async () => {
    const votes = createVotesRepo(database, createChangeBus());
    const sqlite = database.sqlite!;
    const before = await createVotesRepo(database, createChangeBus()).listForRace(OPEN);
    sqlite.exec(`create temp trigger refuse_tally before update on main.tallies
      begin select raise(abort, 'tally locked'); end`);
    try {
      const outcomes = await Promise.allSettled([
        cast(votes, 'lost-1', RULE_SHAPES[1]!),
        cast(votes, 'lost-2', RULE_SHAPES[2]!),
      ]);
      expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    } finally {
      sqlite.exec('drop trigger temp.refuse_tally');
    }
    expect(await createVotesRepo(database, createChangeBus()).listForRace(OPEN)).toEqual(before);
    await expectExactTally(OPEN);
  });
});
