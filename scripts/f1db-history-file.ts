// Writes the history file the site ships (seed/f1-history.json) from an f1db JSON release:
// every race run from 1950 to the last finished season, each reduced to its row, its
// result counts and its title stake (domain/history/). Run by hand when f1db publishes a
// new release; the next start of every site seeds the new version (docs/decisions/0130):
//
//   npx tsx scripts/f1db-history-file.ts f1db.json --version 'f1db v2026.1.0' [--to 2025]
//
// (No release to hand? scripts/f1db-release-from-source.ts assembles one from f1db's YAML.)

import { readFileSync, writeFileSync } from 'node:fs';
import { readF1dbRelease } from '../src/domain/history/f1db-release';
import { writeHistoryFile } from '../src/domain/history/history-file';
import { SEED_HISTORY_PATH } from '../src/server/history/history-seed';

const args = process.argv.slice(2);
const value = (name: string) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
};
const release = args[0];
const version = value('--version');
if (!release || release.startsWith('--') || !version) {
  console.error(
    "usage: tsx scripts/f1db-history-file.ts F1DB_JSON --version 'f1db v…' [--to YEAR] [--out FILE]",
  );
  process.exit(2);
}
const to = Number(value('--to') ?? new Date().getUTCFullYear() - 1);
const out = value('--out') ?? SEED_HISTORY_PATH;

const races = readF1dbRelease(JSON.parse(readFileSync(release, 'utf8')), { from: 1950, to });
writeFileSync(
  out,
  writeHistoryFile(races, {
    about: `Every Formula 1 World Championship race from 1950 to ${to}: each race's calendar entry, the counts of its results and its title stake from the standings (the drivers' title going into the season's last race there, or settled there in a close fight; it weighs in the verdict and is never shown), never a driver, team, position, gap or points, derived by scripts/f1db-history-file.ts from the f1db project's data (https://github.com/f1db/f1db, by Marcel Overdijk and contributors), licensed CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/). Changes: reduced to counts and stakes.`,
    license: 'CC-BY-4.0',
    version,
  }),
);
console.log(
  `wrote ${out}: ${races.length} races, ${races.filter((r) => r.sprintResults).length} sprints`,
);
