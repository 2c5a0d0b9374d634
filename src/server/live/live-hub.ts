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
}

export const COALESCE_MS = 250;
export const HEARTBEAT_MS = 15_000;
/**
 * A push whose read failed (the database away) is tried again this much later, while
 * anyone watches: the change it carried is not lost, and an outage costs a read a second.
 */
export const RETRY_AFTER_FAILURE_MS = 1000;

/** One SSE event as bytes, encoded once however many viewers receive it. */
export function frameEvent(event: string, json: string): Buffer {
  return Buffer.from(`event: ${event}\ndata: ${json}\n\n`);
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
  const onError = options.onError ?? (() => {});
  const clients = new Set<LiveClient>();
  /** Streams still receiving their snapshot, with the keys pushed meanwhile. */
  const joining = new Map<LiveClient, Set<string>>();
  const timers = new Map<string, NodeJS.Timeout>();
  const lastPush = new Map<string, number>();
  let closed = false;

  const heartbeat = setInterval(() => {
    for (const client of clients) client.write(HEARTBEAT);
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  function broadcast(key: string, chunk: Buffer): void {
    for (const client of clients) {
      if (!client.write(chunk)) {
        clients.delete(client);
        client.close();
      }
    }
    for (const missed of joining.values()) missed.add(key);
  }

  /** The last frame of each key: thousands of viewers joining between two changes share it. */
  const frames = new Map<string, { json: string; chunk: Buffer }>();
  function framed(key: string, event: string, json: string): Buffer {
    const last = frames.get(key);
    if (last && last.json === json) return last.chunk;
    const chunk = frameEvent(event, json);
    frames.set(key, { json, chunk });
    return chunk;
  }

  async function read(key: string): Promise<Buffer | null> {
    if (key === RACES_KEY) return framed(key, 'races', await sources.racesJson());
    if (key === TALLIES_KEY) return framed(key, 'tallies', await sources.talliesJson());
    const tally = await sources.tallyJson(key);
    return tally ? framed(key, 'tally', tally) : null;
  }

  /** Keys being read right now, and those changed again meanwhile. */
  const inFlight = new Set<string>();
  const dirtyAgain = new Set<string>();

  // One read per key at a time, and the next only a full window after the last send: so
  // pushes of one race never overlap, never arrive out of order, and stay ≤ 1/coalesceMs.
  async function push(key: string): Promise<void> {
    timers.delete(key);
    inFlight.add(key);
    let failed = false;
    try {
      if (clients.size === 0 && joining.size === 0) return;
      const chunk = await read(key);
      if (chunk) broadcast(key, chunk);
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      // After a failure the next try waits RETRY_AFTER_FAILURE_MS rather than a window.
      const retryIn = failed ? Math.max(0, RETRY_AFTER_FAILURE_MS - coalesceMs) : 0;
      lastPush.set(key, Date.now() + retryIn);
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
    const wait = Math.max(0, (lastPush.get(key) ?? 0) + coalesceMs - Date.now());
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
     * never goes back in time and never misses a change.
     */
    async connect(client: LiveClient): Promise<() => void> {
      const leave = () => {
        clients.delete(client);
        joining.delete(client);
      };
      if (closed) {
        client.close();
        return leave;
      }
      joining.set(client, new Set());
      try {
        const [races, tallies] = await Promise.all([sources.racesJson(), sources.talliesJson()]);
        let ok =
          client.write(framed(RACES_KEY, 'races', races)) &&
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

    close(): void {
      closed = true;
      clearInterval(heartbeat);
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      for (const client of [...clients, ...joining.keys()]) client.close();
      clients.clear();
      joining.clear();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
