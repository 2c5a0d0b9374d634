import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import type { Race, TallyMap } from '../../domain/types';

// One site carrying Formula 1 and MotoGP (SPORTS=formula1,motogp): every read without
// ?sport= is Formula 1's, the default sport; ?sport= gives one sport or all; anything else
// is a 400.

const MOTOGP_RACE = '2026-motogp-qatar-grand-prix';
const FORMULA_E_RACE = '2026-formula-e-jeddah-e-prix-race-1';

describe.each(TEST_DATABASES)('sports in the API on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SPORTS: 'formula1,motogp,formula-e' });
  });
  afterAll(async () => t?.close());

  const races = async (query = '') => (await t.app.inject(`/api/races${query}`)).json() as Race[];

  it('lists Formula 1 alone without ?sport=, one sport with it, and every sport with all', async () => {
    const formula1 = await races();
    expect(formula1).toHaveLength(58);
    expect(formula1.every((r) => r.sport === 'formula1')).toBe(true);
    expect(await races('?sport=formula1')).toEqual(formula1);
    const motogp = await races('?sport=motogp');
    expect(motogp).toHaveLength(88);
    expect(motogp.every((r) => r.sport === 'motogp')).toBe(true);
    expect(motogp.find((r) => r.id === MOTOGP_RACE)).toMatchObject({
      name: 'MotoGP Qatar Grand Prix',
      location: 'Lusail',
      countryFlag: '🇶🇦',
      startsAt: '2026-11-08T17:00:00Z',
    });
    expect(motogp.find((r) => r.id === `${MOTOGP_RACE}-sprint`)).toMatchObject({
      name: 'MotoGP Qatar Grand Prix Sprint',
      kind: 'sprint',
      weekendOf: MOTOGP_RACE,
    });
    expect(await races('?sport=all')).toHaveLength(58 + 88 + 33);
    expect(await races('?sport=indycar')).toEqual([]);
  });

  it('keys one sport’s tallies the same way, and never an AI rating outside Formula 1', async () => {
    await t.database.db
      .updateTable('races')
      .set({ ai_rating_value: 4.5, ai_rating_source: 'operator' })
      .where('id', 'in', [MOTOGP_RACE, '2026-las-vegas-grand-prix'])
      .execute();
    t.app.deps.homeSnapshot.invalidate({ type: 'races' });
    const tallies = async (query = '') =>
      (await t.app.inject(`/api/tallies${query}`)).json() as TallyMap;
    expect(Object.keys(await tallies())).toHaveLength(58);
    expect((await tallies())['2026-las-vegas-grand-prix']).toMatchObject({
      AI_Rating: true,
      AI_Rating_Value: 4.5,
    });
    const motogp = await tallies('?sport=motogp');
    expect(Object.keys(motogp)).toHaveLength(88);
    expect(motogp[MOTOGP_RACE]).toMatchObject({ AI_Rating: false, AI_Rating_Value: null });
    expect(Object.keys(await tallies('?sport=all'))).toHaveLength(58 + 88 + 33);
  });

  it('serves each sport’s body with its own validator, and a 304 when it has not changed', async () => {
    const first = await t.app.inject('/api/races?sport=motogp');
    const etag = first.headers.etag as string;
    expect(etag).not.toBe((await t.app.inject('/api/races')).headers.etag);
    const again = await t.app.inject({
      url: '/api/races?sport=motogp',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('names the sports it carries: Formula 1 first, then each with races', async () => {
    const res = await t.app.inject('/api/sports');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sports: ['formula1', 'motogp', 'formula-e'] });
  });

  it.each([
    '/api/races?sport=f9',
    '/api/tallies?sport=curling',
    '/api/races?sport=',
    '/calendar.ics?sport=f9',
    '/feed.xml?sport=all',
    `/embed/${MOTOGP_RACE}?sport=moto`,
  ])('answers %s with a 400 naming the sport, and no 5xx', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: expect.stringContaining('Unknown sport'),
      code: 'UNKNOWN_SPORT',
    });
  });

  it('lists MotoGP events alone in /calendar.ics?sport=motogp, Formula 1 alone without', async () => {
    const motogp = (await t.app.inject('/calendar.ics?sport=motogp')).body;
    const uids = [...motogp.matchAll(/^UID:(.+)$/gm)].map((m) => m[1]!);
    expect(uids.length).toBeGreaterThan(0);
    expect(uids.every((uid) => uid.includes('-motogp-'))).toBe(true);
    expect(motogp).toContain('SUMMARY:🏁 MotoGP · Qatar Grand Prix');
    expect(motogp).not.toContain('MotoGP MotoGP');
    const formula1 = (await t.app.inject('/calendar.ics')).body;
    expect(formula1).not.toContain('motogp');
    expect(formula1).toContain('Las Vegas Grand Prix');
    const formulaE = (await t.app.inject('/calendar.ics?sport=formula-e&lang=fr')).body;
    // In the calendar's language, the race's name and the series' alike.
    expect(formulaE).toContain('SUMMARY:🏁 Formule E · E-Prix de Djeddah\\, course 1');
  });

  it('lists MotoGP verdicts alone in /feed.xml?sport=motogp', async () => {
    const motogp = (await t.app.inject('/feed.xml?sport=motogp')).body;
    const ids = [...motogp.matchAll(/<id>tag:[^<]*:race\/([^<]+)<\/id>/g)].map((m) => m[1]!);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id.includes('-motogp-'))).toBe(true);
    expect((await t.app.inject('/feed.xml')).body).not.toContain('motogp');
  });

  it('embeds another sport’s race naming its sport, and refuses it under another sport', async () => {
    const motogp = await t.app.inject(`/embed/${MOTOGP_RACE}?sport=motogp`);
    expect(motogp.statusCode).toBe(200);
    expect(motogp.body).toContain('<h1>MotoGP · Qatar GP</h1>');
    const formulaE = await t.app.inject(`/embed/${FORMULA_E_RACE}?lang=de`);
    expect(formulaE.body).toContain('<h1>Formel E · E-Prix von Dschidda, Rennen 1</h1>');
    expect((await t.app.inject(`/embed/${MOTOGP_RACE}?sport=formula1`)).statusCode).toBe(404);
  });
});
