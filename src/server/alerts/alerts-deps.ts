import type { Agent } from 'node:https';
import type { Config } from '../config/config';
import type { Database } from '../db/connect';
import type { Log } from '../push/broadcast';
import { createPushSender } from '../push/push-sender';
import { createSubscriptionsRepo } from '../push/subscriptions-repo';
import { createVapidKeyStore } from '../push/vapid-keys';
import { createRacesRepo } from '../races/races-repo';
import { createTalliesRepo } from '../tallies/tallies-repo';
import { createAlertLogRepo } from './alert-log-repo';
import { createAlertsService } from './alerts-service';

/** Seams for tests: a local push service's certificate, a fake clock, instant backoff. */
export interface AlertsHooks {
  log?: Log;
  agent?: Agent;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const silentLog: Log = { info() {}, warn() {}, error() {} };

/** Push keys, subscriptions, the alert log and the sender, built once per app (or CLI run). */
export function createAlertsDeps(config: Config, database: Database, hooks: AlertsHooks = {}) {
  const log = hooks.log ?? silentLog;
  const now = hooks.now ?? Date.now;
  const vapidKeys = createVapidKeyStore(database.db, config.vapidKeys);
  const subscriptions = createSubscriptionsRepo(database.db);
  const alertLog = createAlertLogRepo(database.db);
  const send = createPushSender({
    keys: vapidKeys,
    subject: config.vapidSubject,
    ...(hooks.agent ? { agent: hooks.agent } : {}),
    ...(hooks.sleep ? { sleep: hooks.sleep } : {}),
  });
  const races = createRacesRepo(database.db);
  const alerts = createAlertsService({
    races,
    tallies: createTalliesRepo(database.db),
    subscriptions,
    alertLog,
    send,
    log,
    now,
  });
  return { log, now, vapidKeys, subscriptions, alertLog, alerts, races, database, config };
}

export type AlertsDeps = ReturnType<typeof createAlertsDeps>;
