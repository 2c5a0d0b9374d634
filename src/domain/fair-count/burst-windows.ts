import { WATCH_MODES, type WatchMode } from '../types';
import { bestWatchMode } from '../voting/watch-modes';
import { DEFAULT_MAX_SHIFT_STARS } from './fair-count';

// A proxy pool buys voices, one per network, and spends them together (docs/decisions/
// 0135). Anonymous voters cannot be told apart, and on race day the crowd itself arrives as
// a surge, so how fast networks arrive tells nothing. What a pool cannot hide is that its
// networks arrive together and vote alike, far from everyone else: a run of consecutive
// arrivals whose stars (or way to watch) sit far from the rest of the race. Such a run's
// voices that vote its way (its *bloc*) are held as one — stored and answered, not counted
// — but only while clearly fewer of the race's networks vote that way than the other: the
// crowd is never the outlier, whichever came first. Weighed again at every look as the
// race grows; released once the rest agrees with it or outnumbers it no more. Pure: the server
// feeds each network's arrival (its first vote on the race, as it reads now) and the
// windows already held or ruled on by an operator.

/** The smallest window: runs of this many consecutive arrivals, then twice as many, and so on. */
export const WINDOW_MIN_NETWORKS = 20;
/** A window is weighed only against at least this many networks outside it (before, it is the crowd). */
export const WINDOW_MIN_REST = 30;
/** A window whose stars sit this many standard errors from the rest's is looked into… */
export const WINDOW_NOTICE_Z = 4;
/** …(one held stays looked into down to this many)… */
export const WINDOW_NOTICE_RELEASE_Z = 3;
/** …and its bloc held when the bloc's stars (or the window's way to watch) sit this many from the rest's… */
export const WINDOW_HOLD_Z = 5;
/** …and released below this many (the gaps keep a window from flickering). */
export const WINDOW_RELEASE_Z = 3;
/** A bloc held must move the race's average at least this far; a held one stays while it moves half. */
export const WINDOW_MIN_PULL_STARS = DEFAULT_MAX_SHIFT_STARS;
/** A bloc needs this many networks to be held: fewer are as many single fans, which the per-network bounds weigh. */
export const BLOC_MIN_NETWORKS = WINDOW_MIN_NETWORKS;
/** How many times more of the race's networks must vote against a bloc than with it for it to be held. */
export const WINDOW_MAJORITY = 1.5;
/** The least spread assumed of a crowd's stars (a unanimous crowd would make any voice an outlier). */
export const WINDOW_SD_FLOOR = 0.5;
/** Standard errors by which a window must vote a cell (stars and way to watch) more than the rest for the cell to be its bloc's… */
export const CELL_LEAN_Z = 2;
/** …and at least this many times as often. */
export const BLOC_CELL_RATIO = 2;

/** A network's arrival at a race: when its first vote was cast, and that vote as it reads now. */
export interface Arrival {
  network: string;
  atMs: number;
  starRating: number;
  viewMode: WatchMode;
}

/** A window an earlier look held, or one an operator ruled on. */
export interface WindowRecord {
  state: 'held' | 'released';
  by: 'auto' | 'operator';
}

export interface WindowFinding {
  id: string;
  /** Its first arrival's index in the race's arrivals (time order), and its length in arrivals. */
  start: number;
  size: number;
  /** When its first and last arrivals came. */
  fromMs: number;
  toMs: number;
  /** The networks it holds: its bloc (those of its arrivals that vote its way), or all by hand. */
  networks: string[];
  /** Its arrivals' rate ÷ the race's overall rate (for operators; the rule does not read it). */
  rateFactor: number;
  /** Its voices' average, the rest's, and how far it moves the race's average. */
  average: number;
  restAverage: number;
  pull: number;
  /** How many standard errors its stars sit from the rest's. */
  z: number;
  /** The race's networks that vote its bloc's way, and those that vote the other way. */
  side: number;
  against: number;
  /** The best way to watch without it, and with it. */
  modeWithout: WatchMode | null;
  modeWith: WatchMode | null;
  by: 'auto' | 'operator';
}

