import type { FastifyInstance } from 'fastify';
import { SECURITY_HEADERS } from '../http/security-headers';
import { type Change, changeBusFor } from './change-bus';
import { createLiveHub, ResponseClient } from './live-hub';

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
  const { database, homeSnapshot } = app.deps;
  const logError = (error: unknown) => app.log.warn({ err: error }, 'live feed');
  // The hub reads the home snapshot: every change this process learns of (its own, other
  // instances', the admin CLI's — see change-feed) reaches both through the change bus.
  const hub = createLiveHub(
    {
      racesJson: async () => (await homeSnapshot.races()).json,
      talliesJson: async () => (await homeSnapshot.tallies()).json,
      tallyJson: (raceId) => homeSnapshot.tally(raceId),
    },
    { onError: logError },
  );
  const notify = (change: Change) => hub.notify(change);
  const bus = changeBusFor(database.db);
  bus.on('change', notify);

  // Before the server stops accepting: open streams would otherwise hold the close forever.
  app.addHook('preClose', async () => {
    bus.off('change', notify);
    hub.close();
  });

  app.get('/api/live', async (_request, reply) => {
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
    try {
      leave = await hub.connect(client);
      if (gone) leave();
    } catch (error) {
      logError(error);
      client.close();
    }
  });
}
