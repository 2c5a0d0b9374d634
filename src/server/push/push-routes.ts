import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { ApiHttpError } from '../http/errors';
import { rateLimitHook } from '../rate-limit/rate-limit-hook';
import { publicKeySchema, subscribeSchema, unsubscribeRouteSchema } from './push-schemas';
import { subscriptionSchemaFor, unsubscribeSchema } from './subscription-schema';
import { subscriptionSource } from './subscription-source';

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

const REFUSALS = {
  'not-owner': [
    403,
    'NOT_SUBSCRIPTION_OWNER',
    'This push subscription belongs to another browser: send its own auth key to change or remove it.',
  ],
  'source-full': [
    429,
    'TOO_MANY_SUBSCRIPTIONS',
    'Too many alert subscriptions come from your network. Try again later.',
  ],
  full: [503, 'SUBSCRIPTIONS_FULL', 'Alerts are full right now. Please try again later.'],
} as const;

function refuse(result: keyof typeof REFUSALS): never {
  const [status, code, sentence] = REFUSALS[result];
  throw new ApiHttpError(status, code, sentence);
}

async function pushRoutesPlugin(app: FastifyInstance): Promise<void> {
  const { config, alerts } = app.deps;
  const limit = rateLimitHook({
    enabled: config.rateLimits,
    perMinute: SUBSCRIPTION_CHANGES_PER_MINUTE,
    what: 'alert subscription changes',
  });
  const schema = subscriptionSchemaFor(alerts.rules);
  const limits = {
    perSource: config.push.subscriptionsPerAddress,
    total: config.push.subscriptionsMax,
  };
  app.addHook('onClose', async () => alerts.close());

  app.get('/api/push/public-key', { schema: publicKeySchema }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { publicKey: (await alerts.vapidKeys.keys()).publicKey };
  });

  app.post(
    '/api/push/subscriptions',
    { onRequest: limit, bodyLimit: SUBSCRIPTION_BODY_LIMIT, schema: subscribeSchema },
    async (request, reply) => {
      const sub = parseOr400(schema, request);
      const source = subscriptionSource(request.ip, (await alerts.vapidKeys.keys()).privateKey);
      const result = await alerts.subscriptions.save(
        { endpoint: sub.endpoint, keys: sub.keys },
        source,
        limits,
      );
      if (result !== 'created' && result !== 'updated') refuse(result);
      reply.status(result === 'created' ? 201 : 200);
      return { subscribed: true };
    },
  );

  app.delete(
    '/api/push/subscriptions',
    { onRequest: limit, bodyLimit: SUBSCRIPTION_BODY_LIMIT, schema: unsubscribeRouteSchema },
    async (request, reply) => {
      const { endpoint, keys } = parseOr400(unsubscribeSchema, request);
      // Unknown endpoints answer like removed ones: turning alerts off is idempotent.
      const result = await alerts.subscriptions.remove(endpoint, keys.auth);
      if (result === 'not-owner') refuse(result);
      reply.status(204);
    },
  );
}

export const pushRoutes = fp(pushRoutesPlugin, {
  name: 'push-routes',
  dependencies: ['deps', 'openapi', 'rate-limits'],
  encapsulate: true,
});
