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

  app.get('/healthz', { schema: healthSchema }, async (_request, reply) => {
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
