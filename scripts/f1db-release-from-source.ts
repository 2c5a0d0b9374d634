// Assembles f1db's single-file JSON release (f1db.json) from the project's YAML source,
// for when the published release cannot be downloaded. A dev tool, run by hand (CI has
// no network and never runs it):
//
//   git clone --depth 1 https://github.com/f1db/f1db /tmp/f1db   (or `git archive` a mirror)
//   npx tsx scripts/f1db-release-from-source.ts /tmp/f1db --out /tmp/f1db.json
//   npx tsx scripts/f1db-release-from-source.ts /tmp/f1db --out fixtures/f1db/f1db-sample.json \
//     --race 1950/01-great-britain --race 2021/22-abu-dhabi
//
// It writes the release's shape (github.com/f1db/f1db, src/schema/current/single) for the
// parts GP Vibes reads: grandsPrix, circuits, countries and each race with its
// classifications, pit stops and the drivers' and constructors' standings after it,
// enriched as f1db's own build does (F1DBReader.kt): positionNumber/Text,
// positionDisplayOrder, timeMillis, gapMillis or gapLaps, gridPositionNumber,
// positionsGained and pitStops per result; positionsGained since the round before and
// championshipWon (the leader, from the season's decider on) per standing. Other top-level
// lists are written empty and other race lists null. f1db is CC BY 4.0: keep its credit
// with the file.

import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

type Row = Record<string, unknown>;

function usage(): never {
  console.error(
    'usage: tsx scripts/f1db-release-from-source.ts F1DB_DIR --out FILE [--race YEAR/NN-PLACE …] [--from YEAR] [--to YEAR]',
  );
  process.exit(2);
}

const args = process.argv.slice(2);
const value = (name: string) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
};
const sourceDir = args[0];
const out = value('--out');
if (!sourceDir || sourceDir.startsWith('--') || !out) usage();
const onlyRaces = args.flatMap((a, i) => (a === '--race' ? [args[i + 1]!] : []));
const from = Number(value('--from') ?? 1950);
const to = Number(value('--to') ?? 2100);

const DATA = join(sourceDir, 'src/data');
const readYaml = (path: string): unknown => parse(readFileSync(path, 'utf8'));
const readList = (path: string): Row[] | null =>
  existsSync(path) ? (readYaml(path) as Row[]) : null;
const readDir = (dir: string) =>
  readdirSync(join(DATA, dir))
    .filter((f) => f.endsWith('.yml'))
    .sort()
    .map((f) => readYaml(join(DATA, dir, f)) as Row);

/** f1db's toMillis: 'H:MM:SS.mmm', 'M:SS.mmm', '+S.mmm'; null for laps, 'SHC' or blank. */
function toMillis(text: unknown): number | null {
  if (
    typeof text !== 'string' ||
    text.trim() === '' ||
    text === 'SHC' ||
    /^\+\d+ laps?$/.test(text)
  )
    return null;
  const [clock, millis = '0'] = text.replace(/^\+/, '').split('.');
  const parts = clock!.split(':').map(Number).reverse();
  const [seconds = 0, minutes = 0, hours = 0] = parts;
  return ((hours * 60 + minutes) * 60 + seconds) * 1000 + Number(millis.padEnd(3, '0').slice(0, 3));
}

const sameCar = (a: Row, b: Row) =>
  ['driverNumber', 'driverId', 'constructorId', 'engineManufacturerId', 'tyreManufacturerId'].every(
    (key) => String(a[key]) === String(b[key]),
  );

