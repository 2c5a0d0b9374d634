import { emptyTally } from '../../domain/tally';
import { makeRace } from '../../domain/test-fixtures';
import { initialRaceData, type RaceDataState, raceDataReducer } from './race-data';

const race = makeRace({ id: 'monza', name: 'Italian Grand Prix', date: '2026-09-06' });
const withRaces: RaceDataState = { ...initialRaceData, races: [race], racesLoaded: true };

// SPEC §8: a failed tallies read is logged, every race counts as zero votes, loading ends.
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
});
