import {
  COLOUR_CYCLE_START_MS,
  COLOUR_CYCLE_STEP_MS,
  LOADING_MIN_MS,
  MESSAGE_MIN_DISPLAY_MS,
  SOUND_DEBOUNCE_MS,
} from './constants';
import {
  colourCycleSchedule,
  isLoadingDone,
  messageHoldRemainingMs,
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

describe('isLoadingDone', () => {
  it.each<[string, boolean, boolean, number, boolean]>([
    ['all loaded, 1 ms short of the minimum', true, true, LOADING_MIN_MS - 1, false],
    ['all loaded at the minimum', true, true, LOADING_MIN_MS, true],
    ['races missing', false, true, LOADING_MIN_MS * 5, false],
    ['tallies missing', true, false, LOADING_MIN_MS * 5, false],
  ])('%s → %s', (_name, racesLoaded, talliesLoaded, elapsed, done) => {
    expect(isLoadingDone({ racesLoaded, talliesLoaded, startedAt: T, now: T + elapsed })).toBe(
      done,
    );
  });
});

describe('colourCycleSchedule', () => {
  it('starts after the delay and steps once per interval', () => {
    expect(colourCycleSchedule(['a', 'b', 'c'])).toEqual([
      { key: 'a', atMs: COLOUR_CYCLE_START_MS },
      { key: 'b', atMs: COLOUR_CYCLE_START_MS + COLOUR_CYCLE_STEP_MS },
      { key: 'c', atMs: COLOUR_CYCLE_START_MS + 2 * COLOUR_CYCLE_STEP_MS },
    ]);
    expect([COLOUR_CYCLE_START_MS, COLOUR_CYCLE_STEP_MS]).toEqual([200, 300]);
  });
});
