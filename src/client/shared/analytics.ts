import {
  ANALYTICS_FLUSH_INTERVAL_MS,
  type AnalyticsEvent,
  isAnalyticsEventName,
  MAX_EVENTS_PER_BATCH,
  MAX_PROP_KEY_LENGTH,
  MAX_PROP_STRING_LENGTH,
  MAX_PROPS_PER_EVENT,
  type AnalyticsProps as StoredProps,
} from '../../domain/analytics/analytics-events';

// First-party analytics: events queue in memory and leave in batches to POST /api/events,
// every few seconds while the page is open and by sendBeacon when it is hidden or closed,
// so a fan closing the tab right after voting still counts. Nothing identifies the fan.

export type AnalyticsProps = Record<string, string | number | boolean | null | undefined>;

export const EVENTS_ENDPOINT = '/api/events';

export interface AnalyticsTransport {
  /** Returns false when the browser refused to queue the beacon. */
  beacon?: (url: string, body: string) => boolean;
  post: (url: string, body: string) => Promise<unknown>;
  now: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
}

/** Keeps what the server accepts: flat primitive values, short keys and strings. */
export function cleanProps(props: AnalyticsProps): StoredProps {
  const out: StoredProps = {};
  for (const [key, value] of Object.entries(props)) {
    if (Object.keys(out).length >= MAX_PROPS_PER_EVENT) break;
    if (value === undefined || key.length === 0 || key.length > MAX_PROP_KEY_LENGTH) continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    out[key] =
      typeof value === 'string' && value.length > MAX_PROP_STRING_LENGTH
        ? value.slice(0, MAX_PROP_STRING_LENGTH)
        : value;
  }
  return out;
}

export function createAnalyticsClient(transport: AnalyticsTransport) {
  let queue: AnalyticsEvent[] = [];
  let timerPending = false;

  const takeBatches = (): string[] => {
    const batches: string[] = [];
    while (queue.length > 0) {
      // sentAt lets the server set event times right when this device's clock is wrong.
      const events = queue.slice(0, MAX_EVENTS_PER_BATCH);
      batches.push(JSON.stringify({ events, sentAt: transport.now() }));
      queue = queue.slice(MAX_EVENTS_PER_BATCH);
    }
    return batches;
  };

  const sendByFetch = (body: string) => {
    // Analytics never disturbs the page: a lost batch is simply lost.
    transport.post(EVENTS_ENDPOINT, body).catch(() => {});
  };

  return {
    track(name: string, props: AnalyticsProps = {}): void {
      if (!isAnalyticsEventName(name)) {
        console.warn(`analytics: unknown event '${name}' not sent`);
        return;
      }
      queue.push({ name, props: cleanProps(props), at: transport.now() });
      if (queue.length >= MAX_EVENTS_PER_BATCH) {
        this.flush();
        return;
      }
      if (!timerPending) {
        timerPending = true;
        transport.setTimer(() => {
          timerPending = false;
          this.flush();
        }, ANALYTICS_FLUSH_INTERVAL_MS);
      }
    },
    /** Sends everything queued now, by fetch. */
    flush(): void {
      for (const body of takeBatches()) sendByFetch(body);
    },
    /** The page is going away: hand the queue to the browser, which sends it after unload. */
    flushOnHide(): void {
      for (const body of takeBatches()) {
        // A string beacon goes as text/plain, the one type every browser lets a beacon
        // carry (Chromium refuses a JSON Blob); the server reads it as JSON.
        let queued = false;
        try {
          queued = transport.beacon?.(EVENTS_ENDPOINT, body) ?? false;
        } catch {
          queued = false;
        }
        if (!queued) sendByFetch(body);
      }
    },
    pending(): number {
      return queue.length;
    },
  };
}

export type AnalyticsClient = ReturnType<typeof createAnalyticsClient>;

function browserTransport(): AnalyticsTransport {
  return {
    beacon:
      typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
        ? (url, body) => navigator.sendBeacon(url, body)
        : undefined,
    post: (url, body) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        keepalive: true,
      }),
    now: () => Date.now(),
    setTimer: (run, ms) => setTimeout(run, ms),
  };
}

let client: AnalyticsClient | null = null;

function browserClient(): AnalyticsClient {
  if (client) return client;
  const created = createAnalyticsClient(browserTransport());
  client = created;
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', () => created.flushOnHide());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') created.flushOnHide();
    });
  }
  return created;
}

/**
 * Records one of the product's analytics events (domain/analytics/analytics-events.ts);
 * unknown names are dropped with a warning.
 */
export function track(name: string, props: AnalyticsProps = {}): void {
  browserClient().track(name, props);
}
