import { createTestApp, type TestApp } from '../test-support/test-app';
import { TEST_DATABASES } from '../test-support/test-databases';

describe.each(TEST_DATABASES)('races and tallies API on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('lists the 46 seeded races in date order', async () => {
    const res = await t.app.inject('/api/races');
    expect(res.statusCode).toBe(200);
    const races = res.json() as { id: string; date: string }[];
    expect(races).toHaveLength(46);
    const dates = races.map((r) => r.date);
    expect(dates).toEqual([...dates].sort());
    expect(races[0]).toMatchObject({ id: '2025-australian-grand-prix', isCurrent: false, sport: 'formula1' });
  });

  it('gives a zero tally for a race nobody rated and a 404 for an unknown race', async () => {
    const ok = await t.app.inject('/api/tallies/2025-monaco-grand-prix');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ raceId: '2025-monaco-grand-prix', totalVotes: 0, AI_Rating: false });
    const missing = await t.app.inject('/api/tallies/no-such-race');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: expect.any(String), code: 'RACE_NOT_FOUND' });
  });

  it('keys every race in GET /api/tallies', async () => {
    const res = await t.app.inject('/api/tallies');
    expect(Object.keys(res.json() as object)).toHaveLength(46);
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await t.app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
