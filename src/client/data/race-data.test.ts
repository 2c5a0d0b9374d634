import { named } from '../../../test/client/server-names';
import { makeRace } from '../../../test/domain/fixtures';
import { hasDataScore, SPORTS, sportPath } from '../../domain/sports/sports';
import type { Race } from '../../domain/types';
import { emptyTally } from '../../domain/voting/tally';
import {
  crowdOnly,
  initialRaceData,
  type RaceDataState,
  raceDataReducer,
  racesOfSport,
  talliesAsShown,
  withNamesOf,
} from './race-data';

const race = makeRace({ id: 'monza', name: 'Italian Grand Prix', date: '2026-09-06' });
const withRaces: RaceDataState = { ...initialRaceData, races: [race], racesLoaded: true };

// A failed tallies read (decision 0021) is logged, every race counts as zero votes, loading ends.
describe('raceDataReducer', () => {
  it.each<[string, RaceDataState]>([
    ['before anything arrived', initialRaceData],
    ['after the races arrived', withRaces],
  ])('a failed read %s ends the loading with zero-vote tallies', (_, state) => {
    const next = raceDataReducer(state, { type: 'failed', error: 'tallies: 503' });
    expect(next).toMatchObject({ racesLoaded: true, talliesLoaded: true, error: 'tallies: 503' });
    expect(next.races).toEqual(state.races);
    expect(next.tallies).toEqual({});
  });

  it('keeps tallies that already arrived when a later read fails', () => {
    const tally = { ...emptyTally('monza'), totalVotes: 3 };
    const loaded = raceDataReducer(withRaces, { type: 'talliesLoaded', tallies: { monza: tally } });
    const next = raceDataReducer(loaded, { type: 'failed', error: 'races: offline' });
    expect(next.tallies.monza).toEqual(tally);
  });

  it('counts live tally changes so lists can return to their first page', () => {
    const tally = { ...emptyTally('monza'), totalVotes: 1 };
    const once = raceDataReducer(withRaces, { type: 'tallyChanged', tally });
    const twice = raceDataReducer(once, { type: 'tallyChanged', tally });
    expect([once.tallyVersion, twice.tallyVersion]).toEqual([1, 2]);
    expect(twice.tallies.monza).toEqual(tally);
  });

  // The fetch and the live feed's opening state both deliver the same data on load.
  it('keeps its state when the same races or tallies arrive again, so nothing re-renders', () => {
    const tallies = { monza: { ...emptyTally('monza'), totalVotes: 2 } };
    const loaded = raceDataReducer(withRaces, { type: 'talliesLoaded', tallies });
    const copy = structuredClone;
    expect(raceDataReducer(loaded, { type: 'racesLoaded', races: copy([race]) })).toBe(loaded);
    expect(raceDataReducer(loaded, { type: 'talliesLoaded', tallies: copy(tallies) })).toBe(loaded);
    const changed = { monza: { ...tallies.monza, totalVotes: 3 } };
    expect(raceDataReducer(loaded, { type: 'talliesLoaded', tallies: changed }).tallies).toBe(
      changed,
    );
  });

  it('takes empty data that arrives first, so the page stops loading', () => {
    const next = raceDataReducer(initialRaceData, { type: 'racesLoaded', races: [] });
    expect(next).not.toBe(initialRaceData);
    expect(next.racesLoaded).toBe(true);
  });
});

