import {
  COLOUR_CYCLE_START_MS,
  COLOUR_CYCLE_STEP_MS,
  colourCycleDelayMs,
  LOADING_MIN_MS,
  loadingRemainingMs,
  MESSAGE_MIN_DISPLAY_MS,
  messageHoldRemainingMs,
  SOUND_DEBOUNCE_MS,
  shouldPlayTallySound,
} from './timing-rules';

const T = 1_000_000;

describe('shouldPlayTallySound', () => {
  it.each<[string, number | null, number, boolean]>([
    ['never played', null, T, true],
    ['1 ms inside the debounce', T, T + SOUND_DEBOUNCE_MS - 1, false],
    ['at the debounce', T, T + SOUND_DEBOUNCE_MS, true],
    ['long after', T, T + 10 * SOUND_DEBOUNCE_MS, true],
  ])('%s → %s', (_name, last, now, play) => {
    expect(shouldPlayTallySound(last, now)).toBe(play);
  });
});

describe('messageHoldRemainingMs', () => {
  it.each<[number, number]>([
    [0, MESSAGE_MIN_DISPLAY_MS],
    [MESSAGE_MIN_DISPLAY_MS - 1, 1],
    [MESSAGE_MIN_DISPLAY_MS, 0],
    [MESSAGE_MIN_DISPLAY_MS + 500, 0],
  ])('%i ms after showing, %i ms remain', (elapsed, remaining) => {
    expect(messageHoldRemainingMs(T, T + elapsed)).toBe(remaining);
  });
});

describe('loadingRemainingMs', () => {
  it.each<[number, number]>([
    [0, LOADING_MIN_MS],
    [LOADING_MIN_MS - 1, 1],
    [LOADING_MIN_MS, 0],
    [LOADING_MIN_MS * 5, 0],
  ])('%i ms after showing, %i ms remain', (elapsed, remaining) => {
    expect(loadingRemainingMs(T, T + elapsed)).toBe(remaining);
  });
});

describe('colourCycleDelayMs', () => {
  it('waits the start delay before the first livery, then one step before each next', () => {
    expect([0, 1, 2].map(colourCycleDelayMs)).toEqual([
      COLOUR_CYCLE_START_MS,
      COLOUR_CYCLE_STEP_MS,
      COLOUR_CYCLE_STEP_MS,
    ]);
    expect([COLOUR_CYCLE_START_MS, COLOUR_CYCLE_STEP_MS]).toEqual([200, 300]);
  });
});
