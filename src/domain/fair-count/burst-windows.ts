import { WATCH_MODES, type WatchMode } from '../types';
import { bestWatchMode } from '../voting/watch-modes';
import { DEFAULT_MAX_SHIFT_STARS } from './fair-count';

// A proxy pool buys voices, one per network, and spends them at once (docs/decisions/
// 0132). Anonymous voters cannot be told apart, but a window of time in which many networks
// arrive at a race far faster than its crowd usually does, voting far from everyone else,
// can: genuine surges (a race's end, a shared link) vote like the rest. Such a window is
// held as one — its networks' votes stored and answered, not counted — and weighed again
// as the race grows, released once the rest of the crowd agrees with it. Pure: the server
// feeds each network's arrival (its first vote on the race, as it reads now) and the
// windows already held or ruled on by an operator.

/** Window lengths looked at: a pool spent in a minute, in a few, in an hour. */
export const WINDOW_SCALES_MS = [2 * 60_000, 10 * 60_000, 60 * 60_000] as const;
/** A window needs this many networks arriving in it to be held (fewer: the per-network bounds suffice). */
export const WINDOW_MIN_NETWORKS = 20;
/** …and this many networks outside it to be weighed against (before that, it is the crowd). */
export const WINDOW_MIN_REST = 30;
/** Networks arriving at least this many times the race's usual rate: a burst. */
export const WINDOW_RATE_FACTOR = 4;
/** Standard errors a window's stars (or its way to watch) must sit from the rest's to be held… */
export const WINDOW_HOLD_Z = 5;
/** …and below which a held window is released (the gap keeps a window from flickering). */
export const WINDOW_RELEASE_Z = 3;
/** A window held must move the race's average at least this far; a held one stays while it moves half. */
export const WINDOW_MIN_PULL_STARS = DEFAULT_MAX_SHIFT_STARS;
/** The least spread assumed of a crowd's stars (a unanimous crowd would make any voice an outlier). */
export const WINDOW_SD_FLOOR = 0.5;

/** A network's arrival at a race: when its first vote was cast, and that vote as it reads now. */
export interface Arrival {
  network: string;
  atMs: number;
  starRating: number;
  viewMode: WatchMode;
}

/** A window an earlier pass held, or one an operator ruled on. */
export interface WindowRecord {
  state: 'held' | 'released';
  by: 'auto' | 'operator';
}

export interface WindowFinding {
  id: string;
  startMs: number;
  scaleMs: number;
  /** The networks it holds (those of its arrivals no smaller window already holds). */
  networks: string[];
  /** Its arrivals' rate ÷ the race's usual rate outside it. */
  rateFactor: number;
  /** Its voices' average, the rest's, and how far it moves the race's average. */
  average: number;
  restAverage: number;
  pull: number;
  /** How many standard errors its stars sit from the rest's. */
  z: number;
  /** The best way to watch without it, and with it. */
  modeWithout: WatchMode | null;
  modeWith: WatchMode | null;
  by: 'auto' | 'operator';
}

/** A window's id as operators read and type it: its length and its start (UTC, minutes). */
export function windowId(startMs: number, scaleMs: number): string {
  return `${scaleMs / 60_000}m@${new Date(startMs).toISOString().slice(0, 16)}Z`;
}

const WINDOW_ID = /^(\d{1,3})m@(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})Z$/;

/** The window an id names, or null when it names none this rule looks at. */
export function parseWindowId(id: string): { startMs: number; scaleMs: number } | null {
  const match = WINDOW_ID.exec(id);
  if (!match) return null;
  const scaleMs = Number(match[1]) * 60_000;
  const startMs = Date.parse(`${match[2]}:00Z`);
  if (!(WINDOW_SCALES_MS as readonly number[]).includes(scaleMs) || Number.isNaN(startMs))
    return null;
  if (startMs % (scaleMs / 2) !== 0) return null;
  return { startMs, scaleMs };
}

/** A crowd of arrivals as sums: how many, their stars and squares, ways to watch, first and last. */
export interface Sums {
  n: number;
  stars: number;
  squares: number;
  modes: Record<WatchMode, number>;
  first: number;
  last: number;
}

export function sumsOf(arrivals: Iterable<Arrival>): Sums {
  const sums: Sums = {
    n: 0,
    stars: 0,
    squares: 0,
    modes: { 'Full Race': 0, 'Race-in-30': 0, 'Highlights Only': 0 },
    first: Number.POSITIVE_INFINITY,
    last: Number.NEGATIVE_INFINITY,
  };
  for (const a of arrivals) {
    sums.n += 1;
    sums.stars += a.starRating;
    sums.squares += a.starRating * a.starRating;
    sums.modes[a.viewMode] += 1;
    sums.first = Math.min(sums.first, a.atMs);
    sums.last = Math.max(sums.last, a.atMs);
  }
  return sums;
}

