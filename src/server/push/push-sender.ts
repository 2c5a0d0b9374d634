import webpush from 'web-push';
import { type EndpointRules, endpointProblem } from '../../domain/alerts/push-endpoint';
import type { PushAnswer, PushRequest, PushTransport } from './push-transport';
import type { VapidKeyStore } from './vapid-keys';

export type Urgency = 'very-low' | 'low' | 'normal' | 'high';

export interface PushMessageOptions {
  /** Seconds the push service keeps the message for an offline device. */
  ttlSeconds: number;
  urgency: Urgency;
  /** A newer message with the same topic replaces an undelivered older one. */
  topic?: string;
}

export type DeliveryOutcome =
  | { outcome: 'delivered'; attempts: number }
  | { outcome: 'gone'; attempts: number; status: number }
  | { outcome: 'failed'; attempts: number; status: number | null; reason: string };

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushSenderOptions {
  keys: VapidKeyStore;
  subject: string;
  transport: PushTransport;
  /** PUSH_ENDPOINT_HOSTS and the loopback switch, checked again before every send. */
  rules: EndpointRules;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export const PUSH_DEFAULTS = {
  /** Retries are few and short: an alert is news for minutes, not a job to finish at any cost. */
  maxAttempts: 3,
  baseDelayMs: 1_000,
  maxDelayMs: 10_000,
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** 404/410 say the subscription is gone for good; it must be forgotten, not retried. */
const GONE = new Set([404, 410]);

function isRetryable(answer: PushAnswer): boolean {
  if (answer.status === null) {
    // A refused address stays refused, and a request that used its whole deadline has
    // had its chance: retrying either only holds up the rest of the alert.
    return answer.failure === 'network';
  }
  return answer.status === 429 || answer.status >= 500;
}

function retryAfterMs(value: string | undefined): number {
  if (!value) return 0;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 0;
}

/**
 * Sends one Web Push message (RFC 8030, aes128gcm, VAPID): a bounded number of attempts,
 * each with the transport's overall deadline, retrying network errors, 429 and 5xx with
 * exponential backoff (honouring a short Retry-After). Never throws.
 */
export function createPushSender(options: PushSenderOptions) {
  const o = { ...PUSH_DEFAULTS, ...options };
  const sleep = options.sleep ?? wait;
  const vapid = vapidHeaderCache(o.subject);

  return async function send(
    target: PushTarget,
    payload: string,
    message: PushMessageOptions,
  ): Promise<DeliveryOutcome> {
    const problem = endpointProblem(target.endpoint, o.rules);
    if (problem)
      return { outcome: 'failed', attempts: 0, status: null, reason: `endpoint ${problem}` };
    let request: PushRequest;
    try {
      const keys = await o.keys.keys();
      const details = webpush.generateRequestDetails(target, payload, {
        headers: { Authorization: vapid.header(new URL(target.endpoint).origin, keys) },
        TTL: message.ttlSeconds,
        urgency: message.urgency,
        ...(message.topic ? { topic: message.topic } : {}),
      });
      request = {
        endpoint: details.endpoint,
        headers: details.headers as PushRequest['headers'],
        body: details.body,
      };
    } catch (error) {
      return { outcome: 'failed', attempts: 0, status: null, reason: (error as Error).message };
    }
    for (let attempt = 1; ; attempt += 1) {
      const answer = await o.transport.post(request);
      const { status } = answer;
      if (status !== null && status >= 200 && status < 300)
        return { outcome: 'delivered', attempts: attempt };
      if (status !== null && GONE.has(status))
        return { outcome: 'gone', attempts: attempt, status };
      if (!isRetryable(answer) || attempt >= o.maxAttempts) {
        const reason =
          status === null ? String(answer.error?.message) : `push service answered ${status}`;
        return { outcome: 'failed', attempts: attempt, status, reason };
      }
      const backoff = o.baseDelayMs * 2 ** (attempt - 1);
      await sleep(Math.min(o.maxDelayMs, Math.max(backoff, retryAfterMs(answer.retryAfter))));
    }
  };
}

/** VAPID tokens last this long (RFC 8292 allows up to 24 hours). */
const VAPID_TOKEN_SECONDS = 12 * 60 * 60;
/** A cached token is replaced while it still has this long to run. */
const VAPID_RENEW_BEFORE_SECONDS = 60 * 60;

/**
 * One signed VAPID token per push service origin, reused until close to its expiry: an
 * alert to thousands of subscribers on one push service signs once, not thousands of times.
 */
function vapidHeaderCache(subject: string) {
  const cache = new Map<string, { header: string; expires: number; publicKey: string }>();
  return {
    header(audience: string, keys: { publicKey: string; privateKey: string }): string {
      const nowSeconds = Math.floor(Date.now() / 1000);
      const hit = cache.get(audience);
      if (
        hit &&
        hit.publicKey === keys.publicKey &&
        hit.expires - nowSeconds > VAPID_RENEW_BEFORE_SECONDS
      ) {
        return hit.header;
      }
      const expires = nowSeconds + VAPID_TOKEN_SECONDS;
      const { Authorization } = webpush.getVapidHeaders(
        audience,
        subject,
        keys.publicKey,
        keys.privateKey,
        'aes128gcm',
        expires,
      );
      cache.set(audience, { header: Authorization, expires, publicKey: keys.publicKey });
      return Authorization;
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
