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
// classifications and pit stops, enriched as f1db's own build does (F1DBReader.kt):
// positionNumber/Text, positionDisplayOrder, timeMillis, gapMillis or gapLaps,
// gridPositionNumber, positionsGained and pitStops per result. Other top-level lists are
// written empty and other race lists null. f1db is CC BY 4.0: keep its credit with the file.

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

function readRace(year: number, dir: string): Row {
  const race = readYaml(join(dir, 'race.yml')) as Row;
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
  };
}

const races: Row[] = [];
for (const season of readdirSync(join(DATA, 'seasons')).sort()) {
  const year = Number(season);
  if (year < from || year > to) continue;
  const racesDir = join(DATA, 'seasons', season, 'races');
  for (const raceDir of readdirSync(racesDir).sort()) {
    if (onlyRaces.length && !onlyRaces.includes(`${season}/${raceDir}`)) continue;
    races.push(readRace(year, join(racesDir, raceDir)));
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
