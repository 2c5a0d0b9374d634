import {
  type Arrival,
  findBurstWindows,
  type WindowRecord,
} from '../../src/domain/fair-count/burst-windows';
import type { WatchMode } from '../../src/domain/types';
import { bestWatchMode } from '../../src/domain/voting/watch-modes';
import { crowdVote, seededRandom } from './fixtures';

// A race as the burst rule sees it on the server, for the domain's red-team tables: a
// crowd and a proxy pool arrive in some order and pace, and the rule looks at the race
// every BURST_LOOK_MS of its clock (as the recount loop does while votes change), keeping
// the windows it held as records between looks, so what it held earlier is weighed again
// at the lower bars exactly as on the server.

export const MINUTE = 60_000;
/** How often the rule looks at a race whose votes change (the server's BURST_CHECK_MS). */
export const BURST_LOOK_MS = 10_000;
export const T0 = Date.parse('2026-06-07T14:00:00Z');

/** `count` fans, each on a network of its own, voting like a race-day crowd, one every `paceMs`. */
export function crowdArrivals(
  count: number,
  fromMs: number,
  paceMs: number,
  seed: number,
  prefix = 'fan',
): Arrival[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i): Arrival => {
    const { starRating, viewMode } = crowdVote(random);
    return { network: `${prefix}${i}`, atMs: fromMs + i * paceMs, starRating, viewMode };
  });
}

/**
 * A pool of `count` networks flooding for `overMs`: each network's first vote one star,
 * Highlights Only, changed to two stars on every other network (the script's changes of
 * mind alternate), as the rule reads an arrival: its first vote as it reads now.
 */
export function poolArrivals(
  count: number,
  fromMs: number,
  overMs = MINUTE,
  vote: { starRating?: number; viewMode?: WatchMode } = {},
): Arrival[] {
  return Array.from({ length: count }, (_, i) => ({
    network: `pool${i}`,
    atMs: fromMs + Math.floor((i * overMs) / count),
    starRating: vote.starRating ?? 1 + (i % 2),
    viewMode: vote.viewMode ?? ('Highlights Only' as const),
  }));
}

export const isPool = (network: string) => network.startsWith('pool');

/**
 * Runs the rule over the race as it grows, a look every BURST_LOOK_MS from the first
 * arrival to the last (and one after it), the records carried between looks; returns
 * what the last look holds, and what every look held (and how many fans, not the pool).
 */
export function lookAsItGrows(arrivals: readonly Arrival[], lookMs = BURST_LOOK_MS) {
  const byTime = [...arrivals].sort((a, b) => a.atMs - b.atMs);
  const first = byTime[0]!.atMs;
  const last = byTime.at(-1)!.atMs;
  let records = new Map<string, WindowRecord>();
  let seen = 0;
  const fansHeld: number[] = [];
  const heldByLook: Set<string>[] = [];
  let result = findBurstWindows([], records);
  for (let at = first; at <= last + lookMs; at += lookMs) {
    while (seen < byTime.length && byTime[seen]!.atMs <= at) seen++;
    result = findBurstWindows(byTime.slice(0, seen), records);
    records = new Map(
      result.windows.map((w) => [w.id, { state: 'held', by: w.by } satisfies WindowRecord]),
    );
    fansHeld.push([...result.held].filter((n) => !isPool(n)).length);
    heldByLook.push(result.held);
  }
  return { ...result, fansHeld, heldByLook };
}

/** What fans would read from the arrivals the rule counts: the average and the best way to watch. */
export function shownOf(arrivals: readonly Arrival[], held: ReadonlySet<string> = new Set()) {
  const counted = arrivals.filter((a) => !held.has(a.network));
  const modes: Record<WatchMode, number> = {
    'Full Race': 0,
    'Race-in-30': 0,
    'Highlights Only': 0,
  };
  for (const a of counted) modes[a.viewMode] += 1;
  return {
    average: counted.reduce((sum, a) => sum + a.starRating, 0) / counted.length,
    best: bestWatchMode(modes),
    votes: counted.length,
  };
}

/** How far `networks` single fans voting one star would move the crowd's average. */
export function tenFansWorth(crowd: readonly Arrival[], networks = 10): number {
  const stars = crowd.reduce((sum, a) => sum + a.starRating, 0);
  return stars / crowd.length - (stars + networks) / (crowd.length + networks);
}
