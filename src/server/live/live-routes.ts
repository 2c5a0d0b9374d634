import type { FastifyInstance } from 'fastify';
import { logOnceAMinute } from '../http/log-once-a-minute';
import { SECURITY_HEADERS } from '../http/security-headers';
import { type Change, changeBusFor } from './change-bus';
import { createLiveHub, type LiveClient } from './live-hub';
import { liveFeedSchema } from './live-schemas';
import { listenPostgres } from './pg-listener';
import { watchSqlite } from './sqlite-watcher';
import { createStreamLimits, STREAM_REFUSALS, STREAM_RETRY_AFTER_SECONDS } from './stream-limits';

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
  const { config, database, races, tallies } = app.deps;
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
        onResync: () => hub.notifyAll(),
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

  const limits = createStreamLimits({
    perAddress: config.liveStreamsPerAddress,
    max: config.liveStreamsMax,
  });
  const refused = logOnceAMinute<{ refusal: string; address: string }>((entry) =>
    app.log.warn({ ...entry, open: limits.total }, 'live streams refused'),
  );
  app.addHook('onClose', async () => refused.stop());

  app.get('/api/live', { schema: liveFeedSchema }, async (request, reply) => {
    // HEAD (monitors, link checkers): the stream's headers, and no stream.
    if (request.method === 'HEAD') return reply.headers(SSE_HEADERS).send();
    const slot = limits.admit(request.ip);
    if (!slot.ok) {
      refused.note({ refusal: slot.refusal, address: request.ip });
      const { status, code, error } = STREAM_REFUSALS[slot.refusal];
      return reply
        .status(status)
        .header('retry-after', String(STREAM_RETRY_AFTER_SECONDS))
        .send({ error, code });
    }
    // A stream is quiet between heartbeats: the server's idle timeout is not for it.
    request.raw.socket.setTimeout(0);
    reply.raw.on('close', slot.release);
    if (request.raw.socket.destroyed) slot.release();
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
