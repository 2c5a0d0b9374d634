import { createECDH } from 'node:crypto';
import { z } from 'zod';
import { type EndpointRules, endpointProblem } from '../../domain/alerts/push-endpoint';
import { LANGUAGES, parseLanguage } from '../../domain/i18n/languages';
import { isSport, SPORTS } from '../../domain/sports/sports';

// A browser's PushSubscription.toJSON(), checked before anything is stored: the server
// will later POST to this URL and encrypt to these keys, so both must be of the right form.

/** Real push service URLs are a few hundred characters; anything far longer is not one. */
export const MAX_ENDPOINT_LENGTH = 1024;
const P256DH_BYTES = 65;
const AUTH_BYTES = 16;

function base64urlBytes(bytes: number) {
  return z.string().refine((value) => {
    if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return false;
    return Buffer.from(value.replace(/=+$/, ''), 'base64url').length === bytes;
  }, `must be ${bytes} bytes in URL-safe base64`);
}

/** An https URL of a public push service (see domain/push-endpoint for what is refused). */
function endpointSchema(rules: EndpointRules) {
  return z
    .string()
    .max(MAX_ENDPOINT_LENGTH, `must be at most ${MAX_ENDPOINT_LENGTH} characters`)
    .superRefine((value, ctx) => {
      const problem = endpointProblem(value, rules);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

export const subscriptionSchemaFor = (rules: EndpointRules) =>
  z.strictObject({
    endpoint: endpointSchema(rules),
    expirationTime: z.number().nullable().optional(),
    keys: z.strictObject({
      // Right length and leading 0x04 are not enough: the key must be a point on the curve,
      // or every alert to it would fail to encrypt.
      p256dh: base64urlBytes(P256DH_BYTES).refine(
        isP256Point,
        'must be an uncompressed P-256 public key',
      ),
      auth: base64urlBytes(AUTH_BYTES),
    }),
    /** Not part of a browser's subscription: the fan's choice; left out means sprint alerts on. */
    sprints: z.boolean().optional(),
    /** Not part of a browser's subscription: the language alerts are written in; left out, English. */
    language: z
      .string()
      .refine(
        (value) => parseLanguage(value) !== undefined,
        `must be one of ${LANGUAGES.join(', ')}`,
      )
      .optional()
      .describe(`The language of the alerts: ${LANGUAGES.join(', ')} (left out, en)`),
    /** Not part of a browser's subscription: the sports whose alerts the fan gets. */
    sports: z
      .array(z.string().refine(isSport, `must be one of ${SPORTS.join(', ')}`))
      .min(1, 'must list at least one sport')
      .max(SPORTS.length)
      .optional()
      .describe(
        `The sports whose alerts the fan gets, of ${SPORTS.join(', ')} (left out: formula1 for a new subscription; a known one keeps its sports)`,
      ),
  });

function isP256Point(value: string): boolean {
  const key = Buffer.from(value, 'base64url');
  if (key[0] !== 0x04) return false;
  try {
    const probe = createECDH('prime256v1');
    probe.setPrivateKey(PROBE_PRIVATE_KEY);
    probe.computeSecret(key);
    return true;
  } catch {
    return false;
  }
}
// Any valid scalar works: computeSecret only needs a private key to check the peer's point.
const PROBE_PRIVATE_KEY = Buffer.alloc(32, 7);

/**
 * Turning alerts off proves it is the subscribing browser: besides the endpoint (which a
 * push service, a log or a shared device may reveal) it sends the subscription's auth
 * secret, exactly as PushSubscription.toJSON() gives it.
 */
export const unsubscribeSchema = z.strictObject({
  endpoint: z
    .string()
    .min(1)
    .max(MAX_ENDPOINT_LENGTH, `must be at most ${MAX_ENDPOINT_LENGTH} characters`),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ auth: base64urlBytes(AUTH_BYTES) }),
});
