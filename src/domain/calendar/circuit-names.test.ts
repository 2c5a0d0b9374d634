import calendar from '../../../seed/f1-calendar.json';
import history from '../../../seed/f1-history.json';
import { readHistoryFile } from '../history/history-file';
import { racePageData, SAME_CIRCUIT_LIMIT } from '../races/race-page';
import { SPORT_INFO, SPORTS } from '../sports/sports';
import type { Race } from '../types';
import { parseCalendar } from './calendar-gpvibes';
import { readSportstimes } from './calendar-sportstimes';
import {
  CIRCUIT_NAMES,
  CIRCUIT_RENAMES,
  circuitName,
  isKnownCircuit,
  withCircuitNames,
} from './circuit-names';

describe('circuitName', () => {
  it.each([
    // The brief's towns and the names one circuit had across the years.
    ['Spa', 1950, 'Spa-Francorchamps'],
    ['Spa-Francorchamps', 2026, 'Spa-Francorchamps'],
    ['Abu Dhabi', 2009, 'Yas Marina'],
    ['Yas Marina', 2026, 'Yas Marina'],
    ['Oyama', 1976, 'Fuji'],
    ['Nevers', 1991, 'Magny-Cours'],
    ['Fawkham', 1964, 'Brands Hatch'],
    ['Bowmanville', 1967, 'Mosport'],
    ['Midrand', 1993, 'Kyalami'],
    ['Leicestershire', 1993, 'Donington'],
    ['Nürburg', 2020, 'Nürburgring'],
    ['Scarperia e San Piero', 2020, 'Mugello'],
    // Spelt two ways by two sources.
    ['Montréal', 2026, 'Montreal'],
    ['Sao Paulo', 2026, 'São Paulo'],
    ['Catalunya', 2026, 'Barcelona'],
    ['Montmeló', 1991, 'Barcelona'],
    ['Doha', 2026, 'Lusail'],
    // A town that meant another circuit in its day, at the edges of its seasons.
    ['Barcelona', 1954, 'Pedralbes'],
    ['Barcelona', 1955, 'Barcelona'],
    ['Barcelona', 1966, 'Montjuïc'],
    ['Barcelona', 1975, 'Montjuïc'],
    ['Barcelona', 1976, 'Barcelona'],
    ['Madrid', 1981, 'Jarama'],
    ['Madrid', 1982, 'Madrid'],
    ['Las Vegas', 1982, 'Caesars Palace'],
    ['Las Vegas', 1983, 'Las Vegas'],
    ['Berlin', 1959, 'AVUS'],
    ['Berlin', 1960, 'Berlin'],
    // A place the table does not rename is kept as the source gives it.
    ['Monza', 1950, 'Monza'],
    ['Somewhere New', 2027, 'Somewhere New'],
  ])('%s in %i is %s', (place, season, circuit) => {
    expect(circuitName(place, season)).toBe(circuit);
  });

  it('keeps every other field of a race, its id first of all', () => {
    const race = { id: 'belgian-grand-prix-1950', season: 1950, location: 'Spa', name: 'x' };
    expect(withCircuitNames([race])).toEqual([{ ...race, location: 'Spa-Francorchamps' }]);
  });

  it('renames places only to circuits it knows, each known once', () => {
    const targets = Object.values(CIRCUIT_RENAMES).flatMap((list) => list.map((r) => r.circuit));
    expect(targets.filter((name) => !isKnownCircuit(name))).toEqual([]);
    expect(new Set(CIRCUIT_NAMES).size).toBe(CIRCUIT_NAMES.length);
  });
});

// Every race the site ships, read by the real readers and named as the races repo names
// them: a place no circuit name covers fails here, so a new circuit is named on purpose.
const files = import.meta.glob<unknown>('../../../seed/sources/sportstimes/*.json', {
  eager: true,
  import: 'default',
});

const archive = withCircuitNames(readHistoryFile(history));
const shipped = withCircuitNames([
  ...archive,
  ...parseCalendar(calendar),
  ...Object.entries(files).flatMap(([path, file]) => {
    const folder = /\/([a-z0-9-]+)-\d{4}\.json$/.exec(path)?.[1];
    const sport = SPORTS.find((s) => SPORT_INFO[s].sportstimesFolder === folder);
    if (!sport) throw new Error(`${path}: no sport reads it`);
    return readSportstimes(file, sport).races;
  }),
]);

describe('the circuits of every race the site ships', () => {
  it('reads the archive and every sport', () => {
    expect(archive.length).toBeGreaterThan(1000);
    expect(new Set(shipped.map((race) => race.sport))).toEqual(new Set(SPORTS));
  });

  it('names each race at a circuit the table knows', () => {
    const unknown = shipped
      .filter((race) => !isKnownCircuit(race.location))
      .map((race) => `${race.sport} ${race.season} ${race.name}: ${race.location}`);
    expect(unknown).toEqual([]);
  });

  it('groups Spa across the years it was called "Spa" and "Spa-Francorchamps"', () => {
    const belgian = (race: { name: string }) => race.name === 'Belgian Grand Prix';
    const race = parseCalendar(calendar).find((r) => belgian(r) && r.season === 2026);
    const older = archive.filter(belgian);
    expect(race?.location).toBe('Spa-Francorchamps');
    expect(readHistoryFile(history).find(belgian)?.location).toBe('Spa');
    const races = [race!, ...older].map((r): Race => ({ ...r, isCurrent: false }));
    const page = racePageData(withCircuitNames([races[0]!])[0]!, {
      races,
      tallies: {},
      now: Date.parse('2026-11-29T00:00:00Z'),
    });
    expect(page.sameCircuit.map((link) => link.season)).toEqual(
      Array.from({ length: SAME_CIRCUIT_LIMIT }, (_, i) => 2025 - i),
    );
  });
});
