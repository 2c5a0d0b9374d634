import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { healthSchema } from './health-schemas';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { schema: healthSchema }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(app.deps.database.db);
      return { status: 'ok', database: app.deps.database.kind };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: app.deps.database.kind });
    }
  });
}