// Names are the server's, in the language read (decision 0157); the live feed's list has none.
describe('race names as read', () => {
  const inSpanish = named(race, 'es');
  const inJapanese = named(race, 'ja');
  const named1 = { ...initialRaceData, races: [inSpanish], racesLoaded: true };

  it.each<[string, RaceDataState, Race[], Race['names']]>([
    ['a live list keeps the names the page read', named1, [race], inSpanish.names],
    ['a read with names brings its own', named1, [inJapanese], inJapanese.names],
    ['a first live list has none to keep', initialRaceData, [race], undefined],
  ])('%s', (_, state, races, names) => {
    expect(raceDataReducer(state, { type: 'racesLoaded', races }).races[0]?.names).toEqual(names);
  });

  it('names the races listed with a read in a new language, and only those', () => {
    const added = makeRace({ id: 'vegas', name: 'Las Vegas Grand Prix' });
    const state = { ...named1, races: [inSpanish, named(added, 'es')] };
    const next = raceDataReducer(state, { type: 'namesLoaded', races: [inJapanese] });
    expect(next.races.map((r) => r.names?.full)).toEqual([inJapanese.names?.full, undefined]);
    expect(next.racesLoaded).toBe(true);
  });

  it('changes nothing when a read in the same language brings the same names', () => {
    expect(
      raceDataReducer(named1, { type: 'namesLoaded', races: [structuredClone(inSpanish)] }),
    ).toBe(named1);
  });

  it('keeps a race the feed added since the read without names: its stored name shows', () => {
    const added = makeRace({ id: 'new', name: 'Madrid Grand Prix' });
    expect(withNamesOf([race, added], [inSpanish]).map((r) => r.names)).toEqual([
      inSpanish.names,
      undefined,
    ]);
  });
});

describe('one sport at a time', () => {
  it.each([
    ['/api/races', 'formula1', '/api/races'],
    ['/api/tallies', 'formula1', '/api/tallies'],
    ['/api/races', 'motogp', '/api/races?sport=motogp'],
    ['/api/tallies', 'formula-e', '/api/tallies?sport=formula-e'],
  ] as const)('%s of %s is read from %s', (path, sport, url) => {
    expect(sportPath(path, sport)).toBe(url);
  });

  it("keeps only the page's sport from the live feed, which carries every sport", () => {
    const moto = makeRace({ id: 'moto', name: 'MotoGP Qatar Grand Prix', sport: 'motogp' });
    expect(racesOfSport([race, moto], 'formula1')).toEqual([race]);
    expect(racesOfSport([race, moto], 'motogp')).toEqual([moto]);
  });

  it('ignores a live tally of a race the page does not list', () => {
    const other = { ...emptyTally('moto'), totalVotes: 1 };
    expect(raceDataReducer(withRaces, { type: 'tallyChanged', tally: other })).toBe(withRaces);
  });

  it('starts again from nothing for another sport', () => {
    expect(raceDataReducer(withRaces, { type: 'reset' })).toEqual(initialRaceData);
  });
});

describe('crowdOnly', () => {
  it('drops an AI rating from a tally of a sport without the data score', () => {
    const scored = { ...emptyTally('moto'), AI_Rating: true, AI_Rating_Value: 4.2 };
    expect(crowdOnly(scored)).toEqual(emptyTally('moto'));
    const plain = emptyTally('moto');
    expect(crowdOnly(plain)).toBe(plain);
  });

  it('drops a verdict from results too', () => {
    const results = {
      starters: 20,
      finishers: 12,
      retirements: 8,
      collisions: 3,
      failures: 5,
      placesGained: 30,
      margin: 'close' as const,
      shortened: false,
      pitStops: null,
    };
    const scored = { ...emptyTally('moto'), AI_Rating_Results: results };
    expect(crowdOnly(scored)).toEqual(emptyTally('moto'));
  });
});

describe('talliesAsShown', () => {
  // Each sport's record says whether it has the data verdict; nothing else is asked.
  it.each(SPORTS)('%s: an AI rating shows only where the sport has the data score', (sport) => {
    const scored = { ...emptyTally('r1'), AI_Rating: true, AI_Rating_Value: 4.2 };
    const plain = emptyTally('r2');
    const tallies = { r1: scored, r2: plain };
    const shown = talliesAsShown(tallies, sport);
    expect(shown.r1).toEqual(hasDataScore(sport) ? scored : emptyTally('r1'));
    expect(shown.r2).toBe(plain);
  });

  it('hands back the same map when nothing changes, so a page does not render again', () => {
    const tallies = { r2: emptyTally('r2') };
    for (const sport of SPORTS) expect(talliesAsShown(tallies, sport)).toBe(tallies);
  });
});