/** The window lengths looked at for a race of `count` arrivals: 20, 40, 80 … below `count`. */
export function windowSizes(count: number): number[] {
  const sizes: number[] = [];
  for (let size = WINDOW_MIN_NETWORKS; size < count; size *= 2) sizes.push(size);
  return sizes;
}

/** A window's id as operators read and type it: its length and first arrival, `80n@240`. */
export function windowId(start: number, size: number): string {
  return `${size}n@${start}`;
}

const WINDOW_ID = /^(\d{1,9})n@(\d{1,9})$/;

/** The window an id names, or null when it names none this rule looks at. */
export function parseWindowId(id: string): { start: number; size: number } | null {
  const match = WINDOW_ID.exec(id);
  if (!match) return null;
  const size = Number(match[1]);
  const start = Number(match[2]);
  const ratio = size / WINDOW_MIN_NETWORKS;
  if (!Number.isInteger(ratio) || (ratio & (ratio - 1)) !== 0) return null;
  if (start % (size / 2) !== 0) return null;
  return { start, size };
}

// A vote's cell: its stars (1-5) and way to watch. Windows are sums of cells.
const MODES = WATCH_MODES.length;
const CELLS = 5 * MODES;
const cellOf = (a: Arrival) =>
  (Math.min(5, Math.max(1, Math.round(a.starRating))) - 1) * MODES +
  WATCH_MODES.indexOf(a.viewMode);
const starsOfCell = (cell: number) => Math.floor(cell / MODES) + 1;
const modeOfCell = (cell: number) => WATCH_MODES[cell % MODES]!;

/** A crowd of arrivals as counts per cell. */
type Cells = Float64Array;

/** A crowd's figures: how many, their stars and squares, and their ways to watch. */
export interface Sums {
  n: number;
  stars: number;
  squares: number;
  modes: Record<WatchMode, number>;
}

function sumsOfCells(cells: Cells): Sums {
  const sums: Sums = {
    n: 0,
    stars: 0,
    squares: 0,
    modes: { 'Full Race': 0, 'Race-in-30': 0, 'Highlights Only': 0 },
  };
  for (let c = 0; c < CELLS; c++) {
    const count = cells[c]!;
    if (count === 0) continue;
    const stars = starsOfCell(c);
    sums.n += count;
    sums.stars += count * stars;
    sums.squares += count * stars * stars;
    sums.modes[modeOfCell(c)] += count;
  }
  return sums;
}

export function sumsOf(arrivals: Iterable<Arrival>): Sums {
  const cells = new Float64Array(CELLS);
  for (const a of arrivals) cells[cellOf(a)]! += 1;
  return sumsOfCells(cells);
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
 * How a window of arrivals stands against the rest of the race: how far its stars sit
 * from the rest's in standard errors (Welch-style, the rest's spread no less than the
 * floor), how far they move the average, and whether it changes the best way to watch.
 */
export function weighWindow(w: Sums, r: Sums) {
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
  return { average, restAverage, pull, z, modeZ, modeWithout, modeWith };
}

/** A window and its bloc, each weighed against the free networks outside it. */
export interface Weighed {
  window: ReturnType<typeof weighWindow>;
  bloc: ReturnType<typeof weighWindow> & { n: number };
}

/**
 * Whether a window's bloc is far enough from everyone else to hold (`held`: held now, so
 * the lower bars). Two steps, so that a bloc picked out by its cells is never held on
 * chance alone: the window as a whole must stand out (its stars, or its way to watch
 * changing the best), and then its bloc must sit far and move the average, the same way.
 */
export function burstKind({ window, bloc }: Weighed, held: boolean): 'stars' | 'mode' | null {
  if (bloc.n < BLOC_MIN_NETWORKS) return null;
  const zBar = held ? WINDOW_RELEASE_Z : WINDOW_HOLD_Z;
  const noticeBar = held ? WINDOW_NOTICE_RELEASE_Z : WINDOW_NOTICE_Z;
  const pullBar = held ? WINDOW_MIN_PULL_STARS / 2 : WINDOW_MIN_PULL_STARS;
  if (
    Math.abs(window.z) >= noticeBar &&
    Math.sign(bloc.z) === Math.sign(window.z) &&
    Math.abs(bloc.z) >= zBar &&
    Math.abs(bloc.pull) >= pullBar - 1e-9
  )
    return 'stars';
  return window.modeZ >= zBar ? 'mode' : null;
}

