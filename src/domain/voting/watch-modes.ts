import { type Tally, WATCH_MODES, type WatchMode } from '../types';

export const COMPACT_MODE_MIN_SHARE = 0.05;

export const WATCH_MODE_LABELS = {
  'Full Race': 'FULL RACE',
  'Race-in-30': 'RACE-IN-30',
  'Highlights Only': 'HIGHLIGHTS',
} as const satisfies Record<WatchMode, string>;

export interface WatchModeShare {
  mode: WatchMode;
  count: number;
  share: number;
}

export function isWatchMode(value: unknown): value is WatchMode {
  return (WATCH_MODES as readonly unknown[]).includes(value);
}

function countOf(viewModes: Partial<Record<WatchMode, number>>, mode: WatchMode): number {
  const count = viewModes[mode];
  return typeof count === 'number' && count > 0 ? count : 0;
}

/** Most votes wins; a tie goes to the later (shorter) mode, so spare time is never oversold. */
export function bestWatchMode(viewModes: Partial<Record<WatchMode, number>>): WatchMode | null {
  let best: WatchMode | null = null;
  let bestCount = 0;
  for (const mode of WATCH_MODES) {
    const count = countOf(viewModes, mode);
    if (count > 0 && count >= bestCount) {
      best = mode;
      bestCount = count;
    }
  }
  return best;
}

/** The best watch mode reads '-' when no mode has a vote. */
export const NO_BEST_WATCH_TEXT = '-';

/** The best watch mode as every screen shows it: its display label, or '-' with no votes. */
export function bestWatchLabel(
  viewModes: Partial<Record<WatchMode, number>>,
): (typeof WATCH_MODE_LABELS)[WatchMode] | typeof NO_BEST_WATCH_TEXT {
  const best = bestWatchMode(viewModes);
  return best ? WATCH_MODE_LABELS[best] : NO_BEST_WATCH_TEXT;
}

/**
 * Shares are taken of the mode votes themselves (every vote has exactly one mode, so this
 * equals totalVotes on sound data) so the breakdown always adds up to 100%.
 */
export function watchModeShares(tally: Pick<Tally, 'viewModes'>): WatchModeShare[] {
  const total = WATCH_MODES.reduce((sum, mode) => sum + countOf(tally.viewModes, mode), 0);
  return WATCH_MODES.map((mode) => {
    const count = countOf(tally.viewModes, mode);
    return { mode, count, share: total > 0 ? count / total : 0 };
  });
}

/**
 * Modes worth a line on a compact card, most voted first; ties list the later mode first
 * so the first entry is always the best watch mode.
 */
export function compactWatchModes(tally: Pick<Tally, 'viewModes'>): WatchModeShare[] {
  return watchModeShares(tally)
    .filter((entry) => entry.count > 0 && entry.share >= COMPACT_MODE_MIN_SHARE)
    .reverse()
    .sort((a, b) => b.count - a.count);
}
