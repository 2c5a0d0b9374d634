import type { Race, Tally, TallyMap } from '../../domain/types';
import type { Change } from './change-bus';

/** One open SSE stream as the hub sees it. */
export interface LiveClient {
  /** Writes an already-framed SSE chunk; returns false if the client is gone or too slow. */
  write(chunk: string): boolean;
  close(): void;
}

export interface LiveSources {
  listRaces(): Promise<Race[]>;
  listTallies(): Promise<TallyMap>;
  getTally(raceId: string): Promise<Tally | null>;
}

export interface LiveHubOptions {
  /** A race's tally (and the race list) is pushed at most once per this many ms. */
  coalesceMs?: number;
  heartbeatMs?: number;
  onError?: (error: unknown) => void;
}

export const COALESCE_MS = 250;
export const HEARTBEAT_MS = 15_000;

export function frameEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

const RACES_KEY = '\u0000races';
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
    for (const client of clients) client.write(': heartbeat\n\n');
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  function broadcast(key: string, chunk: string): void {
    for (const client of clients) {
      if (!client.write(chunk)) {
        clients.delete(client);
        client.close();
      }
    }
    for (const missed of joining.values()) missed.add(key);
  }

  async function read(key: string): Promise<string | null> {
    if (key === RACES_KEY) return frameEvent('races', await sources.listRaces());
    const tally = await sources.getTally(key);
    return tally ? frameEvent('tally', tally) : null;
  }

  /** Keys being read right now, and those changed again meanwhile. */
  const inFlight = new Set<string>();
  const dirtyAgain = new Set<string>();

  // One read per key at a time, and the next only a full window after the last send: so
  // pushes of one race never overlap, never arrive out of order, and stay ≤ 1/coalesceMs.
  async function push(key: string): Promise<void> {
    timers.delete(key);
    inFlight.add(key);
    try {
      if (clients.size === 0 && joining.size === 0) return;
      const chunk = await read(key);
      if (chunk) broadcast(key, chunk);
    } finally {
      lastPush.set(key, Date.now());
      inFlight.delete(key);
      if (dirtyAgain.delete(key)) markDirty(key);
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
      markDirty(change.type === 'races' ? RACES_KEY : change.raceId);
    },

    /** After missed notifications (listener reconnect): push everything again. */
    async notifyAll(): Promise<void> {
      markDirty(RACES_KEY);
      for (const race of await sources.listRaces()) markDirty(race.id);
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
        const [races, tallies] = await Promise.all([sources.listRaces(), sources.listTallies()]);
        let ok =
          client.write(frameEvent('races', races)) && client.write(frameEvent('tallies', tallies));
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