export const isBurst = (weighed: Weighed, held: boolean) => burstKind(weighed, held) !== null;

/**
 * How many of the race's networks vote a bloc's way, and how many the other way. On
 * stars: those whose stars sit nearer the bloc's average than everyone else's (a vote
 * just between counts half to each); on the way to watch: those voting the way the
 * window would make best, and those voting another.
 */
export function sidesOf(
  kind: 'stars' | 'mode',
  weighed: Weighed,
  judged: Sums & { byStars: readonly number[] },
): { side: number; against: number } {
  if (kind === 'mode') {
    const mode = weighed.window.modeWith!;
    return { side: judged.modes[mode], against: judged.n - judged.modes[mode] };
  }
  const { average, restAverage } = weighed.bloc;
  const middle = (average + restAverage) / 2;
  let side = 0;
  let against = 0;
  judged.byStars.forEach((count, i) => {
    const gap = (i + 1 - middle) * Math.sign(average - restAverage);
    if (gap > 0) side += count;
    else if (gap < 0) against += count;
    else {
      side += count / 2;
      against += count / 2;
    }
  });
  return { side, against };
}

/**
 * A bloc's cells: those a window votes clearly more than the rest does — by CELL_LEAN_Z
 * standard errors and BLOC_CELL_RATIO times — against the most the rest's share of each
 * could be (a standard error over its count, and one vote more: a cell the rest voted
 * little by chance does not make a window's few fans a bloc). A pool's are the few it
 * votes; a window of the crowd has none unless it is weighed against mostly a pool.
 */
function blocCells(own: Cells, ownN: number, rest: Cells, restN: number): Uint8Array {
  const bloc = new Uint8Array(CELLS);
  for (let c = 0; c < CELLS; c++) {
    const share = Math.min(1, (rest[c]! + 1 + Math.sqrt(rest[c]! + 1)) / (restN + 1));
    const expected = ownN * share;
    bloc[c] =
      own[c]! >= BLOC_CELL_RATIO * expected &&
      own[c]! - expected >= CELL_LEAN_Z * Math.sqrt(expected * (1 - share))
        ? 1
        : 0;
  }
  return bloc;
}

/**
 * Whether a bloc may be held: clearly fewer of the race's networks vote its way than the
 * other way — WINDOW_MAJORITY times fewer, so that when two crowds are near the same size
 * (where counting networks cannot tell a pool from fans) neither is held. The crowd is
 * never the outlier: a pool that votes first is held once the crowd outnumbers it so,
 * and from then on no window of the crowd is.
 */
export function isMinority(side: number, against: number): boolean {
  return against >= WINDOW_MAJORITY * side;
}

/** Counts per cell of a run of arrivals, for every prefix: prefix[i·CELLS + c]. */
function prefixCells(cells: Int8Array, counted: Uint8Array): Float64Array {
  const n = cells.length;
  const prefix = new Float64Array((n + 1) * CELLS);
  for (let i = 0; i < n; i++) {
    const from = i * CELLS;
    const to = from + CELLS;
    for (let c = 0; c < CELLS; c++) prefix[to + c] = prefix[from + c]!;
    if (counted[i]) prefix[to + cells[i]!]! += 1;
  }
  return prefix;
}

function rangeCells(prefix: Float64Array, start: number, end: number, into: Cells): Cells {
  for (let c = 0; c < CELLS; c++) into[c] = prefix[end * CELLS + c]! - prefix[start * CELLS + c]!;
  return into;
}

/**
 * The windows of a race to hold, and the networks they hold. Windows are runs of
 * consecutive arrivals (in time order) of 20, 40, 80 … networks, each starting at a
 * multiple of half its length, so a pool of any size lies mostly inside one whatever its
 * pace, and the latest ones grow as the race does. Operators' rulings come first (a
 * window they held holds all its networks; the networks of one they released are never
 * held by this rule). Then, repeatedly, among the windows that vote far from the free
 * networks outside them and whose bloc is the race's minority, the one that stands
 * furthest out has its bloc held — so a pool is held and the fans beside it stay
 * counted — until none is left.
 */
