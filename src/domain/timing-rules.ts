import {
  COLOUR_CYCLE_START_MS,
  COLOUR_CYCLE_STEP_MS,
  LOADING_MIN_MS,
  MESSAGE_MIN_DISPLAY_MS,
  SOUND_DEBOUNCE_MS,
} from './constants';

/**
 * A burst of tally changes plays the notification sound once: at most one play per
 * debounce window, counted from the last play.
 */
export function shouldPlayTallySound(lastPlayedAt: number | null, now: number): boolean {
  return lastPlayedAt === null || now - lastPlayedAt >= SOUND_DEBOUNCE_MS;
}

/** How much longer a vote message must stay up so it can be read (0 = may go now). */
export function messageHoldRemainingMs(shownAt: number, now: number): number {
  return Math.max(0, MESSAGE_MIN_DISPLAY_MS - (now - shownAt));
}

export interface LoadingProgress {
  racesLoaded: boolean;
  talliesLoaded: boolean;
  startedAt: number;
  now: number;
}

/** The loading screen stays until races, tallies and the minimum delay are all done. */
export function isLoadingDone(progress: LoadingProgress): boolean {
  return (
    progress.racesLoaded &&
    progress.talliesLoaded &&
    progress.now - progress.startedAt >= LOADING_MIN_MS
  );
}

/** When each theme shows during the logo's colour cycle, in ms after the click. */
export function colourCycleSchedule<K>(themeKeys: readonly K[]): { key: K; atMs: number }[] {
  return themeKeys.map((key, index) => ({
    key,
    atMs: COLOUR_CYCLE_START_MS + index * COLOUR_CYCLE_STEP_MS,
  }));
}
