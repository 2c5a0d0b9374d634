import type { FastifyInstance } from 'fastify';
import { SECURITY_HEADERS } from '../http/security-headers';
import { type Change, changeBusFor } from './change-bus';
import { createLiveHub, type LiveClient } from './live-hub';
import { liveFeedSchema } from './live-schemas';
import { listenPostgres } from './pg-listener';
import { watchSqlite } from './sqlite-watcher';

/** A viewer this far behind (bytes queued) is cut off; its browser reconnects and resyncs. */
const MAX_QUEUED_BYTES = 1024 * 1024;

// A hijacked reply skips the onSend hooks, so the site's security headers are set here too.
const SSE_HEADERS = {
  ...SECURITY_HEADERS,
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  // Tells nginx-style proxies to pass each event through at once instead of buffering.
  'x-accel-buffering': 'no',
  'x-content-type-options': 'nosniff',
};

/** Reconnect delay suggested to browsers after a dropped stream. */
const RETRY_MS = 2000;

export async function liveRoutes(app: FastifyInstance): Promise<void> {
  const { database, races, tallies } = app.deps;
  const sources = {
    listRaces: () => races.list(),
    listTallies: () => tallies.listAll(),
    getTally: (raceId: string) => tallies.get(raceId),
  };
  const logError = (error: unknown) => app.log.warn({ err: error }, 'live feed');
  const hub = createLiveHub(sources, { onError: logError });
  const notify = (change: Change) => hub.notify(change);
  const bus = changeBusFor(database.db);
  const stoppers: Array<() => void | Promise<void>> = [];

  app.addHook('onReady', async () => {
    bus.on('change', notify);
    stoppers.push(() => void bus.off('change', notify));
    if (database.sqlite) {
      stoppers.push(watchSqlite(database.sqlite, sources, notify, { onError: logError }));
    }
    if (database.pgPool) {
      const listener = listenPostgres(database.pgPool, notify, {
        onError: logError,
        onResync: () => void hub.notifyAll().catch(logError),
      });
      await listener.ready;
      stoppers.push(() => listener.stop());
    }
  });

  // Before the server stops accepting: open streams would otherwise hold the close forever.
  app.addHook('preClose', async () => {
    hub.close();
    for (const stop of stoppers.splice(0)) await stop();
  });

  app.get('/api/live', { schema: liveFeedSchema }, async (_request, reply) => {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, SSE_HEADERS);
    raw.write(`retry: ${RETRY_MS}\n\n`);
    const client: LiveClient = {
      write(chunk) {
        if (raw.destroyed || raw.writableEnded) return false;
        raw.write(chunk);
        return raw.writableLength < MAX_QUEUED_BYTES;
      },
      close() {
        if (!raw.writableEnded) raw.end();
      },
    };
    let gone = false;
    let leave = () => {};
    raw.on('close', () => {
      gone = true;
      leave();
    });
    try {
      leave = await hub.connect(client);
      if (gone) leave();
    } catch (error) {
      logError(error);
      client.close();
    }
  });
}
