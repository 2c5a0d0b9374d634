import type SqliteDatabase from 'better-sqlite3';
import type { Race, TallyMap } from '../../domain/types';
import type { Change } from './change-bus';

export const SQLITE_POLL_MS = 500;

export interface WatchSources {
  listRaces(): Promise<Race[]>;
  listTallies(): Promise<TallyMap>;
}

/**
 * Notices writes by other processes (the admin CLI, a seeding script, a second server on
 * the same file). PRAGMA data_version changes only when another connection commits, and
 * reading it costs microseconds, so polling twice a second is cheap; on a change the race
 * list and tallies are read once and compared with what was seen before.
 */
export function watchSqlite(
  sqlite: SqliteDatabase.Database,
  sources: WatchSources,
  onChange: (change: Change) => void,
  options: { pollMs?: number; onError?: (error: unknown) => void } = {},
): () => void {
  const dataVersion = () => Number(sqlite.pragma('data_version', { simple: true }));
  let version = dataVersion();
  let racesSeen = '';
  let talliesSeen = new Map<string, string>();
  let busy = false;
  let stopped = false;

  async function remember(): Promise<{ races: string; tallies: Map<string, string> }> {
    const [races, tallies] = await Promise.all([sources.listRaces(), sources.listTallies()]);
    const byRace = new Map<string, string>();
    for (const [id, tally] of Object.entries(tallies)) byRace.set(id, JSON.stringify(tally));
    return { races: JSON.stringify(races), tallies: byRace };
  }

  async function diff(): Promise<void> {
    const now = await remember();
    if (stopped) return;
    if (now.races !== racesSeen) onChange({ type: 'races' });
    for (const [id, tally] of now.tallies) {
      if (talliesSeen.get(id) !== tally) onChange({ type: 'tally', raceId: id });
    }
    racesSeen = now.races;
    talliesSeen = now.tallies;
  }

  const ready = remember().then((first) => {
    racesSeen = first.races;
    talliesSeen = first.tallies;
  });

  const timer = setInterval(() => {
    if (busy || stopped || !sqlite.open) return;
    const next = dataVersion();
    if (next === version) return;
    version = next;
    busy = true;
    ready
      .then(diff)
      .catch(options.onError ?? (() => {}))
      .finally(() => {
        busy = false;
      });
  }, options.pollMs ?? SQLITE_POLL_MS);
  timer.unref();

  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
