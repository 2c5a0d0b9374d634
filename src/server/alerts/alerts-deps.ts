import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Config } from '../config/config';
import type { Database } from '../db/connect';
import type { Log } from '../http/log';
import type { ChangeBus } from '../live/change-bus';
import { createOutboxDelivery } from '../push/outbox-delivery';
import { createOutboxRepo } from '../push/outbox-repo';
import { createPushSender, type DeliveryOutcome } from '../push/push-sender';
import { createPushTransport, type ResolveHost } from '../push/push-transport';
import { createSubscriptionsRepo } from '../push/subscriptions-repo';
import { createVapidKeyStore } from '../push/vapid-keys';
import { createRacesRepo } from '../races/races-repo';
import { createTalliesRepo } from '../tallies/tallies-repo';
import { createAlertLogRepo } from './alert-log-repo';
import { createAlertsService } from './alerts-service';

/**
 * Seams for tests: a local push service's certificate, what a host name resolves to, a
 * fake clock, instant backoff. Loopback endpoints themselves need PUSH_TEST_LOOPBACK,
 * which the config refuses on a public site.
 */
export interface AlertsHooks {
  log?: Log;
  /** A certificate to trust besides the system's (the local push service's). */
  pushCa?: string;
  resolveHost?: ResolveHost;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Told the result of each push message sent (the metrics). */
  onPushSent?: (result: DeliveryOutcome['outcome']) => void;
}

const silentLog: Log = { info() {}, warn() {}, error() {} };

/** Push keys, subscriptions, the alert log, the outbox and its delivery, built once per app (or CLI run). */
export function createAlertsDeps(
  config: Config,
  database: Database,
  changes: ChangeBus,
  hooks: AlertsHooks = {},
) {
  const log = hooks.log ?? silentLog;
  const now = hooks.now ?? Date.now;
  const settings = config.push;
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const vapidKeys = createVapidKeyStore(database.db, config.vapidKeys);
  const subscriptions = createSubscriptionsRepo(database.db);
  const alertLog = createAlertLogRepo(database.db);
  const outbox = createOutboxRepo(database.db);
  const rules = {
    allowedHostSuffixes: settings.endpointHosts,
    allowLoopback: settings.allowLoopback,
  };
  const transport = createPushTransport({
    timeoutMs: settings.timeoutMs,
    // Slow deliveries stop holding a slot (see outbox-delivery), so sockets can outnumber slots.
    maxSockets: settings.concurrency * 4,
    allowLoopback: settings.allowLoopback,
    ...(hooks.pushCa ? { extraCa: hooks.pushCa } : {}),
    ...(hooks.resolveHost ? { resolveHost: hooks.resolveHost } : {}),
  });
  const sendOne = createPushSender({
    keys: vapidKeys,
    subject: config.vapidSubject,
    transport,
    rules,
    ...(hooks.sleep ? { sleep: hooks.sleep } : {}),
  });
  const send: typeof sendOne = async (...args) => {
    const outcome = await sendOne(...args);
    hooks.onPushSent?.(outcome.outcome);
    return outcome;
  };
  const delivery = createOutboxDelivery({
    outbox,
    subscriptions,
    send,
    log,
    now,
    holder,
    concurrency: settings.concurrency,
    dropAfterFailures: settings.dropAfterFailures,
  });
  const races = createRacesRepo(database.db, changes);
  const alerts = createAlertsService({
    db: database.db,
    races,
    tallies: createTalliesRepo(database.db),
    log,
    now,
    queued: () => delivery.nudge(),
  });
  return {
    log,
    now,
    holder,
    rules,
    vapidKeys,
    subscriptions,
    alertLog,
    outbox,
    delivery,
    alerts,
    races,
    database,
    changes,
    config,
    /** Ends the delivery and its connections (the app's onClose, the CLI's exit). */
    async close(): Promise<void> {
      await delivery.stop();
      transport.close();
    },
  };
}

export type AlertsDeps = ReturnType<typeof createAlertsDeps>;
