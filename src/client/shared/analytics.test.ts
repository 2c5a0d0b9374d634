import { parseAnalyticsBatch } from '../../domain/analytics/analytics-batch';
import {
  ANALYTICS_FLUSH_INTERVAL_MS,
  MAX_EVENTS_PER_BATCH,
  MAX_PROP_STRING_LENGTH,
  MAX_PROPS_PER_EVENT,
} from '../../domain/analytics/analytics-events';
import { type AnalyticsTransport, cleanProps, createAnalyticsClient } from './analytics';

function fakeTransport(beaconAccepts = true) {
  const posts: string[] = [];
  const beacons: string[] = [];
  const timers: (() => void)[] = [];
  const transport: AnalyticsTransport = {
    beacon: (_url, body) => {
      if (beaconAccepts) beacons.push(body);
      return beaconAccepts;
    },
    post: async (_url, body) => {
      posts.push(body);
    },
    now: () => 1_000,
    setTimer: (run, ms) => {
      expect(ms).toBe(ANALYTICS_FLUSH_INTERVAL_MS);
      timers.push(run);
    },
  };
  const runTimers = () => {
    for (const run of timers.splice(0)) run();
  };
  return { transport, posts, beacons, runTimers };
}

const events = (body: string) => (JSON.parse(body) as { events: { name: string }[] }).events;

describe('analytics client', () => {
  it('batches events and sends them once the flush interval passes', () => {
    const t = fakeTransport();
    const client = createAnalyticsClient(t.transport);
    client.track('page_view', { path: '/' });
    client.track('theme_menu_open', { source: 'menu' });
    expect(t.posts).toHaveLength(0);
    t.runTimers();
    expect(t.posts).toHaveLength(1);
    const body = JSON.parse(t.posts[0]!);
    expect(parseAnalyticsBatch(body, 1_000).ok).toBe(true);
    // The device's clock at sending, so the server can correct a clock set wrong.
    expect(body.sentAt).toBe(1_000);
    expect(body.events).toEqual([
      { name: 'page_view', props: { path: '/' }, at: 1_000 },
      { name: 'theme_menu_open', props: { source: 'menu' }, at: 1_000 },
    ]);
    expect(client.pending()).toBe(0);
  });

  it('sends at once when a batch is full and never sends more than a batch holds', () => {
    const t = fakeTransport();
    const client = createAnalyticsClient(t.transport);
    for (let i = 0; i < MAX_EVENTS_PER_BATCH; i += 1) client.track('page_view');
    expect(t.posts).toHaveLength(1);
    expect(events(t.posts[0]!)).toHaveLength(MAX_EVENTS_PER_BATCH);
  });

  it('hands the queue to sendBeacon when the page hides, split into valid batches', () => {
    const t = fakeTransport();
    const client = createAnalyticsClient(t.transport);
    for (let i = 0; i < MAX_EVENTS_PER_BATCH - 1; i += 1) client.track('vote_attempt');
    client.flushOnHide();
    expect(t.beacons).toHaveLength(1);
    expect(events(t.beacons[0]!)).toHaveLength(MAX_EVENTS_PER_BATCH - 1);
    client.flushOnHide();
    expect(t.beacons).toHaveLength(1);
  });

  it('falls back to fetch when the beacon throws', () => {
    const t = fakeTransport();
    t.transport.beacon = () => {
      throw new TypeError('beacon refused');
    };
    const client = createAnalyticsClient(t.transport);
    client.track('page_view');
    expect(() => client.flushOnHide()).not.toThrow();
    expect(t.posts).toHaveLength(1);
  });

  it('falls back to fetch when the browser refuses the beacon', () => {
    const t = fakeTransport(false);
    const client = createAnalyticsClient(t.transport);
    client.track('vote_reset', { raceId: 'r' });
    client.flushOnHide();
    expect(t.posts).toHaveLength(1);
  });

  it('drops unknown event names with a warning instead of sending them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = fakeTransport();
    const client = createAnalyticsClient(t.transport);
    client.track('buy_now');
    expect(client.pending()).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('buy_now'));
  });

  it('swallows a failed send', async () => {
    const t = fakeTransport();
    t.transport.post = () => Promise.reject(new TypeError('offline'));
    const client = createAnalyticsClient(t.transport);
    client.track('page_view');
    expect(() => client.flush()).not.toThrow();
  });
});

describe('cleanProps', () => {
  it.each([
    ['drops undefined', { a: undefined, b: 1 }, { b: 1 }],
    ['keeps null and booleans', { a: null, b: false }, { a: null, b: false }],
    ['drops non-finite numbers', { a: Number.NaN, b: 2 }, { b: 2 }],
    [
      'trims long strings',
      { s: 'x'.repeat(MAX_PROP_STRING_LENGTH + 5) },
      { s: 'x'.repeat(MAX_PROP_STRING_LENGTH) },
    ],
  ])('%s', (_label, input, expected) => {
    expect(cleanProps(input)).toEqual(expected);
  });

  it('keeps at most the allowed number of props', () => {
    const many = Object.fromEntries(
      Array.from({ length: MAX_PROPS_PER_EVENT + 3 }, (_, i) => [`k${i}`, i]),
    );
    expect(Object.keys(cleanProps(many))).toHaveLength(MAX_PROPS_PER_EVENT);
  });
});
