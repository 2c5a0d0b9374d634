import type { PushMessageOptions, PushSender } from './push-sender';
import type { SubscriptionsRepo } from './subscriptions-repo';

/** The slice of the app logger (pino) that push and the scheduler use. */
export interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface BroadcastResult {
  delivered: number;
  failed: number;
  /** Subscriptions the push service reported gone (404/410), now deleted. */
  removed: number;
}

/** Sends in small parallel batches: fast for thousands, gentle on the push services. */
export const BROADCAST_CONCURRENCY = 8;

/** Sends one message to every stored subscription; never throws for a single failure. */
export async function broadcast(
  subscriptions: SubscriptionsRepo,
  send: PushSender,
  payload: string,
  message: PushMessageOptions,
  log: Log,
): Promise<BroadcastResult> {
  const targets = await subscriptions.list();
  const result: BroadcastResult = { delivered: 0, failed: 0, removed: 0 };
  let next = 0;
  async function worker(): Promise<void> {
    while (next < targets.length) {
      const target = targets[next++]!;
      const outcome = await send(target, payload, message);
      if (outcome.outcome === 'delivered') {
        result.delivered += 1;
      } else if (outcome.outcome === 'gone') {
        await subscriptions.remove(target.endpoint);
        result.removed += 1;
      } else {
        result.failed += 1;
        // The endpoint's origin is enough to spot a failing push service; the full URL
        // identifies one browser and stays out of the log.
        log.warn(
          {
            pushService: new URL(target.endpoint).origin,
            status: outcome.status,
            attempts: outcome.attempts,
          },
          `push failed: ${outcome.reason}`,
        );
      }
    }
  }
  await Promise.all(
    Array.from({ length: Math.min(BROADCAST_CONCURRENCY, targets.length) }, worker),
  );
  return result;
}