/** `all` less `part`, whose first and last arrival times are given (sums cannot tell them). */
function without(all: Sums, part: Sums, first: number, last: number): Sums {
  const modes = { ...all.modes };
  for (const mode of WATCH_MODES) modes[mode] -= part.modes[mode];
  return {
    n: all.n - part.n,
    stars: all.stars - part.stars,
    squares: all.squares - part.squares,
    modes,
    first,
    last,
  };
}

/** Two proportions' z: how far a window's share of `mode` sits from the rest's. */
function shareZ(window: Sums, rest: Sums, mode: WatchMode): number {
  const p = (window.modes[mode] + rest.modes[mode]) / (window.n + rest.n);
  const spread = Math.sqrt(p * (1 - p) * (1 / window.n + 1 / rest.n));
  const gap = window.modes[mode] / window.n - rest.modes[mode] / rest.n;
  if (spread === 0) return gap === 0 ? 0 : Number.POSITIVE_INFINITY;
  return gap / spread;
}

/**
 * How a window of arrivals stands against the rest of the race: its rate against the
 * race's usual rate outside it, how far its stars sit from the rest's in standard errors
 * and how far they move the average, and whether it changes the best way to watch.
 */
export function weighWindow(w: Sums, r: Sums, scaleMs: number) {
  // Each rate over the time its arrivals span, no shorter than a quarter of the window
  // (a minute's pool in a two-minute window reads as a minute's).
  const usual = r.n / Math.max(r.last - r.first, scaleMs);
  const rateFactor = w.n / Math.max(w.last - w.first, scaleMs / 4) / usual;
  const average = w.stars / w.n;
  const restAverage = r.stars / r.n;
  const variance = Math.max(r.squares / r.n - restAverage * restAverage, 0);
  const sd = Math.max(Math.sqrt(variance), WINDOW_SD_FLOOR);
  const z = (average - restAverage) / (sd * Math.sqrt(1 / w.n + 1 / r.n));
  const pull = (w.stars + r.stars) / (w.n + r.n) - restAverage;
  const together = { ...r.modes };
  for (const mode of WATCH_MODES) together[mode] += w.modes[mode];
  const modeWithout = bestWatchMode(r.modes);
  const modeWith = bestWatchMode(together);
  const modeZ = modeWith !== null && modeWith !== modeWithout ? shareZ(w, r, modeWith) : 0;
  return { rateFactor, average, restAverage, pull, z, modeZ, modeWithout, modeWith };
}

/** Whether a weighed window is a burst to hold (`held`: it is held now, so the lower bars). */
export function isBurst(weighed: ReturnType<typeof weighWindow>, held: boolean): boolean {
  const zBar = held ? WINDOW_RELEASE_Z : WINDOW_HOLD_Z;
  const pullBar = held ? WINDOW_MIN_PULL_STARS / 2 : WINDOW_MIN_PULL_STARS;
  const rateBar = held ? WINDOW_RATE_FACTOR / 2 : WINDOW_RATE_FACTOR;
  if (!(weighed.rateFactor >= rateBar)) return false;
  const stars = Math.abs(weighed.z) >= zBar && Math.abs(weighed.pull) >= pullBar - 1e-9;
  const mode = weighed.modeZ >= zBar;
  return stars || mode;
}

interface Candidate {
  id: string;
  startMs: number;
  scaleMs: number;
  arrivals: Arrival[];
}

/** Every window of every scale with an arrival in it; each starts at a multiple of half its length. */
function candidatesOf(byTime: readonly Arrival[]): Map<string, Candidate> {
  const windows = new Map<string, Candidate>();
  for (const scaleMs of WINDOW_SCALES_MS) {
    const step = scaleMs / 2;
    // Arrivals come in time order: each window is a run of them, built as the runs pass.
    const open = new Map<number, Candidate>();
    for (const arrival of byTime) {
      const k = Math.floor(arrival.atMs / step);
      for (const start of [k - 1, k]) {
        let window = open.get(start);
        if (!window) {
          window = { id: '', startMs: start * step, scaleMs, arrivals: [] };
          open.set(start, window);
        }
        window.arrivals.push(arrival);
      }
    }
    for (const window of open.values()) {
      window.id = windowId(window.startMs, scaleMs);
      windows.set(window.id, window);
    }
  }
  return windows;
}

