import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiHttpError } from '../http/errors';
import type { JsonBodyTypeProvider } from '../http/json-body';
import { networkLimit, rateLimitHook } from '../rate-limit/rate-limit-hook';
import { CHALLENGE_ERRORS, createIdentityGate } from './identity-gate';
import { sessionBody } from './session-body';
import { sessionSchema } from './session-schemas';

async function sessionRoutesPlugin(app: FastifyInstance): Promise<void> {
  const { config, database, sessions, fairCount, metrics } = app.deps;
  // Two budgets per network: every request (asking for a challenge, answering one, or
  // failing), so a script that never answers is bounded before any work; and identities
  // made, counted once an identity is certain, so a fan who first fetches a challenge
  // spends one identity, not two (the budget means what it says).
  const requests = rateLimitHook({
    enabled: config.rateLimits,
    perMinute: config.rateLimitSessionRequestsPerMinute,
    what: 'requests for an identity',
  });
  const identities = networkLimit({
    enabled: config.rateLimits,
    perMinute: config.rateLimitSessionsPerMinute,
    what: 'new sessions',
  });
  // RATE_LIMITS=off: no challenge, an identity for every request (the body is still checked).
  const gate = config.rateLimits
    ? await createIdentityGate({
        config,
        database,
        sessions,
        networkHashes: fairCount.networkHashes,
        log: app.log,
      })
    : null;
  if (gate) app.addHook('onClose', gate.close);

  // An identity is nothing but a fresh random id signed by the server; it may cost work.
  const api = app.withTypeProvider<JsonBodyTypeProvider>();
  const route = { onRequest: requests, ...sessionBody.route(sessionSchema) };
  api.post('/api/session', route, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const solution = request.body?.altcha;
    const admission = gate ? await gate.admit(request.ip ?? 'gone', solution) : null;
    if (admission?.kind === 'refuse') {
      metrics.identity('refused');
      reply.header('retry-after', String(admission.retryAfterSeconds));
      throw new ApiHttpError(
        429,
        'RATE_LIMITED',
        `Too many new identities from your network. Please try again in ${admission.retryAfterSeconds} s.`,
      );
    }
    if (admission?.kind === 'challenge') {
      metrics.identity('challenged');
      return reply.status(428).send({
        error: CHALLENGE_ERRORS.CHALLENGE_REQUIRED,
        code: 'CHALLENGE_REQUIRED',
        challenge: admission.challenge,
      });
    }
    // Counted after the solution is spent, so a replayed one never spends the budget;
    // each hit takes a count of its own in the store, so concurrent fans never overshoot.
    await identities(app, request, reply);
    const { token } = await sessions.issue();
    if (admission) await gate!.issued(admission);
    metrics.identity(solution ? 'solved' : 'free');
    return reply.status(201).send({ token });
  });
}

export const sessionRoutes = fp(sessionRoutesPlugin, {
  name: 'session-routes',
  dependencies: ['deps', 'openapi', 'rate-limits'],
  encapsulate: true,
});
