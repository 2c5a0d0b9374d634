import type { Agent } from 'node:https';
import webpush from 'web-push';
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
  /** Tests pass an agent that trusts a local push service's certificate. */
  agent?: Agent;
  timeoutMs?: number;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export const PUSH_DEFAULTS = {
  timeoutMs: 10_000,
  maxAttempts: 4,
  baseDelayMs: 1_000,
  maxDelayMs: 60_000,
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** 404/410 say the subscription is gone for good; it must be forgotten, not retried. */
const GONE = new Set([404, 410]);

function isRetryable(status: number | null): boolean {
  return status === null || status === 429 || status >= 500;
}

function retryAfterMs(headers: Record<string, string> | undefined): number {
  const value = headers?.['retry-after'];
  if (!value) return 0;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 0;
}

/**
 * Sends one Web Push message (RFC 8030, aes128gcm, VAPID), retrying network errors,
 * 429 and 5xx with exponential backoff (honouring Retry-After). Never throws.
 */
export function createPushSender(options: PushSenderOptions) {
  const o = { ...PUSH_DEFAULTS, ...options };
  const sleep = options.sleep ?? wait;

  return async function send(
    target: PushTarget,
    payload: string,
    message: PushMessageOptions,
  ): Promise<DeliveryOutcome> {
    let keys: Awaited<ReturnType<VapidKeyStore['keys']>>;
    try {
      keys = await o.keys.keys();
    } catch (error) {
      return { outcome: 'failed', attempts: 0, status: null, reason: (error as Error).message };
    }
    for (let attempt = 1; ; attempt += 1) {
      try {
        await webpush.sendNotification(target, payload, {
          vapidDetails: {
            subject: o.subject,
            publicKey: keys.publicKey,
            privateKey: keys.privateKey,
          },
          TTL: message.ttlSeconds,
          urgency: message.urgency,
          ...(message.topic ? { topic: message.topic } : {}),
          ...(o.agent ? { agent: o.agent } : {}),
          timeout: o.timeoutMs,
        });
        return { outcome: 'delivered', attempts: attempt };
      } catch (error) {
        const err = error as { statusCode?: number; headers?: Record<string, string> };
        const status = typeof err.statusCode === 'number' ? err.statusCode : null;
        if (status !== null && GONE.has(status))
          return { outcome: 'gone', attempts: attempt, status };
        if (!isRetryable(status) || attempt >= o.maxAttempts) {
          const reason =
            status === null ? (error as Error).message : `push service answered ${status}`;
          return { outcome: 'failed', attempts: attempt, status, reason };
        }
        const backoff = o.baseDelayMs * 2 ** (attempt - 1);
        await sleep(Math.min(o.maxDelayMs, Math.max(backoff, retryAfterMs(err.headers))));
      }
    }
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