/**
 * The windows of a race to hold, and the networks they hold. Operators' rulings come
 * first (a window they held stays held; the networks of one they released are never held
 * by this rule).
 * Then, repeatedly, the window that stands furthest out among those that are bursts,
 * weighed without the networks already held, is held — so a pool is held in its
 * smallest window and the fans around it stay counted — until none is left.
 */
export function findBurstWindows(
  arrivals: readonly Arrival[],
  records: ReadonlyMap<string, WindowRecord>,
): { windows: WindowFinding[]; held: Set<string> } {
  const byTime = [...arrivals].sort((a, b) => a.atMs - b.atMs);
  const candidates = candidatesOf(byTime);
  const held = new Set<string>();
  const windows: WindowFinding[] = [];
  /** The arrivals not held yet, in time order, and their sums. */
  let free = byTime;
  let freeSums = sumsOf(free);
  const weigh = (c: Candidate, members: readonly Arrival[]) => {
    const end = c.startMs + c.scaleMs;
    let first = Number.POSITIVE_INFINITY;
    let last = Number.NEGATIVE_INFINITY;
    // The rest's first and last arrivals: the free ones outside the window nearest each end.
    for (const a of free) {
      if (a.atMs < c.startMs || a.atMs >= end) {
        first = a.atMs;
        break;
      }
    }
    for (let i = free.length - 1; i >= 0; i--) {
      const a = free[i]!;
      if (a.atMs < c.startMs || a.atMs >= end) {
        last = a.atMs;
        break;
      }
    }
    const own = sumsOf(members);
    return { own, rest: without(freeSums, own, first, last) };
  };
  const hold = (c: Candidate, members: Arrival[], by: WindowFinding['by']) => {
    const { own, rest } = weigh(c, members);
    const w =
      own.n > 0 && rest.n > 0
        ? weighWindow(own, rest, c.scaleMs)
        : {
            rateFactor: 0,
            average: 0,
            restAverage: 0,
            pull: 0,
            z: 0,
            modeWithout: null,
            modeWith: null,
          };
    windows.push({
      id: c.id,
      startMs: c.startMs,
      scaleMs: c.scaleMs,
      networks: members.map((a) => a.network),
      rateFactor: w.rateFactor,
      average: w.average,
      restAverage: w.restAverage,
      pull: w.pull,
      z: w.z,
      modeWithout: w.modeWithout,
      modeWith: w.modeWith,
      by,
    });
    for (const a of members) held.add(a.network);
    free = free.filter((a) => !held.has(a.network));
    freeSums = sumsOf(free);
  };
  for (const [id, record] of records) {
    if (record.by !== 'operator' || record.state !== 'held') continue;
    const window = parseWindowId(id);
    if (!window) continue;
    const c = candidates.get(id) ?? { id, ...window, arrivals: [] };
    hold(
      c,
      c.arrivals.filter((a) => !held.has(a.network)),
      'operator',
    );
  }
  // A window an operator released frees its networks from every window of the rule's:
  // they stay in the rest every window is weighed against.
  const freed = new Set<string>();
  for (const [id, record] of records)
    if (record.by === 'operator' && record.state === 'released')
      for (const a of candidates.get(id)?.arrivals ?? []) freed.add(a.network);
  const open = [...candidates.values()]
    .filter((c) => records.get(c.id)?.by !== 'operator')
    .map((c) => ({ ...c, arrivals: c.arrivals.filter((a) => !freed.has(a.network)) }))
    .filter((c) => c.arrivals.length >= WINDOW_MIN_NETWORKS);
  // Each round holds one window; there are never more rounds than windows.
  for (let round = 0; round < open.length; round++) {
    let best: { c: Candidate; members: Arrival[]; score: number } | null = null;
    for (const c of open) {
      const members = c.arrivals.filter((a) => !held.has(a.network));
      if (members.length < WINDOW_MIN_NETWORKS) continue;
      const { own, rest } = weigh(c, members);
      if (rest.n < WINDOW_MIN_REST) continue;
      const weighed = weighWindow(own, rest, c.scaleMs);
      if (!isBurst(weighed, records.get(c.id)?.state === 'held')) continue;
      const score = Math.max(Math.abs(weighed.z), weighed.modeZ);
      const better =
        !best ||
        score > best.score ||
        (score === best.score &&
          (c.scaleMs < best.c.scaleMs ||
            (c.scaleMs === best.c.scaleMs && c.startMs < best.c.startMs)));
      if (better) best = { c, members, score };
    }
    if (!best) break;
    hold(best.c, best.members, 'auto');
  }
  return { windows, held };
}
