import type { Log } from '../http/log';
import { localizedPayload } from './localized-payload';
import type { DeliveryCounts, OutboxEntry, OutboxRepo } from './outbox-repo';
import type { PushSender } from './push-sender';
import type { DeliveryTarget, SubscriptionsRepo } from './subscriptions-repo';

export interface DeliveryOptions {
  outbox: OutboxRepo;
  subscriptions: SubscriptionsRepo;
  send: PushSender;
  log: Log;
  now: () => number;
  /** Who this process is, for the outbox claim. */
  holder: string;
  /** Deliveries started at once (PUSH_CONCURRENCY). */
  concurrency: number;
  /** Consecutive failed alerts after which a subscription is dropped. */
  dropAfterFailures: number;
  leaseMs?: number;
  pageSize?: number;
  /** How often a running server looks for alerts queued elsewhere (another instance, the CLI). */
  pollMs?: number;
}

export interface DeliveryReport extends DeliveryCounts {
  raceId: string;
  kind: string;
  /** False when another instance took the alert over (this one stalled past its lease). */
  finished: boolean;
}

export const DELIVERY_DEFAULTS = {
  leaseMs: 60_000,
  pageSize: 500,
  pollMs: 5_000,
  /**
   * A delivery still running after this long (a slow or dead endpoint, or a retry's
   * backoff) stops holding one of the concurrent slots; it runs on, bounded by its own
   * deadline, while the next subscriber is served. Slow endpoints then cost their own
   * time only, not everyone else's.
   */
  slowAfterMs: 1_000,
  /** In flight at most, slow ones included: a bound on sockets and memory. */
  maxInFlightPerSlot: 16,
};

/**
 * Drains the push outbox: claims one queued alert at a time and sends it to every
 * subscription, in endpoint order, a page at a time. Never throws.
 */
export function createOutboxDelivery(options: DeliveryOptions) {
  const o = { ...DELIVERY_DEFAULTS, ...options };
  const claim = () => ({ holder: o.holder, now: o.now(), leaseMs: o.leaseMs });
  let draining: Promise<DeliveryReport[]> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let stopping = false;

  async function deliver(entry: OutboxEntry): Promise<DeliveryReport> {
    const counts: DeliveryCounts = { ...entry.counts };
    const failingServices = new Map<string, { failures: number; reason: string }>();
    let cursor = entry.cursor;
    let lost = false;
    const renew = setInterval(() => {
      o.outbox.renew(entry, claim()).then(
        (held) => {
          if (!held) lost = true;
        },
        () => {},
      );
    }, o.leaseMs / 3);
    renew.unref();

    let fast = 0;
    let inFlight = 0;
    const waiting: (() => void)[] = [];
    const wake = () => {
      while (
        waiting.length > 0 &&
        fast < o.concurrency &&
        inFlight < o.concurrency * o.maxInFlightPerSlot
      )
        waiting.shift()!();
    };
    const slot = () =>
      fast < o.concurrency && inFlight < o.concurrency * o.maxInFlightPerSlot
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiting.push(resolve));
    const running = new Set<Promise<void>>();
    const payloadFor = localizedPayload(entry.payload);

    const one = async (target: DeliveryTarget) => {
      const outcome = await o.send(target, payloadFor(target.language), entry.message);
      if (outcome.outcome === 'delivered') {
        counts.delivered += 1;
        if (target.failures > 0) await o.subscriptions.recordDelivery(target.endpoint);
      } else if (outcome.outcome === 'gone') {
        counts.removed += 1;
        await o.subscriptions.forget(target.endpoint);
      } else {
        counts.failed += 1;
        // The endpoint's origin is enough to spot a failing push service; the full URL
        // identifies one browser and stays out of the log.
        const service = safeOrigin(target.endpoint);
        const seen = failingServices.get(service) ?? { failures: 0, reason: outcome.reason };
        seen.failures += 1;
        failingServices.set(service, seen);
        if (await o.subscriptions.recordFailure(target.endpoint, o.dropAfterFailures))
          counts.removed += 1;
      }
    };

    const start = (target: DeliveryTarget) => {
      fast += 1;
      inFlight += 1;
      let holdsSlot = true;
      const release = () => {
        if (holdsSlot) {
          holdsSlot = false;
          fast -= 1;
        }
      };
      const slow = setTimeout(() => {
        release();
        wake();
      }, o.slowAfterMs);
      const task = one(target)
        .catch((error: unknown) => {
          counts.failed += 1;
          o.log.error({ err: error }, 'push delivery could not record an outcome');
        })
        .finally(() => {
          clearTimeout(slow);
          release();
          inFlight -= 1;
          running.delete(task);
          wake();
        });
      running.add(task);
    };

    try {
      while (!lost && !stopping) {
        const page = await o.subscriptions.page(cursor, o.pageSize, {
          sprint: entry.sprint,
          sport: entry.sport,
        });
        if (page.length === 0) break;
        cursor = page.at(-1)!.endpoint;
        if (!(await o.outbox.advance(entry, o.holder, cursor, counts))) {
          lost = true;
          break;
        }
        for (const target of page) {
          await slot();
          start(target);
        }
      }
      await Promise.all(running);
    } finally {
      clearInterval(renew);
    }
    for (const [pushService, { failures, reason }] of failingServices) {
      o.log.warn({ pushService, failures, raceId: entry.raceId }, `push failed: ${reason}`);
    }
    const finished =
      !lost && !stopping && (await o.outbox.complete(entry, o.holder, counts, new Date(o.now())));
    if (finished) {
      o.log.info({ raceId: entry.raceId, kind: entry.kind, ...counts }, 'alert delivered');
    } else if (lost) {
      o.log.warn(
        { raceId: entry.raceId, kind: entry.kind },
        'alert delivery handed over to another instance',
      );
    }
    return { raceId: entry.raceId, kind: entry.kind, ...counts, finished };
  }

  async function drainAll(): Promise<DeliveryReport[]> {
    const reports: DeliveryReport[] = [];
    do {
      again = false;
      while (!stopping) {
        const entry = await o.outbox.claimNext(claim());
        if (!entry) break;
        reports.push(await deliver(entry));
      }
    } while (again && !stopping);
    return reports;
  }

  /** Delivers every queued alert this process can claim; resolves when none is left. */
  function drain(): Promise<DeliveryReport[]> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = drainAll()
      .catch((error: unknown) => {
        o.log.error({ err: error }, 'push delivery pass failed');
        return [];
      })
      .finally(() => {
        draining = null;
      });
    return draining;
  }

  return {
    drain,
    /** Something was queued here: deliver now instead of at the next poll (servers only). */
    nudge(): void {
      if (timer) void drain();
    },
    start(): void {
      if (timer) return;
      timer = setInterval(() => void drain(), o.pollMs);
      timer.unref();
      void drain();
    },
    /**
     * Stops taking new pages, gives deliveries under way a moment, then hands the alert
     * back so another instance resumes it at once (what was in flight is not repeated).
     */
    async stop(graceMs = 2_000): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      stopping = true;
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        draining,
        new Promise((resolve) => {
          grace = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(grace);
      await o.outbox.release(o.holder).catch(() => {});
    },
  };
}

function safeOrigin(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'invalid endpoint';
  }
}

export type OutboxDelivery = ReturnType<typeof createOutboxDelivery>;
