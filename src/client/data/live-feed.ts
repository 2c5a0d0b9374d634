import type { Race, Tally, TallyMap } from '../../domain/types';
import { normalizeTally } from '../../domain/voting/tally';

// The page's one live subscription (GET /api/live, Server-Sent Events). The browser's
// EventSource reconnects by itself after a dropped stream, and each (re)connection starts
// with the full current state, so nothing here has to remember what was missed — except
// the race list when it has not changed: the browser sends back the id of the last one it
// received (Last-Event-ID), and the server leaves out a list the page already has.

export const LIVE_FEED_URL = '/api/live';
/** When the server refused the stream outright (the browser gives up), try again after this. */
export const LIVE_RETRY_MS = [5_000, 15_000, 30_000] as const;

export interface LiveFeedHandlers {
  onRaces(races: Race[]): void;
  onTallies(tallies: TallyMap): void;
  onTally(tally: Tally): void;
}

/** The slice of EventSource the feed uses (a test passes a fake). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
  onerror: ((event: Event) => void) | null;
  onopen: ((event: Event) => void) | null;
}

export type EventSourceFactory = (url: string) => EventSourceLike;

const CLOSED = 2;

const defaultFactory = (): EventSourceFactory | null =>
  typeof EventSource === 'undefined' ? null : (url) => new EventSource(url);

function parse(event: MessageEvent): unknown {
  try {
    return JSON.parse(String(event.data));
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads one event's payload; anything malformed is skipped rather than shown. */
export function readLiveEvent(
  type: string,
  data: unknown,
):
  | { type: 'races'; races: Race[] }
  | { type: 'tallies'; tallies: TallyMap }
  | { type: 'tally'; tally: Tally }
  | null {
  if (type === 'races' && Array.isArray(data)) {
    const races = data.filter((r): r is Race => isObject(r) && typeof r.id === 'string');
    return { type: 'races', races };
  }
  if (type === 'tallies' && isObject(data)) {
    const tallies: TallyMap = {};
    for (const [raceId, raw] of Object.entries(data)) tallies[raceId] = normalizeTally(raw, raceId);
    return { type: 'tallies', tallies };
  }
  if (type === 'tally' && isObject(data) && typeof data.raceId === 'string' && data.raceId) {
    return { type: 'tally', tally: normalizeTally(data, data.raceId) };
  }
  return null;
}

/**
 * Subscribes to the live feed; returns the function that unsubscribes. A failing feed is
 * only logged: the page keeps what it has (a current race with no data reads as zero).
 */
export function startLiveFeed(
  handlers: LiveFeedHandlers,
  options: { url?: string; createEventSource?: EventSourceFactory | null } = {},
): () => void {
  const create =
    options.createEventSource === undefined ? defaultFactory() : options.createEventSource;
  if (!create) return () => {};
  const url = options.url ?? LIVE_FEED_URL;
  let source: EventSourceLike | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let stopped = false;

  const dispatch = (event: MessageEvent) => {
    const parsed = readLiveEvent(event.type, parse(event));
    if (!parsed) return;
    if (parsed.type === 'races') handlers.onRaces(parsed.races);
    else if (parsed.type === 'tallies') handlers.onTallies(parsed.tallies);
    else handlers.onTally(parsed.tally);
  };

  const open = () => {
    if (stopped) return;
    const current = create(url);
    source = current;
    for (const type of ['races', 'tallies', 'tally']) current.addEventListener(type, dispatch);
    current.onopen = () => {
      failures = 0;
    };
    current.onerror = () => {
      console.warn('live feed interrupted; the browser will reconnect');
      // A refused stream (not an event stream, or an error status) is not retried by the
      // browser itself; try again later so a restarted server is picked up.
      if (current.readyState === CLOSED && !stopped && retry === null) {
        current.close();
        const wait = LIVE_RETRY_MS[Math.min(failures, LIVE_RETRY_MS.length - 1)];
        failures += 1;
        retry = setTimeout(() => {
          retry = null;
          open();
        }, wait);
      }
    };
  };
  open();

  return () => {
    stopped = true;
    if (retry !== null) clearTimeout(retry);
    source?.close();
  };
}
