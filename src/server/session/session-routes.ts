import type { FastifyInstance } from 'fastify';
import { rateLimitHook } from '../rate-limit/rate-limit-hook';
import { sessionSchema } from './session-schemas';

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const { config, sessions } = app.deps;
  const limit = rateLimitHook({
    enabled: config.rateLimits,
    perMinute: config.rateLimitSessionsPerMinute,
    what: 'new sessions',
  });

  // No body is read: an identity is nothing but a fresh random id signed by the server.
  app.post('/api/session', { onRequest: limit, schema: sessionSchema }, async (_request, reply) => {
    const { token } = await sessions.issue();
    return reply.status(201).header('cache-control', 'no-store').send({ token });
  });
}
