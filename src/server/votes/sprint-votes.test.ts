import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { newToken, postVote } from '../../../test/server/vote-requests';

// A sprint weekend end to end: the sprint and its Grand Prix are rated apart, each in its
// own window, even while both are open at once.

const GRAND_PRIX = '2025-qatar-grand-prix';
const SPRINT = '2025-qatar-grand-prix-sprint';

describe.each(TEST_DATABASES)('a sprint weekend on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const totalVotes = async (id: string) =>
    ((await t.app.inject(`/api/tallies/${id}`)).json() as { totalVotes: number }).totalVotes;
  const vote = async (raceId: string, starRating: number) =>
    postVote(t.app, await newToken(t.app), { raceId, starRating, viewMode: 'Race-in-30' });

  it('lists the sprint as a race of its own, tied to its weekend', async () => {
    const races = (await t.app.inject('/api/races')).json() as Record<string, unknown>[];
    expect(races.find((r) => r.id === SPRINT)).toMatchObject({
      name: 'Qatar Grand Prix Sprint',
      date: '2025-11-29',
      startsAt: '2025-11-29T14:00:00Z',
      kind: 'sprint',
      weekendOf: GRAND_PRIX,
    });
    expect(races.find((r) => r.id === GRAND_PRIX)).not.toHaveProperty('kind');
  });

  it('takes a sprint vote only while the sprint is open, in its own tally', async () => {
    const closed = await vote(SPRINT, 4);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'VOTING_CLOSED' });

    await t.app.deps.races.setCurrent(SPRINT, true, { manual: true });
    await t.app.deps.races.setCurrent(GRAND_PRIX, true, { manual: true });
    expect((await vote(SPRINT, 4)).statusCode).toBe(200);
    expect((await vote(SPRINT, 2)).statusCode).toBe(200);
    expect((await vote(GRAND_PRIX, 5)).statusCode).toBe(200);
    expect(await totalVotes(SPRINT)).toBe(2);
    expect(await totalVotes(GRAND_PRIX)).toBe(1);

    await t.app.deps.races.setCurrent(SPRINT, false, { manual: true });
    expect((await vote(SPRINT, 5)).statusCode).toBe(409);
    expect((await vote(GRAND_PRIX, 3)).statusCode).toBe(200);
    expect(await totalVotes(SPRINT)).toBe(2);
    expect(await totalVotes(GRAND_PRIX)).toBe(2);
    const sprintTally = (await t.app.inject(`/api/tallies/${SPRINT}`)).json();
    expect(sprintTally).toMatchObject({ totalStars: 6, viewModes: { 'Race-in-30': 2 } });
  });
});
