import { readFileSync } from 'node:fs';
import { CalendarError } from '../calendar/calendar-source';
import { readF1dbRelease } from './f1db-release';

// fixtures/f1db/f1db-sample.json: six races of f1db's release, written by
// scripts/f1db-release-from-source.ts from f1db's source (CC BY 4.0).
const SAMPLE = JSON.parse(
  readFileSync(new URL('../../../fixtures/f1db/f1db-sample.json', import.meta.url), 'utf8'),
) as { races: Record<string, unknown>[] };

describe('readF1dbRelease', () => {
  const races = readF1dbRelease(SAMPLE);
  const byId = (id: string) => races.find((race) => race.id === id);

  it('reads each race as ours, by our id rules, with the counts of its results', () => {
    expect(races.map((race) => race.id)).toEqual([
      '1950-british-grand-prix',
      '2021-british-grand-prix',
      '2021-abu-dhabi-grand-prix',
      '2025-chinese-grand-prix',
      '2025-british-grand-prix',
      '2025-las-vegas-grand-prix',
    ]);
    expect(byId('1950-british-grand-prix')).toMatchObject({
      season: 1950,
      round: 1,
      name: 'British Grand Prix',
      date: '1950-05-13',
      location: 'Silverstone',
      countryFlag: '🇬🇧',
      sport: 'formula1',
      startsAt: null,
      sprintResults: null,
      results: { starters: 21, finishers: 11, retirements: 9, margin: 'close', pitStops: null },
    });
  });

  it('puts a race on the day where it is held, and a sprint without a day on the day before', () => {
    // Las Vegas starts at 04:00 UTC on Sunday: Saturday night there.
    expect(byId('2025-las-vegas-grand-prix')).toMatchObject({
      date: '2025-11-22',
      startsAt: '2025-11-23T04:00:00Z',
    });
    expect(byId('2021-british-grand-prix')).toMatchObject({
      sprintStartsAt: null,
      sprintDate: '2021-07-17',
      sprintResults: { starters: 20, pitStops: null },
    });
    expect(byId('2025-chinese-grand-prix')).toMatchObject({
      sprintStartsAt: '2025-03-22T03:00:00Z',
    });
  });

  it('gives the race that settled the title in the season’s last round a finale stake', () => {
    expect(races.map((race) => race.results.titleStake)).toEqual([
      null,
      null,
      'finale',
      null,
      null,
      null,
    ]);
    expect(byId('2021-british-grand-prix')?.sprintResults).not.toHaveProperty('titleStake');
  });

  it('gives an earlier decider a fight stake only when its leader went in a win ahead at most', () => {
    // 2021 British as if it had settled the title, after a round 9 with standings made up.
    const british = SAMPLE.races[1]!;
    const win = Math.max(...(british.raceResults as { points: number }[]).map((r) => r.points));
    const stakeAfter = (lead: number) => {
      const before = { ...british, round: 9, raceResults: null, sprintRaceResults: null };
      const release = {
        ...SAMPLE,
        races: [
          { ...before, driverStandings: [{ points: 100 }, { points: 100 - lead }] },
          { ...british, driversChampionshipDecider: true },
          SAMPLE.races[2],
        ],
      };
      return readF1dbRelease(release).find((r) => r.round === 10)?.results.titleStake;
    };
    expect(stakeAfter(win)).toBe('fight');
    expect(stakeAfter(win + 1)).toBeNull();
  });

  it('keeps no name, team or position of anyone', () => {
    const text = JSON.stringify(races).toLowerCase();
    for (const word of [
      'farina',
      'verstappen',
      'hamilton',
      'mercedes',
      'alfa-romeo',
      'driver',
      'points',
      'champion',
    ]) {
      expect(text).not.toContain(word);
    }
  });

  it('keeps only the seasons asked for, and skips races not run', () => {
    expect(readF1dbRelease(SAMPLE, { from: 2021, to: 2021 })).toHaveLength(2);
    const unrun = { ...SAMPLE, races: [{ ...SAMPLE.races[0], raceResults: null }] };
    expect(readF1dbRelease(unrun)).toEqual([]);
  });

  it('refuses a release that is not one, naming the race and the field', () => {
    const bad = { ...SAMPLE, races: [{ ...SAMPLE.races[0], laps: 'seventy' }] };
    expect(() => readF1dbRelease(bad)).toThrow(CalendarError);
    expect(() => readF1dbRelease(bad)).toThrow(/race 1 \(1950 round 1\): laps/);
    const lost = { ...SAMPLE, grandsPrix: [] };
    expect(() => readF1dbRelease(lost)).toThrow(/grandPrixId 'great-britain' is not listed/);
  });
});
