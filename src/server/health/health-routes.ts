import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/unavailable';
import { logOnceAMinute } from '../http/log-once-a-minute';
import { healthSchema } from './health-schemas';

async function healthRoutesPlugin(app: FastifyInstance): Promise<void> {
  // Load balancers poll this every few seconds: an outage is logged once a minute.
  const unreachable = logOnceAMinute<{ err: unknown }>((entry) =>
    app.log.error(entry, 'health check: database unreachable'),
  );
  app.addHook('onClose', async () => unreachable.stop());

  // Draining: the shutdown closes the listener first (so a proxy's next connection is
  // refused and goes to another instance), then closes the app. A health check that still
  // arrives — on a connection opened before — hears that the instance is leaving.
  let listened = false;
  let closing = false;
  app.addHook('onListen', async () => {
    listened = true;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  const draining = () => closing || (listened && !app.server.listening);

  app.get('/healthz', { schema: healthSchema }, async (_request, reply) => {
    if (draining()) {
      return reply
        .status(503)
        .header('connection', 'close')
        .send({ status: 'draining', database: app.deps.database.kind });
    }
    try {
      // Through the same pool (and reconnect backoff) as every request: 200 means a
      // request arriving now can reach the database.
      await sql`select 1`.execute(app.deps.database.db);
      return { status: 'ok', database: app.deps.database.kind };
    } catch (error) {
      unreachable.note({ err: error });
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable', database: app.deps.database.kind });
    }
  });
}

export const healthRoutes = fp(healthRoutesPlugin, {
  name: 'health-routes',
  dependencies: ['deps', 'openapi'],
  encapsulate: true,
});
