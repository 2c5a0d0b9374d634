import { seedVotes } from '../../../test/server/seed-votes';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { aggregateVotes } from '../../domain/voting/vote';
import { createVotesRepo, VoteRefusedError, type VotesRepo } from './votes-repo';

const RACE = '2025-monaco-grand-prix';

describe.each(TEST_DATABASES)('votes repo on $name', (kind) => {
  let t: TestApp;
  let repo: VotesRepo;
  beforeAll(async () => {
    t = await createTestApp(kind);
    repo = createVotesRepo(t.database, t.app.deps.changes);
  });
  afterAll(async () => t?.close());

  it('records a first vote, then replaces it with the exact difference', async () => {
    const first = await repo.recordVote({
      raceId: RACE,
      userId: 'fan-1',
      starRating: 4,
      viewMode: 'Full Race',
      reasonTags: ['overtakes', 'rivalries'],
    });
    expect(first).toEqual({
      isUpdate: false,
      previousStarRating: null,
      previousViewMode: null,
      previousReasonTags: [],
    });
    const second = await repo.recordVote({
      raceId: RACE,
      userId: 'fan-1',
      starRating: 2,
      viewMode: 'Highlights Only',
      reasonTags: ['overtakes'],
    });
    expect(second).toEqual({
      isUpdate: true,
      previousStarRating: 4,
      previousViewMode: 'Full Race',
      previousReasonTags: ['overtakes', 'rivalries'],
    });
    const tally = await t.app.deps.tallies.get(RACE);
    // Two stars carry no factors.
    expect(tally).toEqual(aggregateVotes(RACE, await repo.listForRace(RACE)));
    expect(tally).toMatchObject({ totalVotes: 1, totalStars: 2, reasonTagTallies: {} });
  });

  it('refuses, changing nothing, when the race is unknown or closed and a check is asked for', async () => {
    const before = await t.app.deps.tallies.get(RACE);
    const vote = { userId: 'fan-2', starRating: 5 as const, viewMode: 'Full Race' as const };
    const closed = repo.recordVote({ raceId: RACE, ...vote }, { openAt: Date.now() });
    await expect(closed).rejects.toMatchObject({
      reason: 'VOTING_CLOSED',
      raceName: 'Monaco Grand Prix',
    });
    const unknown = repo.recordVote({ raceId: 'nope', ...vote }, { openAt: Date.now() });
    await expect(unknown).rejects.toBeInstanceOf(VoteRefusedError);
    expect(await t.app.deps.tallies.get(RACE)).toEqual(before);
  });

  it('keeps a vote made while another transaction is open out of that transaction', async () => {
    let release: () => void = () => {};
    const paused = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inside: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const doomed = t.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('races').set({ location: 'Nowhere' }).where('id', '=', RACE).execute();
      inside();
      await paused;
      throw new Error('roll back');
    });
    // The other transaction is now open and waiting between two statements.
    await started;
    const vote = repo.recordVote({
      raceId: RACE,
      userId: 'fan-3',
      starRating: 3,
      viewMode: 'Race-in-30',
    });
    setTimeout(release, 50);
    await expect(doomed).rejects.toThrow('roll back');
    await vote;
    const stored = await repo.listForRace(RACE);
    expect(stored).toContainEqual({ starRating: 3, viewMode: 'Race-in-30', reasonTags: [] });
    expect((await t.app.deps.races.get(RACE))?.location).not.toBe('Nowhere');
  });

  it('seeds votes for a past race from another connection, each from a fresh fan', async () => {
    const PAST = '2025-british-grand-prix';
    await seedVotes(t.config.databaseUrl, PAST, [
      { starRating: 5, viewMode: 'Full Race', reasonTags: ['overtakes', 'weather_chaos'] },
      { starRating: 4, viewMode: 'Full Race', reasonTags: ['overtakes'] },
      { starRating: 1, viewMode: 'Highlights Only', reasonTags: ['overtakes'] },
    ]);
    const tally = await t.app.deps.tallies.get(PAST);
    expect(tally).toMatchObject({
      totalVotes: 3,
      totalStars: 10,
      reasonTagTallies: { overtakes: 2, weather_chaos: 1 },
    });
    expect(tally).toEqual(aggregateVotes(PAST, await repo.listForRace(PAST)));
  });
});
