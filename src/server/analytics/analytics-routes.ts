import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { placeOnServerClock } from '../../domain/analytics/analytics-batch';
import { ApiHttpError } from '../http/errors';
import type { JsonBodyTypeProvider } from '../http/json-body';
import { rateLimitHook } from '../rate-limit/rate-limit-hook';
import { storedBytes } from './analytics-repo';
import { installAnalyticsMaintenance } from './analytics-retention';
import { eventsBody, invalidEvents, recordEventsSchema } from './analytics-schemas';
import { createByteBudget } from './byte-budget';

// POST /api/events takes a batch from fetch (JSON) or from navigator.sendBeacon on page
// hide. Only the validated events are stored: never the address, headers or a token.

/** Small on purpose: a full batch of small events fits well inside it. */
export const EVENTS_BODY_LIMIT = 32 * 1024;

async function analyticsRoutesPlugin(app: FastifyInstance): Promise<void> {
  // The address is used only for this limit (its own budget, RATE_LIMIT_EVENTS_PER_MINUTE:
  // a tab sends a batch every few seconds at most); it is never stored with the events.
  const limit = rateLimitHook({
    enabled: app.deps.config.rateLimits,
    perMinute: app.deps.config.rateLimitEventsPerMinute,
    what: 'analytics events',
  });

  const { config } = app.deps;
  const bytes = config.rateLimits ? createByteBudget(config.analyticsBytesPerMinute) : null;
  const maintenance = installAnalyticsMaintenance(app);

  // A beacon sent as a plain string arrives as text/plain; it is parsed here like JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new ApiHttpError(400, 'INVALID_JSON', 'The request body is not valid JSON.'));
    }
  });

  const api = app.withTypeProvider<JsonBodyTypeProvider>();
  const route = {
    bodyLimit: EVENTS_BODY_LIMIT,
    onRequest: limit,
    ...eventsBody.route(recordEventsSchema),
  };
  api.post('/api/events', route, async (request, reply) => {
    const now = Date.now();
    const placed = placeOnServerClock(request.body, now);
    if (!placed.ok) throw invalidEvents(placed.message);
    const { events } = placed.batch;
    if (bytes && !bytes.take(request.ip, storedBytes(events), now)) {
      const wait = bytes.retryAfterSeconds(now);
      reply.header('retry-after', String(wait));
      throw new ApiHttpError(
        429,
        'RATE_LIMITED',
        `Too many analytics events from your network. Please try again in ${wait} s.`,
      );
    }
    const accepted = await app.deps.analytics.insertBatch(events, new Date(now));
    maintenance.noteStored(accepted);
    return reply.status(202).send({ accepted });
  });
}

export const analyticsRoutes = fp(analyticsRoutesPlugin, {
  name: 'analytics-routes',
  dependencies: ['deps', 'openapi', 'rate-limits'],
  encapsulate: true,
});
