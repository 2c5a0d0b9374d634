import { errorResponses, requestBodySchema } from '../http/error-schema';
import { subscriptionSchemaFor, unsubscribeSchema } from './subscription-schema';

// Documents the production rules: any public https host (PUSH_ENDPOINT_HOSTS narrows it).
const subscriptionSchema = subscriptionSchemaFor({
  allowedHostSuffixes: null,
  allowLoopback: false,
});

const subscribed = {
  type: 'object',
  properties: { subscribed: { type: 'boolean' } },
  required: ['subscribed'],
} as const;

export const publicKeySchema = {
  summary: 'The VAPID public key browsers subscribe with',
  tags: ['alerts'],
  response: {
    200: {
      type: 'object',
      properties: { publicKey: { type: 'string' } },
      required: ['publicKey'],
    },
    ...errorResponses,
  },
} as const;

export const subscribeSchema = {
  summary: "Turn alerts on for this browser's push subscription",
  tags: ['alerts'],
  body: requestBodySchema(subscriptionSchema),
  response: { 200: subscribed, 201: subscribed, ...errorResponses },
} as const;

export const unsubscribeRouteSchema = {
  summary:
    "Turn alerts off, proving ownership with the subscription's auth secret (the same answer whether or not it was stored)",
  tags: ['alerts'],
  body: requestBodySchema(unsubscribeSchema),
  response: { 204: { type: 'null', description: 'Done' }, ...errorResponses },
} as const;
