import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ApiHttpError } from '../http/errors';
import { rateLimitHook } from '../rate-limit/rate-limit-hook';
import { publicKeySchema, subscribeSchema, unsubscribeRouteSchema } from './push-schemas';
import { subscriptionSchema, unsubscribeSchema } from './subscription-schema';

/** A subscription is a few hundred bytes; a larger body is not one. */
export const SUBSCRIPTION_BODY_LIMIT = 4 * 1024;
/** Subscribing is rare (once per browser); this still lets a crowd behind one address in. */
export const SUBSCRIPTION_CHANGES_PER_MINUTE = 60;

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/** One sentence naming the field and the rule, e.g. 'keys.auth: must be 16 bytes …'. */
function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.path.length === 0 && issue.code === 'invalid_type') {
    return 'send a JSON object with endpoint and keys';
  }
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  if (issue.code === 'unrecognized_keys') {
    return `${where}unexpected field ${issue.keys.map((k) => `'${k}'`).join(', ')}`;
  }
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) {
    return `${where}is required`;
  }
  return `${where}${issue.message}`;
}

function parseOr400<T>(
  schema: z.ZodType<T>,
  request: { body: unknown; headers: Record<string, unknown> },
): T {
  if (!JSON_TYPE.test(String(request.headers['content-type'] ?? ''))) {
    throw new ApiHttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the subscription as application/json.',
    );
  }
  const parsed = schema.safeParse(request.body);
  if (!parsed.success) {
    throw new ApiHttpError(
      400,
      'INVALID_SUBSCRIPTION',
      `Invalid push subscription: ${describeIssue(parsed.error.issues[0]!)}.`,
    );
  }
  return parsed.data;
}

export async function pushRoutes(app: FastifyInstance): Promise<void> {
  const { config, alerts } = app.deps;
  const limit = rateLimitHook({
    enabled: config.rateLimits,
    perMinute: SUBSCRIPTION_CHANGES_PER_MINUTE,
    what: 'alert subscription changes',
  });

  app.get('/api/push/public-key', { schema: publicKeySchema }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { publicKey: (await alerts.vapidKeys.keys()).publicKey };
  });

  app.post(
    '/api/push/subscriptions',
    { onRequest: limit, bodyLimit: SUBSCRIPTION_BODY_LIMIT, schema: subscribeSchema },
    async (request, reply) => {
      const sub = parseOr400(subscriptionSchema, request);
      const created = await alerts.subscriptions.save({ endpoint: sub.endpoint, keys: sub.keys });
      reply.status(created ? 201 : 200);
      return { subscribed: true };
    },
  );

  app.delete(
    '/api/push/subscriptions',
    { onRequest: limit, bodyLimit: SUBSCRIPTION_BODY_LIMIT, schema: unsubscribeRouteSchema },
    async (request, reply) => {
      const { endpoint } = parseOr400(unsubscribeSchema, request);
      // The same answer whether or not it was stored: turning alerts off is idempotent.
      await alerts.subscriptions.remove(endpoint);
      reply.status(204);
    },
  );
}
