export const MESSAGE_MIN_DISPLAY_MS = 3000;

export const SOUND_DEBOUNCE_MS = 500;

export const LOADING_MIN_MS = 800;

export const COLOUR_CYCLE_STEP_MS = 300;

export const COLOUR_CYCLE_START_MS = 200;

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

/**
 * How much longer the loading screen must stay up (0 = it may go once the data is in):
 * it shows for at least LOADING_MIN_MS, so it never flashes.
 */
export function loadingRemainingMs(shownAt: number, now: number): number {
  return Math.max(0, LOADING_MIN_MS - (now - shownAt));
}

/**
 * How long the logo's colour cycle waits before showing livery `index`: the first after
 * COLOUR_CYCLE_START_MS, each next one COLOUR_CYCLE_STEP_MS after the one before.
 */
export function colourCycleDelayMs(index: number): number {
  return index === 0 ? COLOUR_CYCLE_START_MS : COLOUR_CYCLE_STEP_MS;
}
