import { ALERT_KINDS } from '../../domain/alerts/alert-kinds';
import { isAlertKind } from '../../domain/alerts/alert-texts';
import { type AdminCommand, AdminUsageError } from '../commands/admin-command';
import type { Log } from '../http/log';
import { createRacesRepo } from '../races/races-repo';
import { createAlertsDeps } from './alerts-deps';

// The CLI prints its own summary; push failures still go to stderr as they happen.
const stderrLog: Log = {
  info() {},
  warn: (obj, msg) => console.error(`warn: ${msg} ${JSON.stringify(obj)}`),
  error: (obj, msg) => console.error(`error: ${msg} ${JSON.stringify(obj)}`),
};

const send: AdminCommand = {
  name: 'alerts:send',
  usage: `alerts:send RACE_ID ${ALERT_KINDS.join('|')}`,
  summary: 'send one alert now to every subscriber (still at most once per race)',
  // Queued claimed by this run, then delivered here; if this run dies midway, a running
  // server's delivery finishes the rest once the claim expires.
  async run(args, { database, config, changes, json }) {
    const [raceId, kind, ...extra] = args;
    if (!raceId || !kind || extra.length > 0 || raceId.startsWith('--')) {
      throw new AdminUsageError('give a race id and an alert kind', this.usage);
    }
    if (!isAlertKind(kind)) {
      throw new AdminUsageError(
        `'${kind}' is not an alert kind (${ALERT_KINDS.join(', ')})`,
        this.usage,
      );
    }
    const deps = createAlertsDeps(config, database, changes, { log: stderrLog });
    try {
      const result = await deps.alerts.send(raceId, kind, {
        holder: deps.holder,
        now: deps.now(),
        leaseMs: 60_000,
      });
      if (result.status === 'unknown-race')
        throw new Error(`no race with id '${raceId}' (see races:list)`);
      if (result.status === 'already-sent') {
        if (json) return { raceId, kind, ...result };
        return `${raceId}: '${kind}' was already sent at ${result.entry?.recordedAt ?? 'an earlier time'}; not sent again`;
      }
      const report = (await deps.delivery.drain()).find(
        (r) => r.raceId === raceId && r.kind === kind,
      );
      const counts = report ?? { delivered: 0, failed: 0, removed: 0 };
      if (json) return { raceId, kind, status: 'sent', text: result.text, ...counts };
      return `${raceId}: sent '${result.text}' — ${counts.delivered} delivered, ${counts.failed} failed, ${counts.removed} subscriptions removed`;
    } finally {
      await deps.close();
    }
  },
};

const list: AdminCommand = {
  name: 'alerts:list',
  usage: 'alerts:list [RACE_ID]',
  summary: 'alerts sent so far, with delivery counts',
  async run(args, { database, config, changes, json }) {
    if (args.length > 1) throw new AdminUsageError('give at most one race id', this.usage);
    const [raceId] = args;
    if (raceId && !(await createRacesRepo(database.db, changes).get(raceId))) {
      throw new Error(`no race with id '${raceId}' (see races:list)`);
    }
    const { alertLog } = createAlertsDeps(config, database, changes);
    const entries = await alertLog.list(raceId);
    if (json) return entries;
    if (entries.length === 0) return 'no alerts sent yet';
    return entries
      .map(
        (e) =>
          `${e.raceId.padEnd(36)} ${e.kind.padEnd(12)} ${e.recordedAt}  ${e.delivered} delivered, ${e.failed} failed, ${e.removed} removed${e.finishedAt ? '' : ' (unfinished)'}`,
      )
      .join('\n');
  },
};

const subscriptions: AdminCommand = {
  name: 'push:subscriptions',
  usage: 'push:subscriptions',
  summary: 'how many browsers receive alerts',
  async run(args, { database, config, changes, json }) {
    if (args.length > 0) throw new AdminUsageError('takes no arguments', this.usage);
    const count = await createAlertsDeps(config, database, changes).subscriptions.count();
    return json ? { subscriptions: count } : `${count} push subscription(s)`;
  },
};

export const alertCommands = [send, list, subscriptions];
