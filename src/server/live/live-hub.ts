import { createHash } from 'node:crypto';
import type { Change } from './change-bus';

/** One open SSE stream as the hub sees it. */
export interface LiveClient {
  /** Writes an already-framed SSE chunk; returns false if the client is gone or too slow. */
  write(chunk: Buffer): boolean;
  close(): void;
}

/** The current state, already serialised (the home snapshot): never re-read per viewer. */
export interface LiveSources {
  racesJson(): Promise<string>;
  talliesJson(): Promise<string>;
  /** null for an unknown race. */
  tallyJson(raceId: string): Promise<string | null>;
}

/** A viewer this far behind (bytes queued) is cut off; its browser reconnects and resyncs. */
export const MAX_QUEUED_BYTES = 1024 * 1024;

/** What the hub needs of an HTTP/1.1 or an HTTP/2 response. */
export interface SseResponse {
  readonly writableEnded: boolean;
  readonly writableLength: number;
  /** HTTP/1.1; an HTTP/2 response leaves it undefined at run time, its stream has it. */
  readonly destroyed?: boolean;
  readonly stream?: { readonly destroyed: boolean };
  write(chunk: Buffer): boolean;
  end(): void;
}

/**
 * An SSE response as a LiveClient: a class, not a pair of closures per viewer — with tens
 * of thousands of viewers every per-stream allocation counts.
 */
export class ResponseClient implements LiveClient {
  constructor(private readonly raw: SseResponse) {}

  write(chunk: Buffer): boolean {
    const { raw } = this;
    if ((raw.destroyed ?? raw.stream?.destroyed) || raw.writableEnded) return false;
    raw.write(chunk);
    return raw.writableLength < MAX_QUEUED_BYTES;
  }

  close(): void {
    if (!this.raw.writableEnded) this.raw.end();
  }
}

export interface LiveHubOptions {
  /** A race's tally (and the race list) is pushed at most once per this many ms. */
  coalesceMs?: number;
  heartbeatMs?: number;
  onError?: (error: unknown) => void;
  /** A clock in ms for the time a push takes (tests drive it). */
  now?: () => number;
  /**
   * The reconnect delay told to each stream when the hub closes, given how many streams it
   * ends (default: leavingRetryMs).
   */
  leavingRetry?: (leaving: number) => number;
}

/**
 * The reconnect delay a stream is told as its instance leaves (SSE `retry:`), drawn per
 * stream from this range for up to 2,000 streams: short, so the browser is back (through the
 * proxy, on another instance) before the instance that replaces the leaving one starts —
 * its start takes ~1 s of CPU on the same machine; spread over half a second, so a leaving
 * instance's viewers — each asking for the state again (~20 KB of tallies; the race list
 * too, ~14 KB, if it changed) — do not all arrive at the next one in the same instant
 * (docs/decisions/0154; measured: bench/RESULTS.md, "Rolling deploy").
 */
export const LEAVING_RETRY_MS = { min: 100, max: 600 } as const;

/**
 * At most this many of a leaving instance's viewers a second are told to come back: more
 * widen the spread (8,000 streams: 100–2,100 ms), so the listen backlog of the instance
 * that takes them (4,096, health/graceful-shutdown.ts) holds a second of them however busy
 * that instance is, and none of their connections is dropped.
 */
export const LEAVING_RECONNECTS_PER_SECOND = 4000;

/** The width of the window the `leaving` streams' reconnect delays are drawn from, in ms. */
export function leavingRetrySpread(leaving: number): number {
  const { min, max } = LEAVING_RETRY_MS;
  return Math.max(max - min, Math.ceil((leaving * 1000) / LEAVING_RECONNECTS_PER_SECOND));
}

/** A delay for one of `leaving` streams, drawn from LEAVING_RETRY_MS (`random` in [0, 1)). */
export function leavingRetryMs(leaving = 1, random: () => number = Math.random): number {
  return LEAVING_RETRY_MS.min + Math.floor(random() * (leavingRetrySpread(leaving) + 1));
}

/** The SSE line that sets a browser's reconnect delay; it carries no event. */
export const retryLine = (ms: number) => Buffer.from(`retry: ${ms}\n\n`);

export const COALESCE_MS = 250;
export const HEARTBEAT_MS = 15_000;
/**
 * A push whose read failed (the database away) is tried again this much later, while
 * anyone watches: the change it carried is not lost, and an outage costs a read a second.
 */
