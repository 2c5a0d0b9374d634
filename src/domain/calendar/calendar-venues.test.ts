import {
  SEASONS,
  seededRaces,
  sportSportstimesFile,
  sportstimesFile,
} from '../../../test/domain/calendar-files';
import { countryCodeFromFlag, countryName } from '../races/country-flags';
import { isSprint } from '../races/race-kind';
import { SPORTS, type Sport } from '../sports/sports';
import { planCalendarChanges, type StoredRace } from './calendar-match';
import { isCountryName } from './calendar-places';
import { readSportstimes } from './calendar-sportstimes';
import {
  correctedSessionTime,
  MOTOGP_VENUES,
  PLACE_TIME_ZONES,
  SESSION_CORRECTIONS,
} from './calendar-venues';

// Every race of every bundled calendar, read by the real importers: each is at the place
// its fans call it, under the right flag, on the right day.

const series = SPORTS.filter((s) => s !== 'formula1');

function read(sport: Sport, season: number) {
  return readSportstimes(sportSportstimesFile(sport, season), sport).races;
}

const everyRace = [
  ...seededRaces(),
  ...SEASONS.flatMap((season) => readSportstimes(sportstimesFile(season), 'formula1').races),
  ...series.flatMap((sport) => SEASONS.flatMap((season) => read(sport, season))),
];

/** City-states: the country's name is the place's. */
const CITY_STATES = new Set(['Singapore']);

describe('the places of every bundled calendar', () => {
  it('reads every sport', () => {
    expect(new Set(everyRace.map((race) => race.sport))).toEqual(new Set(SPORTS));
  });

  it('puts every race at a place, never merely a country', () => {
    const countries = everyRace.filter(
      (race) => !race.location || (isCountryName(race.location) && !CITY_STATES.has(race.location)),
    );
    expect(countries.map((race) => `${race.id}: ${race.location}`)).toEqual([]);
  });

  it('knows every MotoGP round of the shipped files by its venue', () => {
    for (const season of SEASONS) {
      const file = sportSportstimesFile('motogp', season) as { races: { name: string }[] };
      const places = new Set(read('motogp', season).map((race) => race.location));
      const venues = new Set(Object.values(MOTOGP_VENUES).map((venue) => venue.location));
      expect([...places].filter((place) => !venues.has(place))).toEqual([]);
      expect(file.races.length).toBe(places.size);
    }
  });

  it.each([
    // sport, season, id, place, flag
    ['motogp', 2026, '2026-motogp-thailand-grand-prix', 'Buriram', '🇹🇭'],
    ['motogp', 2025, '2025-motogp-thailand-grand-prix', 'Buriram', '🇹🇭'],
    ['motogp', 2026, '2026-motogp-portugal-grand-prix', 'Portimão', '🇵🇹'],
    ['motogp', 2026, '2026-motogp-qatar-grand-prix', 'Lusail', '🇶🇦'],
    ['motogp', 2025, '2025-motogp-argentina-grand-prix', 'Termas de Río Hondo', '🇦🇷'],
    ['motogp', 2026, '2026-motogp-france-grand-prix', 'Le Mans', '🇫🇷'],
    ['motogp', 2026, '2026-motogp-italy-grand-prix', 'Mugello', '🇮🇹'],
    ['motogp', 2026, '2026-motogp-netherlands-grand-prix', 'Assen', '🇳🇱'],
    ['motogp', 2026, '2026-motogp-germany-grand-prix', 'Sachsenring', '🇩🇪'],
    ['motogp', 2026, '2026-motogp-austria-grand-prix', 'Red Bull Ring', '🇦🇹'],
    ['motogp', 2026, '2026-motogp-japan-grand-prix', 'Motegi', '🇯🇵'],
    ['motogp', 2026, '2026-motogp-indonesia-grand-prix', 'Mandalika', '🇮🇩'],
    ['motogp', 2026, '2026-motogp-australia-grand-prix', 'Phillip Island', '🇦🇺'],
    ['motogp', 2026, '2026-motogp-malaysia-grand-prix', 'Sepang', '🇲🇾'],
    ['motogp', 2026, '2026-motogp-great-britain-grand-prix', 'Silverstone', '🇬🇧'],
    ['motogp', 2026, '2026-motogp-czech-republic-grand-prix', 'Brno', '🇨🇿'],
    ['motogp', 2026, '2026-motogp-aragon-grand-prix', 'Aragón', '🇪🇸'],
    ['motogp', 2026, '2026-motogp-san-marino-grand-prix', 'Misano', '🇮🇹'],
    ['formula-e', 2026, '2026-formula-e-sao-paulo-e-prix', 'São Paulo', '🇧🇷'],
    ['formula-e', 2026, '2026-formula-e-monaco-e-prix-race-1', 'Monte Carlo', '🇲🇨'],
    ['formula-e', 2026, '2026-formula-e-madrid-e-prix', 'Jarama', '🇪🇸'],
    ['formula-e', 2025, '2025-formula-e-london-e-prix-race-1', 'London', '🇬🇧'],
  ] as const)('%s %i: %s is at %s under %s', (sport, season, id, place, flag) => {
    const race = read(sport, season).find((r) => r.id === id);
    expect(race).toMatchObject({ location: place, countryFlag: flag });
  });
});

