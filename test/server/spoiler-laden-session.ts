import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileNameOf, SESSION_ENDPOINTS } from '../../src/server/data-score/openf1-format';
import { DRIVER_NAMES } from '../proof/spoiler-words';

export const FIXTURES_DIR = new URL('../../fixtures/openf1/', import.meta.url).pathname;
export const FIXTURE_RACES = ['wet-chaos', 'processional-dry', 'safety-car-strategy'] as const;
export const TEAM_NAMES = ['Red Bull Racing', 'McLaren', 'Ferrari', 'Mercedes', 'Williams'];

/**
 * A copy of a fixture session in a fresh folder where every record also carries names,
 * teams, positions, gaps and result words, and every race-control message names a driver
 * and a winner: the worst a data source could send. Returns the folder.
 */
export function spoilerLadenSession(fixture: (typeof FIXTURE_RACES)[number]): string {
  const dir = mkdtempSync(join(tmpdir(), 'gpvibes-openf1-'));
  for (const endpoint of SESSION_ENDPOINTS) {
    const file = fileNameOf(endpoint);
    const records = JSON.parse(readFileSync(join(FIXTURES_DIR, fixture, file), 'utf8')) as Record<
      string,
      unknown
    >[];
    const laden = records.map((record, i) => {
      const name = DRIVER_NAMES[i % DRIVER_NAMES.length]!;
      return {
        ...record,
        full_name: `${name} the winner`,
        broadcast_name: name.toUpperCase(),
        team_name: TEAM_NAMES[i % TEAM_NAMES.length],
        gap_to_leader: `+${i}.123`,
        result: `P1 ${name}, podium, victory`,
        ...(endpoint === 'race_control'
          ? { message: `${String(record.message)} — ${name} leader, fastest lap, P1 winner` }
          : {}),
      };
    });
    writeFileSync(join(dir, file), JSON.stringify(laden));
  }
  return dir;
}
