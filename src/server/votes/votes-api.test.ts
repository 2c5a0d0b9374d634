import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { newToken, postVote } from '../../../test/server/vote-requests';
import { aggregateVotes } from '../../domain/voting/vote';

const RACE = '2025-abu-dhabi-grand-prix';
const CLOSED_RACE = '2025-monaco-grand-prix';

describe.each(TEST_DATABASES)('vote API on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.deps.races.setCurrent(RACE, true, { manual: true });
  });
  afterAll(async () => t?.close());

  const tally = async () => (await t.app.inject(`/api/tallies/${RACE}`)).json();
  const aggregate = async () => aggregateVotes(RACE, await t.app.deps.votes.listForRace(RACE));

  it('issues a new signed anonymous identity on every POST /api/session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/session' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { token } = res.json() as { token: string };
    expect(token).toMatch(/^v1\.[\w-]{22}\.\d+\.[\w-]{43}$/);
    expect(await newToken(t.app)).not.toBe(token);
  });

  it('records a first vote and counts it in the tally', async () => {
    const token = await newToken(t.app);
    const res = await postVote(t.app, token, {
      raceId: RACE,
      starRating: 5,
      viewMode: 'Full Race',
      reasonTags: ['overtakes', 'weather_chaos'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isUpdate: false,
      previousStarRating: null,
      previousViewMode: null,
      previousReasonTags: [],
    });
    expect(await tally()).toMatchObject({
      totalVotes: 1,
      totalStars: 5,
      starBuckets: { '5': 1 },
      viewModes: { 'Full Race': 1 },
      reasonTagTallies: { overtakes: 1, weather_chaos: 1 },
    });
  });

  it('updates every field of a returning fan, adding and removing tags exactly', async () => {
    const token = await newToken(t.app);
    const before = await tally();
    const steps = [
      { starRating: 4, viewMode: 'Race-in-30', reasonTags: ['overtakes', 'rivalries'] },
      {
        starRating: 3,
        viewMode: 'Highlights Only',
        reasonTags: ['rivalries', 'red_flags', 'high_stakes'],
      },
      { starRating: 2, viewMode: 'Full Race', reasonTags: ['underdog_drive'] },
      { starRating: 5, viewMode: 'Full Race' },
    ];
    const replies = [];
    for (const step of steps) {
      const res = await postVote(t.app, token, { raceId: RACE, ...step });
      expect(res.statusCode).toBe(200);
      replies.push(res.json());
    }
    expect(replies.map((r) => r.isUpdate)).toEqual([false, true, true, true]);
    expect(replies[1]).toEqual({
      isUpdate: true,
      previousStarRating: 4,
      previousViewMode: 'Race-in-30',
      previousReasonTags: ['overtakes', 'rivalries'],
    });
    expect(replies[2]).toMatchObject({
      previousReasonTags: ['rivalries', 'red_flags', 'high_stakes'],
    });
    // A two-star vote carries no factors, whatever was sent.
    expect(replies[3]).toMatchObject({ previousStarRating: 2, previousReasonTags: [] });
    const after = await tally();
    expect(after.totalVotes).toBe(before.totalVotes + 1);
    expect(after.totalStars).toBe(before.totalStars + 5);
    expect(after.reasonTagTallies).toEqual(before.reasonTagTallies);
    expect(after).toEqual(await aggregate());
  });

  const invalid: Array<[string, unknown, RegExp]> = [
    ['missing raceId', { starRating: 3, viewMode: 'Full Race' }, /raceId/],
    ['empty raceId', { raceId: '', starRating: 3, viewMode: 'Full Race' }, /raceId/],
    ['numeric raceId', { raceId: 7, starRating: 3, viewMode: 'Full Race' }, /raceId/],
    ['missing starRating', { raceId: RACE, viewMode: 'Full Race' }, /starRating/],
    ['zero stars', { raceId: RACE, starRating: 0, viewMode: 'Full Race' }, /starRating/],
    ['six stars', { raceId: RACE, starRating: 6, viewMode: 'Full Race' }, /starRating/],
    ['fractional stars', { raceId: RACE, starRating: 3.5, viewMode: 'Full Race' }, /starRating/],
    ['stars as text', { raceId: RACE, starRating: '3', viewMode: 'Full Race' }, /starRating/],
    ['missing viewMode', { raceId: RACE, starRating: 3 }, /viewMode/],
    ['unknown viewMode', { raceId: RACE, starRating: 3, viewMode: 'Podcast' }, /viewMode/],
    [
      'unknown tag',
      { raceId: RACE, starRating: 4, viewMode: 'Full Race', reasonTags: ['pizza'] },
      /reasonTags/,
    ],
    [
      'four tags',
      {
        raceId: RACE,
        starRating: 4,
        viewMode: 'Full Race',
        reasonTags: ['overtakes', 'rivalries', 'red_flags', 'high_stakes'],
      },
      /reasonTags/,
    ],
    [
      'repeated tag',
      {
        raceId: RACE,
        starRating: 4,
        viewMode: 'Full Race',
        reasonTags: ['overtakes', 'overtakes'],
      },
      /reasonTags/,
    ],
    [
      'tags not a list',
      { raceId: RACE, starRating: 4, viewMode: 'Full Race', reasonTags: 'overtakes' },
      /reasonTags/,
    ],
    [
      'unknown field',
      { raceId: RACE, starRating: 4, viewMode: 'Full Race', isUpdate: true },
      /isUpdate/,
    ],
    ['an array', [RACE, 4], /JSON object/],
    ['null', null, /JSON object/],
  ];

  it.each(invalid)(
    'rejects a vote with %s as 400 INVALID_VOTE, changing nothing',
    async (_name, body, field) => {
      const token = await newToken(t.app);
      const before = await tally();
      const res = await postVote(t.app, token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: expect.stringMatching(field), code: 'INVALID_VOTE' });
      expect(await tally()).toEqual(before);
    },
  );

  it.each([
    ['unparseable JSON', '{"raceId":', {}, 400, 'INVALID_JSON'],
    ['a text body', 'raceId=x', { 'content-type': 'text/plain' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    [
      'a form body',
      'raceId=x',
      { 'content-type': 'application/x-www-form-urlencoded' },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
  ])('rejects %s with a clear error', async (_name, body, headers, status, code) => {
    const res = await postVote(t.app, await newToken(t.app), body, headers);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: expect.any(String), code });
  });

  it('refuses a race that is not open for voting with 409 VOTING_CLOSED', async () => {
    const res = await postVote(t.app, await newToken(t.app), {
      raceId: CLOSED_RACE,
      starRating: 4,
      viewMode: 'Full Race',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: expect.stringMatching(/not open/), code: 'VOTING_CLOSED' });
    expect((await t.app.inject(`/api/tallies/${CLOSED_RACE}`)).json().totalVotes).toBe(0);
  });

  it('answers an unknown race with 404 RACE_NOT_FOUND', async () => {
    const res = await postVote(t.app, await newToken(t.app), {
      raceId: 'no-such-race',
      starRating: 4,
      viewMode: 'Full Race',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: expect.stringMatching(/no-such-race/),
      code: 'RACE_NOT_FOUND',
    });
  });

  it("keeps one fan's vote out of another fan's reach", async () => {
    const [alice, bob] = [await newToken(t.app), await newToken(t.app)];
    await postVote(t.app, alice, { raceId: RACE, starRating: 5, viewMode: 'Full Race' });
    const res = await postVote(t.app, bob, {
      raceId: RACE,
      starRating: 1,
      viewMode: 'Highlights Only',
    });
    expect(res.json()).toMatchObject({ isUpdate: false, previousStarRating: null });
    const again = await postVote(t.app, alice, {
      raceId: RACE,
      starRating: 5,
      viewMode: 'Full Race',
    });
    expect(again.json()).toMatchObject({
      isUpdate: true,
      previousStarRating: 5,
      previousViewMode: 'Full Race',
    });
    expect(await tally()).toEqual(await aggregate());
  });
});