export const RETRY_AFTER_FAILURE_MS = 1000;
/**
 * Viewers written to before the hub yields: votes and reads wait for one slice, never for
 * a push to every viewer (tens of thousands of writes, a few hundred ms on one core).
 */
export const BROADCAST_SLICE = 1000;
/**
 * The share of the process a key's pushes may take: after a push that took t ms the next
 * waits at least t × (1 / share − 1). A few viewers keep the COALESCE_MS pace; 20,000 on a
 * connection each (~300 ms a push) get a push every ~1.2 s instead of four a second, which
 * alone would fill a core (docs/decisions/0133).
 */
export const FAN_OUT_SHARE = 0.25;

/** The least wait before a key's next push, after one that took `pushMs`. */
export function restAfterPush(pushMs: number, coalesceMs: number): number {
  return Math.max(coalesceMs, Math.ceil(pushMs * (1 / FAN_OUT_SHARE - 1)));
}

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One SSE event as bytes, encoded once however many viewers receive it. */
export function frameEvent(event: string, json: string, id?: string): Buffer {
  return Buffer.from(`event: ${event}\n${id === undefined ? '' : `id: ${id}\n`}data: ${json}\n\n`);
}

/**
 * The `id` of a `races` event: a digest of the list it carries, the same on every instance
 * for the same list. The browser sends the last one back (Last-Event-ID) when it opens a
 * dropped stream again, and a viewer that already has the current list is not sent it again:
 * a leaving instance's viewers all reconnect to the others at once, and the list is ~40 % of
 * the state each would otherwise be sent (docs/decisions/0152).
 */
export function racesEventId(json: string): string {
  return createHash('sha1').update(json).digest('base64url');
}

const HEARTBEAT = Buffer.from(': heartbeat\n\n');
const RACES_KEY = '\u0000races';
/** The whole tally map, pushed after notifications may have been missed. */
const TALLIES_KEY = '\u0000tallies';
/** Catch-up passes after the snapshot; a stream still behind after them is live anyway. */
const MAX_CATCH_UP_ROUNDS = 5;

/**
 * Fans every change out to every open stream. Changes only mark a key dirty; one timer per
 * dirty key then reads the current state once and sends one framed event to all — so a
 * storm of a thousand votes costs the same as one vote, at most 1000/coalesceMs pushes a
 * second per race. Reading at push time (rather than forwarding payloads) means every
 * push carries the latest committed state, whichever process wrote it.
 */