describe('the days of the bundled calendars', () => {
  it('moves IndyCar’s 2026 Music City race to its Sunday, keeping its id', () => {
    const race = read('indycar', 2026).find((r) => r.name === 'IndyCar Music City Grand Prix');
    expect(race).toMatchObject({
      id: '2026-indycar-music-city-grand-prix',
      date: '2026-07-19',
      startsAt: '2026-07-19T19:00:00Z',
    });
  });

  it('corrects a session only while the file still says what the table knows is wrong', () => {
    for (const fix of SESSION_CORRECTIONS) {
      expect(correctedSessionTime(fix.sport, fix.slug, fix.session, fix.from)).toBe(fix.to);
      const other = new Date(Date.parse(fix.from) + 3_600_000).toISOString();
      expect(correctedSessionTime(fix.sport, fix.slug, fix.session, other)).toBe(other);
      expect(correctedSessionTime('f2', fix.slug, fix.session, fix.from)).toBe(fix.from);
    }
  });

  it('reads a venue’s day in its own zone: F1 Academy’s Austin race 2 at 01:00 is Sunday', () => {
    const [race1, race2] = read('f1-academy', 2026).filter((r) => r.location === 'Austin');
    expect([race1?.date, race2?.date]).toEqual(['2026-10-24', '2026-10-25']);
  });

  it('gives every zone-known race the day of its start at the venue', () => {
    const zoned = series
      .flatMap((sport) => SEASONS.flatMap((season) => read(sport, season)))
      .filter((race) => race.startsAt && PLACE_TIME_ZONES[race.location.toLowerCase()]);
    expect(zoned.length).toBeGreaterThan(20);
    for (const race of zoned) {
      const zone = PLACE_TIME_ZONES[race.location.toLowerCase()];
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(
        Date.parse(race.startsAt!),
      );
      expect(`${race.id} ${race.date}`).toBe(`${race.id} ${day}`);
    }
  });
});

describe('a sync of a sport whose places are ours', () => {
  /** What an earlier import stored: every MotoGP race and sprint at its country. */
  function storedAsCountries(): StoredRace[] {
    const calendar = { format: 'sportstimes' as const, races: read('motogp', 2026) };
    return planCalendarChanges([], [calendar], { cancelMissing: false }).flatMap((change) => {
      if (change.action !== 'add') return [];
      const { sprintStartsAt: _sprint, part: _part, ...race } = change.race;
      const country = countryName(countryCodeFromFlag(race.countryFlag) ?? '');
      return [{ ...race, location: country, cancelled: false }];
    });
  }

  it('updates the place of every stored race and sprint, keeping every id', () => {
    const stored = storedAsCountries();
    expect(stored.find((r) => r.id === '2026-motogp-portugal-grand-prix')?.location).toBe(
      'Portugal',
    );
    const changes = planCalendarChanges(
      stored,
      [{ format: 'sportstimes', races: read('motogp', 2026) }],
      { cancelMissing: true },
    );
    // One change per stored race and sprint, each the place alone: no id added or dropped.
    expect(changes.map((c) => c.raceId).sort()).toEqual(stored.map((r) => r.id).sort());
    expect(changes.filter((c) => c.action !== 'update' || c.moved)).toEqual([]);
    expect(
      changes.filter((c) => c.action === 'update' && Object.keys(c.set).join() !== 'location'),
    ).toEqual([]);
    const portugal = changes.find((c) => c.raceId === '2026-motogp-portugal-grand-prix');
    expect(portugal).toMatchObject({ set: { location: 'Portimão' } });
    const sprint = changes.find((c) => c.raceId === '2026-motogp-portugal-grand-prix-sprint');
    expect(sprint).toMatchObject({ set: { location: 'Portimão' } });
    expect(stored.some(isSprint)).toBe(true);
  });

  it('leaves a stored Grand Prix’s place as it is: Formula 1’s places are ours once stored', () => {
    const stored = seededRaces().filter((r) => r.season === 2026);
    const changes = planCalendarChanges(
      stored,
      [{ format: 'sportstimes', races: readSportstimes(sportstimesFile(2026), 'formula1').races }],
      { cancelMissing: false },
    );
    expect(changes.filter((c) => c.action !== 'add' && 'location' in c.set)).toEqual([]);
  });
});
