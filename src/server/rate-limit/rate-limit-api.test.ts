import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { newToken, postVote } from '../../../test/server/vote-requests';

const RACE = '2025-abu-dhabi-grand-prix';
const VOTE = { raceId: RACE, starRating: 4, viewMode: 'Full Race' };

describe.each(TEST_DATABASES)('abuse limits on $name', (kind) => {
  describe('when on', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, {
        RATE_LIMIT_SESSIONS_PER_MINUTE: '3',
        RATE_LIMIT_VOTES_PER_MINUTE: '4',
      });
      await t.app.deps.races.setCurrent(RACE, true, { manual: true });
    });
    afterAll(async () => t?.close());

    it('limits new identities per address with 429 RATE_LIMITED and Retry-After', async () => {
      const codes = [];
      for (let i = 0; i < 4; i += 1) {
        codes.push((await t.app.inject({ method: 'POST', url: '/api/session' })).statusCode);
      }
      expect(codes).toEqual([201, 201, 201, 429]);
      const res = await t.app.inject({ method: 'POST', url: '/api/session' });
      expect(res.json()).toEqual({
        error: expect.stringMatching(/try again/),
        code: 'RATE_LIMITED',
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // Another address is not affected.
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/session',
        remoteAddress: '10.0.0.9',
      });
      expect(other.statusCode).toBe(201);
    });

    it('limits votes per address, and a limited vote changes nothing', async () => {
      const token = (
        await t.app.inject({ method: 'POST', url: '/api/session', remoteAddress: '10.0.0.10' })
      ).json().token as string;
      const codes = [];
      for (let i = 0; i < 5; i += 1) codes.push((await postVote(t.app, token, VOTE)).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 429]);
      const res = await postVote(t.app, token, { ...VOTE, starRating: 1 });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
      expect((await t.app.inject(`/api/tallies/${RACE}`)).json()).toMatchObject({
        totalVotes: 1,
        totalStars: 4,
      });
    });
  });

  describe('with RATE_LIMITS=off', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, {
        RATE_LIMITS: 'off',
        RATE_LIMIT_SESSIONS_PER_MINUTE: '1',
        RATE_LIMIT_VOTES_PER_MINUTE: '1',
      });
      await t.app.deps.races.setCurrent(RACE, true, { manual: true });
    });
    afterAll(async () => t?.close());

    it('lets any number of identities and votes through', async () => {
      const token = await newToken(t.app);
      for (let i = 0; i < 10; i += 1) await newToken(t.app);
      for (let i = 0; i < 10; i += 1)
        expect((await postVote(t.app, token, VOTE)).statusCode).toBe(200);
    });
  });
});
