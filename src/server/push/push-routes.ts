import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { parseLanguage } from '../../domain/i18n/languages';
import { isSport } from '../../domain/sports/sports';
import { ApiHttpError } from '../http/errors';
import type { JsonBodyTypeProvider } from '../http/json-body';
import { rateLimitHook } from '../rate-limit/rate-limit-hook';
import {
  publicKeySchema,
  subscribeSchema,
  subscriptionBody,
  unsubscribeBody,
  unsubscribeRouteSchema,
} from './push-schemas';
import { subscriptionSource } from './subscription-source';

/** A subscription is a few hundred bytes; a larger body is not one. */
export const SUBSCRIPTION_BODY_LIMIT = 4 * 1024;
/** Subscribing is rare (once per browser); this still lets a crowd behind one address in. */
export const SUBSCRIPTION_CHANGES_PER_MINUTE = 60;

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
  const subscription = subscriptionBody(alerts.rules);
  const limits = {
    perSource: config.push.subscriptionsPerAddress,
    total: config.push.subscriptionsMax,
  };
  app.addHook('onClose', async () => alerts.close());

  app.get('/api/push/public-key', { schema: publicKeySchema }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { publicKey: (await alerts.vapidKeys.keys()).publicKey };
  });

  const api = app.withTypeProvider<JsonBodyTypeProvider>();
  const limited = { onRequest: limit, bodyLimit: SUBSCRIPTION_BODY_LIMIT };

  api.post(
    '/api/push/subscriptions',
    { ...limited, ...subscription.route(subscribeSchema) },
    async (request, reply) => {
      const { endpoint, keys, sprints, sports } = request.body;
      const language = parseLanguage(request.body.language);
      const source = subscriptionSource(request.ip, (await alerts.vapidKeys.keys()).privateKey);
      const subscription = {
        endpoint,
        keys,
        ...(sprints === undefined ? {} : { sprints }),
        ...(language === undefined ? {} : { language }),
        ...(sports === undefined ? {} : { sports: sports.filter(isSport) }),
      };
      const result = await alerts.subscriptions.save(subscription, source, limits);
      if (result !== 'created' && result !== 'updated') refuse(result);
      reply.status(result === 'created' ? 201 : 200);
      return { subscribed: true };
    },
  );

  api.delete(
    '/api/push/subscriptions',
    { ...limited, ...unsubscribeBody.route(unsubscribeRouteSchema) },
    async (request, reply) => {
      const { endpoint, keys } = request.body;
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