/** A race or sprint result as the release writes it (RaceResultConverter + F1DBReader). */
function enrichResult(row: Row, index: number, grid: Row[] | null, stops: Row[] | null): Row {
  const positionText = String(row.position);
  const positionNumber = /^\d+$/.test(positionText) ? Number(positionText) : null;
  const gridText =
    row.gridPosition === null || row.gridPosition === undefined ? null : String(row.gridPosition);
  const gridNumber = gridText && /^\d+$/.test(gridText) ? Number(gridText) : null;
  const gap = typeof row.gap === 'string' ? row.gap : null;
  const gapLaps = gap ? /^\+(\d+) laps?$/.exec(gap)?.[1] : undefined;
  const sharedCar = row.sharedCar === true;
  let positionsGained: number | null = null;
  if (positionNumber !== null && !sharedCar) {
    if (gridNumber !== null) positionsGained = gridNumber - positionNumber;
    else if (grid) {
      const at = grid.findIndex((g) => sameCar(g, row));
      if (at > -1) positionsGained = at + 1 - positionNumber;
    }
  }
  const { position: _position, gridPosition: _grid, ...rest } = row;
  return {
    positionDisplayOrder: index + 1,
    positionNumber,
    positionText,
    ...rest,
    driverNumber: String(row.driverNumber),
    sharedCar,
    laps: row.laps ?? null,
    time: row.time ?? null,
    timeMillis: toMillis(row.time),
    gap,
    gapMillis: gapLaps ? null : toMillis(gap),
    gapLaps: gapLaps ? Number(gapLaps) : null,
    intervalMillis: toMillis(row.interval),
    reasonRetired: row.reasonRetired ?? null,
    gridPositionNumber: gridNumber,
    gridPositionText: gridText,
    positionsGained,
    pitStops: stops ? stops.filter((s) => sameCar(s, row)).length : null,
  };
}

const positioned = (rows: Row[] | null) =>
  rows?.map((row, index) => {
    const text = String(row.position);
    const { position: _position, ...rest } = row;
    return {
      positionDisplayOrder: index + 1,
      positionNumber: /^\d+$/.test(text) ? Number(text) : null,
      positionText: text,
      ...rest,
      driverNumber: String(row.driverNumber),
    };
  }) ?? null;

/** Standings as one season's rounds have them, for the enrichment that looks back a round. */
interface SeasonStandings {
  drivers: Map<number, Row[] | null>;
  constructors: Map<number, Row[] | null>;
  driversDecider: number | null;
  constructorsDecider: number | null;
}

function readSeasonStandings(raceDirs: string[]): SeasonStandings {
  const season: SeasonStandings = {
    drivers: new Map(),
    constructors: new Map(),
    driversDecider: null,
    constructorsDecider: null,
  };
  for (const dir of raceDirs) {
    const race = readYaml(join(dir, 'race.yml')) as Row;
    const round = race.round as number;
    season.drivers.set(round, readList(join(dir, 'driver-standings.yml')));
    season.constructors.set(round, readList(join(dir, 'constructor-standings.yml')));
    if (race.driversChampionshipDecider === true) season.driversDecider ??= round;
    if (race.constructorsChampionshipDecider === true) season.constructorsDecider ??= round;
  }
  return season;
}

const positionOf = (row: Row) => (/^\d+$/.test(String(row.position)) ? Number(row.position) : null);

/**
 * A standing as the release writes it (F1DBReader): from the second round on, places gained
 * since the round before (a newcomer from one below the last) and, for the leader from the
 * decider on, the title won.
 */
function enrichStandings(
  rows: Row[] | null,
  previous: Row[] | null | undefined,
  round: number,
  decider: number | null,
  same: (a: Row, b: Row) => boolean,
): Row[] | null {
  return (
    rows?.map((row, index) => {
      const positionNumber = positionOf(row);
      const { position: _position, ...rest } = row;
      let positionsGained: number | null = null;
      if (round > 1 && previous && positionNumber !== null) {
        const before = previous.find((p) => same(p, row));
        const was = before ? positionOf(before) : null;
        positionsGained = (was ?? previous.length + 1) - positionNumber;
      }
      return {
        positionDisplayOrder: index + 1,
        positionNumber,
        positionText: String(row.position),
        ...rest,
        positionsGained,
        championshipWon: round > 1 && positionNumber === 1 && decider !== null && round >= decider,
      };
    }) ?? null
  );
}

const sameDriver = (a: Row, b: Row) => a.driverId === b.driverId;
const sameConstructor = (a: Row, b: Row) =>
  a.constructorId === b.constructorId && a.engineManufacturerId === b.engineManufacturerId;

