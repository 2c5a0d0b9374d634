import { ARCHIVE_RACE, addArchiveRace } from '../../../test/server/seed-votes';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { newToken, postVote } from '../../../test/server/vote-requests';
import { raceIdFor } from '../../domain/races/race-names';
import { FIRST_LIVE_SEASON } from '../../domain/races/shown-seasons';
import type { Race, StarRating, Tally, TallyMap } from '../../domain/types';

// Fans rate the archive (issue 52): a race from before the site's first season takes the
// votes of fans who have watched it, through the same route, identities and fair count as
// race day; a race of the site's own seasons still takes votes only while it is current.

const FANS: { stars: StarRating; ip: string }[] = [5, 5, 4, 4, 3, 2].map((stars, i) => ({
  stars: stars as StarRating,
  ip: `198.51.${100 + i}.7`,
}));
const NOT_CURRENT = raceIdFor(FIRST_LIVE_SEASON + 1, 'Mexico City Grand Prix');

describe.each(TEST_DATABASES)('votes on a race of the archive on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { TRUST_PROXY: '1' });
    await addArchiveRace(t.app);
  });
  afterAll(async () => t?.close());

  const tally = async () => (await t.app.inject(`/api/tallies/${ARCHIVE_RACE.id}`)).json() as Tally;
  const seasonTallies = async () =>
    (await t.app.inject(`/api/tallies?season=${ARCHIVE_RACE.season}`)).json() as TallyMap;
  const vote = async (ip: string, starRating: StarRating, raceId: string = ARCHIVE_RACE.id) =>
    postVote(
      t.app,
      await newToken(t.app),
      { raceId, starRating, viewMode: 'Full Race' },
      { 'x-forwarded-for': ip },
    );

  it('counts six fans from six networks beside its unchanged data verdict', async () => {
    const before = await tally();
    expect(before).toMatchObject({ totalVotes: 0, AI_Rating: true });
    expect(before.AI_Rating_Results).not.toBeNull();
    // The season's cached reply is read (and kept) before the votes.
    expect((await seasonTallies())[ARCHIVE_RACE.id]?.totalVotes).toBe(0);

    for (const fan of FANS) expect((await vote(fan.ip, fan.stars)).statusCode).toBe(200);

    const after = await tally();
    expect(after).toMatchObject({
      totalVotes: FANS.length,
      totalStars: FANS.reduce((sum, fan) => sum + fan.stars, 0),
      starBuckets: { '5': 2, '4': 2, '3': 1, '2': 1, '1': 0 },
      viewModes: { 'Full Race': FANS.length },
      AI_Rating: before.AI_Rating,
      AI_Rating_Value: before.AI_Rating_Value,
      AI_Rating_Source: before.AI_Rating_Source,
      AI_Rating_Results: before.AI_Rating_Results,
    });
    // Every reply that carries its tally says so: the season's, and the race's page.
    expect((await seasonTallies())[ARCHIVE_RACE.id]).toEqual(after);
    const page = await t.app.inject(`/api/race-pages/${ARCHIVE_RACE.id}`);
    expect(page.json()).toMatchObject({ tally: after });
  });

  it("holds a network's second fan, as on race day", async () => {
    const [first] = FANS;
    const before = await tally();
    expect((await vote(first!.ip, 1)).statusCode).toBe(200);
    expect(await tally()).toEqual(before);
  });

  it('stays out of the replies that name no season, which the home page reads', async () => {
    const races = (await t.app.inject('/api/races')).json() as Race[];
    expect(races.some((race) => race.season < FIRST_LIVE_SEASON)).toBe(false);
    expect(races.filter((race) => race.isCurrent)).toEqual([]);
    const tallies = (await t.app.inject('/api/tallies')).json() as TallyMap;
    expect(tallies[ARCHIVE_RACE.id]).toBeUndefined();
  });

  it(`still refuses a race of ${FIRST_LIVE_SEASON + 1} that is not current, with 409 VOTING_CLOSED`, async () => {
    const res = await vote('198.51.120.7', 4, NOT_CURRENT);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: expect.stringMatching(/not open/), code: 'VOTING_CLOSED' });
  });
});