export function findBurstWindows(
  arrivals: readonly Arrival[],
  records: ReadonlyMap<string, WindowRecord>,
): { windows: WindowFinding[]; held: Set<string> } {
  const byTime = [...arrivals].sort(
    (a, b) => a.atMs - b.atMs || (a.network < b.network ? -1 : a.network > b.network ? 1 : 0),
  );
  const n = byTime.length;
  const cells = Int8Array.from(byTime, cellOf);
  const sizes = windowSizes(n);
  const held = new Set<string>();
  const windows: WindowFinding[] = [];
  const isHeld = new Uint8Array(n);
  const span = n > 1 ? byTime[n - 1]!.atMs - byTime[0]!.atMs : 0;
  const raceRate = n / Math.max(span, 1_000);

  const finding = (
    id: string,
    start: number,
    size: number,
    members: number[],
    by: WindowFinding['by'],
    figures: Omit<ReturnType<typeof weighWindow>, 'modeZ'> & { side: number; against: number },
  ): WindowFinding => {
    const end = Math.min(start + size, n);
    const fromMs = start < n ? byTime[start]!.atMs : 0;
    const toMs = end > start ? byTime[end - 1]!.atMs : fromMs;
    const rate = (end - start) / Math.max(toMs - fromMs, 1_000);
    return {
      id,
      start,
      size,
      fromMs,
      toMs,
      networks: members.map((i) => byTime[i]!.network),
      rateFactor: rate / raceRate,
      by,
      ...figures,
    };
  };
  const holdMembers = (members: number[]) => {
    for (const i of members) {
      isHeld[i] = 1;
      held.add(byTime[i]!.network);
    }
  };

  // An operator's hold holds every network of the window not held already.
  const ruled = new Set<string>();
  const freed = new Uint8Array(n);
  for (const [id, record] of records) {
    if (record.by !== 'operator') continue;
    const window = parseWindowId(id);
    if (!window) continue;
    ruled.add(id);
    const end = Math.min(window.start + window.size, n);
    const members: number[] = [];
    for (let i = window.start; i < end; i++) if (!isHeld[i]) members.push(i);
    if (record.state === 'held') {
      const own = members.map((i) => byTime[i]!);
      const rest = byTime.filter((_, i) => !isHeld[i] && (i < window.start || i >= end));
      const figures =
        own.length > 0 && rest.length > 0
          ? weighWindow(sumsOf(own), sumsOf(rest))
          : { average: 0, restAverage: 0, pull: 0, z: 0, modeWithout: null, modeWith: null };
      windows.push(
        finding(id, window.start, window.size, members, 'operator', {
          ...figures,
          side: members.length,
          against: rest.length,
        }),
      );
      holdMembers(members);
    } else {
      // A window an operator released frees its networks from every window of the rule's:
      // they stay in the rest every window is weighed against.
      for (const i of members) freed[i] = 1;
    }
  }

  // The networks the rule judges (all but an operator's holds), per cell: whose way each votes.
  const judged = new Float64Array(CELLS);
  for (let i = 0; i < n; i++) if (!isHeld[i]) judged[cells[i]!]! += 1;
  const byOperator = isHeld.slice();
  const judgedSums = { ...sumsOfCells(judged), byStars: [0, 0, 0, 0, 0] };
  for (let c = 0; c < CELLS; c++) judgedSums.byStars[starsOfCell(c) - 1]! += judged[c]!;

  const own = new Float64Array(CELLS);
  const rest = new Float64Array(CELLS);
  const bloc = new Float64Array(CELLS);
  const others = new Float64Array(CELLS);
  // Each round holds one window's bloc, of BLOC_MIN_NETWORKS at least.
  for (let round = 0; round < n; round++) {
    const free = isHeld.map((h) => (h ? 0 : 1));
    const eligible = free.map((f, i) => (f && !freed[i] ? 1 : 0));
    // How many arrivals before each index another window of this look holds already.
    const takenBefore = new Uint32Array(n + 1);
    for (let i = 0; i < n; i++)
      takenBefore[i + 1] = takenBefore[i]! + (isHeld[i] && !byOperator[i] ? 1 : 0);
    const freePrefix = prefixCells(cells, free);
    const eligiblePrefix = prefixCells(cells, eligible);
    const freeTotal = rangeCells(freePrefix, 0, n, new Float64Array(CELLS));
    let best: {
      start: number;
      size: number;
      id: string;
      score: number;
      modeZ: number;
      cells: Uint8Array;
      figures: Parameters<typeof finding>[5];
    } | null = null;
    for (const size of sizes) {
      for (let start = 0; start < n; start += size / 2) {
        const id = windowId(start, size);
        if (ruled.has(id)) continue;
        const end = Math.min(start + size, n);
        rangeCells(eligiblePrefix, start, end, own);
        const ownSums = sumsOfCells(own);
        if (ownSums.n < WINDOW_MIN_NETWORKS) continue;
        for (let c = 0; c < CELLS; c++) rest[c] = freeTotal[c]! - own[c]!;
        const restSums = sumsOfCells(rest);
        // A window is weighed only against WINDOW_MIN_REST networks outside it, and no
        // fewer than half its own (a few dozen left outside a window of the whole crowd
        // differ from it by chance, in some cell or other).
        if (restSums.n < Math.max(WINDOW_MIN_REST, ownSums.n / 2)) continue;
        const window = weighWindow(ownSums, restSums);
        // A window held at the last look is weighed at the lower bars, as the same burst
        // weighed again — unless this look has held part of it through another window
        // (a pool found apart from the fans it came among): what is left is new.
        const held = records.get(id)?.state === 'held' && takenBefore[end] === takenBefore[start];
        const noticeBar = held ? WINDOW_NOTICE_RELEASE_Z : WINDOW_NOTICE_Z;
        if (Math.abs(window.z) < noticeBar && window.modeZ < WINDOW_RELEASE_Z) continue;
        // Its bloc: its own networks voting the cells it votes clearly more than the rest
        // (BLOC_CELL_RATIO times: a pool's few cells, or a crowd's window weighed against
        // mostly a pool; never a cell a window holds a few more of by chance), weighed
        // against every free network but them.
        const cellsOfBloc = blocCells(own, ownSums.n, rest, restSums.n);
        for (let c = 0; c < CELLS; c++) {
          bloc[c] = cellsOfBloc[c] ? own[c]! : 0;
          others[c] = freeTotal[c]! - bloc[c]!;
        }
        const blocSums = sumsOfCells(bloc);
        if (blocSums.n === 0) continue;
        const weighed = {
          window,
          bloc: { ...weighWindow(blocSums, sumsOfCells(others)), n: blocSums.n },
        };
        const kind = burstKind(weighed, held);
        if (!kind) continue;
        const { side, against } = sidesOf(kind, weighed, judgedSums);
        if (!isMinority(side, against)) continue;
        // The bloc furthest from everyone else first (a pool alone before a window that
        // holds it among fans), then the window that changes the way to watch most.
        const score = Math.abs(weighed.bloc.average - weighed.bloc.restAverage);
        const better =
          !best ||
          score > best.score ||
          (score === best.score && window.modeZ > best.modeZ) ||
          (score === best.score &&
            window.modeZ === best.modeZ &&
            (size < best.size || (size === best.size && start < best.start)));
        if (better)
          best = {
            start,
            size,
            id,
            score,
            modeZ: window.modeZ,
            cells: cellsOfBloc,
            figures: { ...weighed.bloc, side, against },
          };
      }
    }
    if (!best) break;
    const end = Math.min(best.start + best.size, n);
    const members: number[] = [];
    for (let i = best.start; i < end; i++)
      if (eligible[i] && best.cells[cells[i]!]) members.push(i);
    if (members.length === 0) break;
    // A window can hold again in a later round: once part of a pool is held, what is
    // left of it in the window (weighed against the rest without that part) may be far.
    const found = finding(best.id, best.start, best.size, members, 'auto', best.figures);
    const earlier = windows.findIndex((w) => w.id === best.id);
    if (earlier < 0) windows.push(found);
    else
      windows[earlier] = { ...found, networks: [...windows[earlier]!.networks, ...found.networks] };
    holdMembers(members);
  }
  return { windows, held };
}
