import type { Config } from '../config/config';
import { checkBursts as checkRaceBursts } from './burst-holds';
import { createKeptCounts } from './kept-counts';
import { networkHashesFor } from './network-key';
import { type RecountDeps, recountRace } from './recount';

/** What the fair count works on: the database, the votes and tallies, the sessions' key. */
export interface FairCountParts extends Omit<RecountDeps, 'maxShift'> {
  /** Derives a keyed secret for a purpose (the sessions' key): the networks' hashes. */
  derivedKey: (purpose: string) => Promise<string>;
  /** Told how long each recount or pass took, in seconds (the metrics). */
  recounted: (seconds: number) => void;
}

/**
 * One network, one voice (docs/decisions/0113), as the routes, the rate limits and the
 * recount loop reach it (`deps.fairCount`): which recount runs (FAIR_COUNT_RECOUNT),
 * whether bursts are held first (FAIR_COUNT_BURSTS), and every pass timed.
 */
export function createFairCountDeps(
  config: Pick<Config, 'fairCountMaxShift' | 'fairCountRecount' | 'fairCountBursts'>,
  parts: FairCountParts,
) {
  const recountDeps: RecountDeps = {
    db: parts.db,
    votes: parts.votes,
    tallies: parts.tallies,
    maxShift: config.fairCountMaxShift,
  };
  // The fair count kept between passes (docs/decisions/0128); `full` is the recount.
  const kept = createKeptCounts(recountDeps);
  const timed = async <T>(run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await run();
    } finally {
      parts.recounted((performance.now() - started) / 1000);
    }
  };
  const checkBursts = (raceId: string) =>
    config.fairCountBursts === 'hold' ? checkRaceBursts(parts, raceId) : Promise.resolve(null);

  return {
    /** Keyed hashes of networks: votes' verdict networks and limit counters' keys. */
    networkHashes: networkHashesFor(parts.derivedKey),
    /** Holds and releases bursts of new networks (0132); null when FAIR_COUNT_BURSTS=off. */
    checkBursts,
    /** The full recount, after a look for bursts: the check and repair of everything. */
    recountRace: (raceId: string) =>
      timed(async () => {
        await checkBursts(raceId);
        // FAIR_COUNT_RECOUNT=full: every pass recounts the race in full, nothing kept.
        if (config.fairCountRecount === 'full') return recountRace(recountDeps, raceId);
        return (await kept.full(raceId)).changed;
      }),
    /** The full recount that also seeds (and checks) the kept count. */
    fullRecount: (raceId: string) => timed(() => kept.full(raceId)),
    /** One incremental pass (null: no kept count, recount first); the recount loop's. */
    passRace: (raceId: string) => timed(() => kept.pass(raceId)),
    /** Forgets what was kept of a race's count (or of every race's). */
    forgetCount: (raceId?: string) => kept.forget(raceId),
    hasKeptCount: (raceId: string) => kept.has(raceId),
  };
}

export type FairCountDeps = ReturnType<typeof createFairCountDeps>;