export function createLiveHub(sources: LiveSources, options: LiveHubOptions = {}) {
  const coalesceMs = options.coalesceMs ?? COALESCE_MS;
  const leavingRetry = options.leavingRetry ?? leavingRetryMs;
  const sayGoodbye = (client: LiveClient, leaving: number) => {
    client.write(retryLine(leavingRetry(leaving)));
    client.close();
  };
  const onError = options.onError ?? (() => {});
  const now = options.now ?? (() => performance.now());
  const clients = new Set<LiveClient>();
  /** Streams still receiving their snapshot, with the keys pushed meanwhile. */
  const joining = new Map<LiveClient, Set<string>>();
  const timers = new Map<string, NodeJS.Timeout>();
  /** When each key may be pushed next (Date.now() ms). */
  const nextPushAt = new Map<string, number>();
  let closed = false;

  /**
   * Writes `chunk` to the viewers live when it was read, a slice at a time; returns the ms
   * spent writing. A viewer that joined meanwhile is not written to: its own snapshot,
   * read later, is newer than the chunk (it must never go back in time).
   */
  async function sendToAll(chunk: Buffer): Promise<number> {
    const targets = [...clients];
    let spent = 0;
    for (let from = 0; from < targets.length && !closed; from += BROADCAST_SLICE) {
      if (from > 0) await yieldToOthers();
      const started = now();
      for (const client of targets.slice(from, from + BROADCAST_SLICE)) {
        if (clients.has(client) && !client.write(chunk)) {
          clients.delete(client);
          client.close();
        }
      }
      spent += now() - started;
    }
    return spent;
  }

  const heartbeat = setInterval(() => {
    sendToAll(HEARTBEAT).catch(onError);
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  async function broadcast(key: string, chunk: Buffer): Promise<number> {
    for (const missed of joining.values()) missed.add(key);
    return sendToAll(chunk);
  }

  /**
   * The last frame of each key: thousands of viewers joining between two changes share it.
   * The race list's carries its id (racesEventId).
   */
  const frames = new Map<string, { json: string; chunk: Buffer; id?: string }>();
  function frameOf(key: string, event: string, json: string) {
    const last = frames.get(key);
    if (last && last.json === json) return last;
    const id = key === RACES_KEY ? racesEventId(json) : undefined;
    const frame = { json, chunk: frameEvent(event, json, id), id };
    frames.set(key, frame);
    return frame;
  }
  const framed = (key: string, event: string, json: string) => frameOf(key, event, json).chunk;

  async function read(key: string): Promise<Buffer | null> {
    if (key === RACES_KEY) return framed(key, 'races', await sources.racesJson());
    if (key === TALLIES_KEY) return framed(key, 'tallies', await sources.talliesJson());
    const tally = await sources.tallyJson(key);
    return tally ? framed(key, 'tally', tally) : null;
  }

  /** Keys being read right now, and those changed again meanwhile. */
  const inFlight = new Set<string>();
  const dirtyAgain = new Set<string>();

  // One read per key at a time, and the next only a full window (or the rest a costly push
  // earns) after the last send: so pushes of one race never overlap, never arrive out of
  // order, stay ≤ 1/coalesceMs and take at most FAN_OUT_SHARE of the process.
  async function push(key: string): Promise<void> {
    timers.delete(key);
    inFlight.add(key);
    let failed = false;
    let pushMs = 0;
    try {
      if (clients.size === 0 && joining.size === 0) return;
      const chunk = await read(key);
      if (chunk) pushMs = await broadcast(key, chunk);
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      // After a failure the next try waits RETRY_AFTER_FAILURE_MS rather than a window.
      const rest = failed ? RETRY_AFTER_FAILURE_MS : restAfterPush(pushMs, coalesceMs);
      nextPushAt.set(key, Date.now() + rest);
      inFlight.delete(key);
      if (dirtyAgain.delete(key) || failed) markDirty(key);
    }
  }

  function markDirty(key: string): void {
    if (closed) return;
    if (inFlight.has(key)) {
      dirtyAgain.add(key);
      return;
    }
    if (timers.has(key)) return;
    const wait = Math.max(0, (nextPushAt.get(key) ?? 0) - Date.now());
    const timer = setTimeout(() => {
      push(key).catch(onError);
    }, wait);
    timer.unref();
    timers.set(key, timer);
  }

  return {
    notify(change: Change): void {
      if (change.type === 'tally') markDirty(change.raceId);
      else markDirty(RACES_KEY);
      // After missed notifications (a listener reconnecting) every tally is pushed again.
      if (change.type === 'all') markDirty(TALLIES_KEY);
    },

    /**
     * Sends the current state (events `races` then `tallies`), then live changes. Pushes
     * made while the snapshot is read are held back and re-read afterwards, so the stream
     * never goes back in time and never misses a change. A stream opened again by its
     * browser (`lastEventId`, the id of the last race list it received) that names the
     * current list is sent the tallies alone: it has the races already.
     */
    async connect(client: LiveClient, lastEventId?: string): Promise<() => void> {
      const leave = () => {
        clients.delete(client);
        joining.delete(client);
      };
      if (closed) {
        sayGoodbye(client, 1);
        return leave;
      }
      joining.set(client, new Set());
      try {
        const [races, tallies] = await Promise.all([sources.racesJson(), sources.talliesJson()]);
        const racesFrame = frameOf(RACES_KEY, 'races', races);
        let ok =
          (racesFrame.id === lastEventId || client.write(racesFrame.chunk)) &&
          client.write(framed(TALLIES_KEY, 'tallies', tallies));
        for (let round = 0; ok && round < MAX_CATCH_UP_ROUNDS; round += 1) {
          const missed = joining.get(client);
          if (!missed || missed.size === 0) break;
          joining.set(client, new Set());
          for (const key of missed) {
            const chunk = await read(key);
            if (chunk) ok &&= client.write(chunk);
          }
        }
        if (!ok || closed || !joining.has(client)) {
          client.close();
          return leave;
        }
        for (const key of joining.get(client) ?? []) markDirty(key);
        clients.add(client);
        return leave;
      } finally {
        joining.delete(client);
      }
    },

    get size() {
      return clients.size;
    },

    /**
     * Ends every stream (the instance is leaving): each is told a short reconnect delay
     * first (`leavingRetry`), so its browser comes back at once, through the proxy, to an
     * instance that stays. The browser reconnects by itself when a stream ends.
     */
    close(): void {
      closed = true;
      clearInterval(heartbeat);
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      const leaving = [...clients, ...joining.keys()];
      for (const client of leaving) sayGoodbye(client, leaving.length);
      clients.clear();
      joining.clear();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
