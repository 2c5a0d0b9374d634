import type { FastifyInstance } from 'fastify';
import { parseAnalyticsBatch } from '../../domain/analytics-batch';
import { INVALID_EVENTS_CODE } from '../../domain/analytics-events';
import { ApiHttpError } from '../http/errors';
import { rateLimitHook } from '../rate-limit/rate-limit-hook';
import { recordEventsSchema } from './analytics-schemas';

// POST /api/events takes a batch from fetch (JSON) or from navigator.sendBeacon on page
// hide. Only the validated events are stored: never the address, headers or a token.

/** Small on purpose: a full batch of small events fits well inside it. */
export const EVENTS_BODY_LIMIT = 32 * 1024;

export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  // The address is used only for this limit (its own budget, RATE_LIMIT_EVENTS_PER_MINUTE:
  // a tab sends a batch every few seconds at most); it is never stored with the events.
  const limit = rateLimitHook({
    enabled: app.deps.config.rateLimits,
    perMinute: app.deps.config.rateLimitEventsPerMinute,
    what: 'analytics events',
  });

  // A beacon sent as a plain string arrives as text/plain; it is parsed here like JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new ApiHttpError(400, 'INVALID_JSON', 'The request body is not valid JSON.'));
    }
  });

  app.post(
    '/api/events',
    { bodyLimit: EVENTS_BODY_LIMIT, onRequest: limit, schema: recordEventsSchema },
    async (request, reply) => {
      const parsed = parseAnalyticsBatch(request.body);
      if (!parsed.ok)
        throw new ApiHttpError(400, INVALID_EVENTS_CODE, `Invalid events: ${parsed.message}`);
      const accepted = await app.deps.analytics.insertBatch(parsed.batch.events);
      return reply.status(202).send({ accepted });
    },
  );
}
