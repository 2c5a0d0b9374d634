import {
  isPlausibleEventTime,
  MAX_EVENT_AGE_MS,
  MAX_EVENT_LEAD_MS,
  parseAnalyticsBatch,
} from './analytics-batch';
import {
  MAX_EVENTS_PER_BATCH,
  MAX_PROP_KEY_LENGTH,
  MAX_PROP_STRING_LENGTH,
  MAX_PROPS_PER_EVENT,
} from './analytics-events';

const NOW = 1_750_000_000_000;
const event = (over: Record<string, unknown> = {}) => ({ name: 'page_view', props: {}, ...over });
const batchOf = (n: number) => ({ events: Array.from({ length: n }, () => event()) });
const propsOf = (n: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));

describe('parseAnalyticsBatch', () => {
  it.each([
    ['one event', batchOf(1)],
    ['the largest batch', batchOf(MAX_EVENTS_PER_BATCH)],
    ['props left out', { events: [{ name: 'page_view' }] }],
    ['a client time', { events: [event({ at: NOW - 1000 })] }],
    [
      'vote details',
      {
        events: [
          event({
            name: 'vote_complete',
            props: { raceId: 'r', starRating: 4, viewMode: 'Full Race', isUpdate: false, x: null },
          }),
        ],
      },
    ],
    ['the most props', { events: [event({ props: propsOf(MAX_PROPS_PER_EVENT) })] }],
    ['the longest key', { events: [event({ props: { ['k'.repeat(MAX_PROP_KEY_LENGTH)]: 1 } })] }],
    [
      'the longest string',
      { events: [event({ props: { s: 's'.repeat(MAX_PROP_STRING_LENGTH) } })] },
    ],
  ])('accepts %s', (_label, input) => {
    expect(parseAnalyticsBatch(input, NOW).ok).toBe(true);
  });

  it.each([
    ['not an object', 'page_view', /events/],
    ['no events', {}, /events/],
    ['an empty list', batchOf(0), /at least one/],
    ['one event too many', batchOf(MAX_EVENTS_PER_BATCH + 1), /at most 50/],
    ['an unknown event', { events: [event({ name: 'buy_now' })] }, /name must be one of/],
    ['a missing name', { events: [{ props: {} }] }, /name/],
    ['an extra field', { events: [event({ ip: '1.2.3.4' })] }, /ip|Unrecognized/i],
    ['an extra batch field', { ...batchOf(1), userId: 'u' }, /userId|Unrecognized/i],
    ['nested props', { events: [event({ props: { a: { b: 1 } } })] }, /props/],
    ['array props', { events: [event({ props: [1] })] }, /props/],
    ['too many props', { events: [event({ props: propsOf(MAX_PROPS_PER_EVENT + 1) })] }, /at most/],
    [
      'a long key',
      { events: [event({ props: { ['k'.repeat(MAX_PROP_KEY_LENGTH + 1)]: 1 } })] },
      /prop names/,
    ],
    [
      'a long string',
      { events: [event({ props: { s: 's'.repeat(MAX_PROP_STRING_LENGTH + 1) } })] },
      /prop values/,
    ],
    ['a negative time', { events: [event({ at: -1 })] }, /at/],
    ['a fractional time', { events: [event({ at: NOW + 0.5 })] }, /at/],
    ['a time no date can hold', { events: [event({ at: 8_640_000_000_000_001 })] }, /at/],
    ['a time past the safe integers', { events: [event({ at: 2 ** 60 })] }, /at/],
    [
      'a time too far back',
      { events: [event(), event({ at: NOW - MAX_EVENT_AGE_MS - 1 })] },
      /^events\.1\.at: must be at most 7 days before/,
    ],
    [
      'a time too far ahead',
      { events: [event({ at: NOW + MAX_EVENT_LEAD_MS + 1 })] },
      /^events\.0\.at: .*1 day after/,
    ],
  ])('rejects %s with a message naming the rule', (_label, input, message) => {
    const result = parseAnalyticsBatch(input, NOW);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });

  it('rejects a whole batch when one event in it is bad', () => {
    const input = { events: [event(), event({ name: 'nope' })] };
    const result = parseAnalyticsBatch(input, NOW);
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/^events\.1\.name/) });
  });

  it('fills in empty props', () => {
    const result = parseAnalyticsBatch({ events: [{ name: 'vote_reset' }] }, NOW);
    expect(result).toEqual({ ok: true, batch: { events: [{ name: 'vote_reset', props: {} }] } });
  });
});

describe('parseAnalyticsBatch with the client clock at sending (sentAt)', () => {
  const WEEK_AHEAD = 7 * 24 * 60 * 60 * 1000;
  it.each([
    ['a device clock a week ahead', NOW + WEEK_AHEAD - 5_000, NOW + WEEK_AHEAD, NOW - 5_000],
    ['a device clock a year behind', NOW - 365 * 86_400_000 - 1, NOW - 365 * 86_400_000, NOW - 1],
    ['a right clock', NOW - 2_000, NOW, NOW - 2_000],
  ])('moves the events of %s onto the server clock', (_label, at, sentAt, stored) => {
    const result = parseAnalyticsBatch({ events: [event({ at })], sentAt }, NOW);
    expect(result).toMatchObject({ ok: true, batch: { events: [{ at: stored }] } });
  });

  it.each([
    ['queued longer ago than is kept', NOW - MAX_EVENT_AGE_MS - 1, NOW, false],
    ['queued exactly as long ago as is kept', NOW - MAX_EVENT_AGE_MS, NOW, true],
    ['after its own sending, beyond the lead', NOW + MAX_EVENT_LEAD_MS + 1, NOW, false],
  ])('an event %s → accepted %s', (_label, at, sentAt, ok) => {
    expect(parseAnalyticsBatch({ events: [event({ at })], sentAt }, NOW).ok).toBe(ok);
  });

  it('refuses a sentAt that is not a whole number of milliseconds', () => {
    expect(parseAnalyticsBatch({ events: [event()], sentAt: 1.5 }, NOW).ok).toBe(false);
  });
});

describe('isPlausibleEventTime', () => {
  it.each([
    ['the server time', NOW, true],
    ['the oldest time kept', NOW - MAX_EVENT_AGE_MS, true],
    ['just older', NOW - MAX_EVENT_AGE_MS - 1, false],
    ['the latest time kept', NOW + MAX_EVENT_LEAD_MS, true],
    ['just later', NOW + MAX_EVENT_LEAD_MS + 1, false],
    ['the epoch', 0, false],
    ['beyond any date', 8_640_000_000_000_001, false],
  ])('%s → %s', (_label, at, expected) => {
    expect(isPlausibleEventTime(at, NOW)).toBe(expected);
  });
});
