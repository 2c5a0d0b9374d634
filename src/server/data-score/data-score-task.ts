import { DATA_SCORE_RETRY_MS, isDataScoreDue } from '../../domain/data-score/data-score-timing';
import { openF1SessionName } from '../../domain/data-score/openf1-session';
import type { Database } from '../db/connect';
import type { Log } from '../http/log';
import type { ChangeBus } from '../live/change-bus';
import { createRacesRepo } from '../races/races-repo';
import { scoreRace } from './score-race';
import { fetchSession } from './session-fetch';
import { createSignalsRepo } from './signals-repo';

export interface DataScoreTaskOptions {
  baseUrl: string;
  delayMinutes: number;
  retryMs?: number;
  deadlineMs?: number;
}

/**
 * Scores each finished race once from an OpenF1-style server, a set delay after its
 * start. The scheduler pokes it on every tick; it runs in the background so a slow
 * download never holds up opening or closing voting, and only one run is in flight.
 * Logs carry the race id, the score and the reason a fetch failed — never race data.
 */
export function createDataScoreTask(
  database: Database,
  changes: ChangeBus,
  log: Log,
  options: DataScoreTaskOptions,
) {
  const races = createRacesRepo(database.db, changes);
  const signals = createSignalsRepo(database.db, changes);
  const retryMs = options.retryMs ?? DATA_SCORE_RETRY_MS;
  const delayMs = options.delayMinutes * 60_000;
  const lastTry = new Map<string, number>();
  const stopping = new AbortController();
  let inFlight: Promise<void> | null = null;

  async function scoreOne(raceId: string, now: number): Promise<void> {
    lastTry.set(raceId, now);
    const race = await races.get(raceId);
    if (!race) return;
    try {
      const texts = await fetchSession({
        baseUrl: options.baseUrl,
        season: race.season,
        date: race.date,
        startsAt: race.startsAt ?? null,
        sessionName: openF1SessionName(race),
        signal: stopping.signal,
        ...(options.deadlineMs ? { deadlineMs: options.deadlineMs } : {}),
      });
      const result = await scoreRace(signals, race.id, texts, 'url');
      log.info({ raceId: race.id, score: result.score }, 'data score stored');
    } catch (error) {
      log.warn({ raceId: race.id, reason: (error as Error).message }, 'data score not ready');
    }
  }

  async function run(now: number): Promise<void> {
    const [all, scored] = await Promise.all([races.list(), signals.scoredRaceIds()]);
    for (const race of all) {
      if (stopping.signal.aborted) return;
      if (scored.has(race.id) || !isDataScoreDue(race, now, delayMs)) continue;
      if (now - (lastTry.get(race.id) ?? Number.NEGATIVE_INFINITY) < retryMs) continue;
      await scoreOne(race.id, now);
    }
  }

  return {
    /** Starts a run unless one is under way; never throws. */
    poke(now: number): Promise<void> {
      if (inFlight || stopping.signal.aborted) return inFlight ?? Promise.resolve();
      inFlight = run(now)
        .catch((error: unknown) => log.error({ err: error }, 'data score run failed'))
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
    async stop(): Promise<void> {
      stopping.abort();
      await inFlight;
    },
  };
}

export type DataScoreTask = ReturnType<typeof createDataScoreTask>;
