import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { logOnceAMinute } from '../http/log-once-a-minute';
import { SECURITY_HEADERS } from '../http/security-headers';
import type { Change } from './change-bus';
import { createLiveHub, type LiveHub, ResponseClient } from './live-hub';
import { liveFeedSchema } from './live-schemas';
import { createStreamLimits, STREAM_REFUSALS, STREAM_RETRY_AFTER_SECONDS } from './stream-limits';

// A hijacked reply skips the onSend hooks, so the site's security headers are set here too.
const SSE_HEADERS = {
  ...SECURITY_HEADERS,
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  // Tells nginx-style proxies to pass each event through at once instead of buffering.
  'x-accel-buffering': 'no',
  'x-content-type-options': 'nosniff',
};

/** Each app's hub, by its HTTP server (one per app, shared by its plugins). */
const hubs = new WeakMap<object, LiveHub>();

/**
 * Tells every viewer of the app serving `server` to reconnect soon and ends its stream:
 * the first thing an instance that leaves does (health/graceful-shutdown.ts), before the
 * other plugins' preClose hooks, which may wait on the database. Closing again later (the
 * preClose below) changes nothing.
 */
export function endLiveStreams(server: object): void {
  hubs.get(server)?.close();
}

/**
 * Reconnect delay suggested to browsers after a dropped stream (an instance that crashed,
 * a network that broke). An instance that leaves on purpose tells its streams a shorter
 * one as it ends them (LEAVING_RETRY_MS, in the hub).
 */
const RETRY_MS = 2000;

async function liveRoutesPlugin(app: FastifyInstance): Promise<void> {
  const { config, changes, homeSnapshot, metrics } = app.deps;
  const logError = (error: unknown) => app.log.warn({ err: error }, 'live feed');
  // The hub reads the home snapshot: every change this process learns of (its own, other
  // instances', the admin CLI's — see change-feed) reaches both through the change bus.
  const hub = createLiveHub(
    {
      racesJson: async () => (await homeSnapshot.races()).json,
      talliesJson: async () => (await homeSnapshot.tallies()).json,
      tallyJson: (raceId) => homeSnapshot.liveTally(raceId),
    },
    { onError: logError },
  );
  hubs.set(app.server, hub);
  metrics.countLiveViewersWith(() => hub.size);
  const notify = (change: Change) => hub.notify(change);
  changes.on(notify);

  // The instance is leaving (a deploy, a restart): each stream is told to come back soon
  // (LEAVING_RETRY_MS) and ended, so its browser reconnects through the proxy to an
  // instance that stays. The shutdown does it first (endLiveStreams); this covers an app
  // closed without it (tests, the CLI). Open streams would otherwise hold the close forever.
  app.addHook('preClose', async () => {
    changes.off(notify);
    hub.close();
  });

  const limits = createStreamLimits({
    perAddress: config.liveStreamsPerAddress,
    max: config.liveStreamsMax,
  });
  // No address in the log (docs/decisions/0113): the kind of refusal says enough.
  const refused = logOnceAMinute<{ refusal: string }>((entry) =>
    app.log.warn({ ...entry, open: limits.total }, 'live streams refused'),
  );
  app.addHook('onClose', async () => refused.stop());

  app.get('/api/live', { schema: liveFeedSchema }, async (request, reply) => {
    // HEAD (monitors, link checkers): the stream's headers, and no stream.
    if (request.method === 'HEAD') return reply.headers(SSE_HEADERS).send();
    const slot = limits.admit(request.ip);
    if (!slot.ok) {
      refused.note({ refusal: slot.refusal });
      const { status, code, error } = STREAM_REFUSALS[slot.refusal];
      return reply
        .status(status)
        .header('retry-after', String(STREAM_RETRY_AFTER_SECONDS))
        .send({ error, code });
    }
    // A stream is quiet between heartbeats: the server's idle timeout is not for it. On
    // HTTP/1.1 this is the socket's; on HTTP/2 the stream's alone, never its connection's.
    request.raw.setTimeout(0);
    reply.raw.on('close', slot.release);
    if (request.raw.socket.destroyed) slot.release();
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, SSE_HEADERS);
    raw.write(`retry: ${RETRY_MS}\n\n`);
    const client = new ResponseClient(raw);
    let gone = false;
    let leave = () => {};
    raw.on('close', () => {
      gone = true;
      leave();
    });
    // What a browser sends back when it opens a dropped stream again: see racesEventId.
    const lastEventId = request.headers['last-event-id'];
    try {
      leave = await hub.connect(client, typeof lastEventId === 'string' ? lastEventId : undefined);
      if (gone) leave();
    } catch (error) {
      logError(error);
      client.close();
    }
  });
}

export const liveRoutes = fp(liveRoutesPlugin, {
  name: 'live-routes',
  dependencies: ['deps', 'openapi'],
  encapsulate: true,
});
