import { logOnceAMinute, REPEATED_LOG_WINDOW_MS } from './log-once-a-minute';

describe('logOnceAMinute', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('logs the first at once, then one line per window with the count', () => {
    const lines: Array<{ n: number; occurrences: number }> = [];
    const log = logOnceAMinute<{ n: number }>((entry) => lines.push(entry));
    for (let n = 1; n <= 1000; n += 1) log.note({ n });
    expect(lines).toEqual([{ n: 1, occurrences: 1 }]);
    vi.advanceTimersByTime(REPEATED_LOG_WINDOW_MS);
    expect(lines).toEqual([
      { n: 1, occurrences: 1 },
      { n: 1000, occurrences: 999 },
    ]);
    // A quiet window writes nothing; the next occurrence after it is logged at once.
    vi.advanceTimersByTime(REPEATED_LOG_WINDOW_MS * 3);
    expect(lines).toHaveLength(2);
    log.note({ n: 1001 });
    expect(lines.at(-1)).toEqual({ n: 1001, occurrences: 1 });
    log.stop();
  });
});