function readRace(year: number, dir: string, season: SeasonStandings): Row {
  const race = readYaml(join(dir, 'race.yml')) as Row;
  const round = race.round as number;
  const grid = readList(join(dir, 'starting-grid-positions.yml'));
  const sprintGrid = readList(join(dir, 'sprint-starting-grid-positions.yml'));
  const stops = readList(join(dir, 'pit-stops.yml'));
  const results = readList(join(dir, 'race-results.yml'));
  const sprintResults = readList(join(dir, 'sprint-race-results.yml'));
  return {
    id: race.id,
    year,
    round: race.round,
    date: String(race.date),
    time: race.time ?? null,
    grandPrixId: race.grandPrixId,
    officialName: race.officialName,
    qualifyingFormat: race.qualifyingFormat,
    sprintQualifyingFormat: race.sprintQualifyingFormat ?? null,
    circuitId: race.circuitId,
    circuitLayoutId: race.circuitLayoutId,
    circuitType: race.circuitType,
    direction: race.direction,
    courseLength: race.courseLength,
    turns: race.turns,
    laps: race.laps,
    distance: race.distance,
    scheduledLaps: race.scheduledLaps ?? null,
    scheduledDistance: race.scheduledDistance ?? null,
    driversChampionshipDecider: race.driversChampionshipDecider === true,
    constructorsChampionshipDecider: race.constructorsChampionshipDecider === true,
    sprintRaceDate: race.sprintRaceDate ? String(race.sprintRaceDate) : null,
    sprintRaceTime: race.sprintRaceTime ?? null,
    sprintRaceLaps: race.sprintRaceLaps ?? null,
    sprintRaceDistance: race.sprintRaceDistance ?? null,
    sprintRaceScheduledLaps: race.sprintRaceScheduledLaps ?? null,
    sprintRaceScheduledDistance: race.sprintRaceScheduledDistance ?? null,
    sprintStartingGridPositions: positioned(sprintGrid),
    sprintRaceResults: sprintResults?.map((r, i) => enrichResult(r, i, sprintGrid, null)) ?? null,
    startingGridPositions: positioned(grid),
    raceResults: results?.map((r, i) => enrichResult(r, i, grid, stops)) ?? null,
    pitStops: positioned(stops),
    driverStandings: enrichStandings(
      season.drivers.get(round) ?? null,
      season.drivers.get(round - 1),
      round,
      season.driversDecider,
      sameDriver,
    ),
    constructorStandings: enrichStandings(
      season.constructors.get(round) ?? null,
      season.constructors.get(round - 1),
      round,
      season.constructorsDecider,
      sameConstructor,
    ),
  };
}

const races: Row[] = [];
for (const season of readdirSync(join(DATA, 'seasons')).sort()) {
  const year = Number(season);
  if (year < from || year > to) continue;
  const racesDir = join(DATA, 'seasons', season, 'races');
  const raceDirs = readdirSync(racesDir).sort();
  const standings = readSeasonStandings(raceDirs.map((d) => join(racesDir, d)));
  for (const raceDir of raceDirs) {
    if (onlyRaces.length && !onlyRaces.includes(`${season}/${raceDir}`)) continue;
    races.push(readRace(year, join(racesDir, raceDir), standings));
  }
}
const grandPrixIds = new Set(races.map((r) => r.grandPrixId));
const circuitIds = new Set(races.map((r) => r.circuitId));
const circuits = readDir('circuits').filter((c) => !onlyRaces.length || circuitIds.has(c.id));
const countryIds = new Set(circuits.map((c) => c.countryId));
const release = {
  drivers: [],
  constructors: [],
  engineManufacturers: [],
  tyreManufacturers: [],
  entrants: [],
  circuits,
  grandsPrix: readDir('grands-prix').filter((g) => !onlyRaces.length || grandPrixIds.has(g.id)),
  seasons: [],
  races,
  continents: [],
  countries: readDir('countries').filter((c) => !onlyRaces.length || countryIds.has(c.id)),
};
writeFileSync(out, `${JSON.stringify(release)}\n`);
console.log(`wrote ${out}: ${races.length} races`);
