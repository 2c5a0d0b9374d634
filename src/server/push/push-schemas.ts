import type { z } from 'zod';
import type { EndpointRules } from '../../domain/alerts/push-endpoint';
import { errorResponses } from '../http/error-schema';
import { ApiHttpError } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { subscriptionSchemaFor, unsubscribeSchema } from './subscription-schema';

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

const subscriptionBodyOptions = {
  what: 'the subscription',
  refuse: (issues: readonly z.core.$ZodIssue[]) =>
    new ApiHttpError(
      400,
      'INVALID_SUBSCRIPTION',
      `Invalid push subscription: ${describeIssue(issues[0]!)}.`,
    ),
};

/** The body turning alerts on, under the server's endpoint rules (PUSH_ENDPOINT_HOSTS …). */
export const subscriptionBody = (rules: EndpointRules) =>
  jsonBody(subscriptionSchemaFor(rules), subscriptionBodyOptions);

/** The body turning alerts off: the endpoint and the subscription's auth secret. */
export const unsubscribeBody = jsonBody(unsubscribeSchema, subscriptionBodyOptions);

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
  description:
    "The browser's PushSubscription.toJSON(), plus the fan's choices: `sprints` (false for " +
    'Grand Prix alerts only), `language`, the language the alerts are written in (English ' +
    'when left out; an unknown one is refused), and `sports`, the sports whose alerts the fan ' +
    'gets (Formula 1 alone when a new subscription leaves it out; a known one keeps its ' +
    'sports; an unknown sport is refused).',
  tags: ['alerts'],
  response: { 200: subscribed, 201: subscribed, ...errorResponses },
} as const;

export const unsubscribeRouteSchema = {
  summary:
    "Turn alerts off, proving ownership with the subscription's auth secret (the same answer whether or not it was stored)",
  tags: ['alerts'],
  response: { 204: { type: 'null', description: 'Done' }, ...errorResponses },
} as const;
