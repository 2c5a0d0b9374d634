import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { AlertKind } from '../../domain/alerts/alert-kinds';
import { type VotingWindow, votingWindow, windowPosition } from '../../domain/races/voting-window';
import type { AlertsDeps } from '../alerts/alerts-deps';
import { createLeaseRepo } from './lease-repo';

export const SCHEDULER_LEASE = 'race-scheduler';
/**
 * A results summary more than this late (the scheduler was down when voting closed) is
 * stale news: the race is still closed, but nobody is told a day later.
 */
export const RESULTS_STALE_AFTER_MS = 12 * 60 * 60 * 1000;

interface RaceRow {
  id: string;
  date: string;
  starts_at: string | null;
  is_current: number;
  manual_override: number;
}

export interface TickReport {
  leader: boolean;
  opened: string[];
  closed: string[];
  alerts: { raceId: string; kind: AlertKind; status: string }[];
}

export interface RaceSchedulerOptions {
  intervalMs: number;
  /** How long the lease lasts without renewal; an instance that dies hands over after it. */
  leaseMs?: number;
  holder?: string;
  /** Runs (without being awaited) after each pass this instance leads, e.g. the data score. */
  onLeaderTick?: (now: number) => void;
}

/**
 * Race-day automation: opens voting when a race's window opens, closes it when the window
 * ends, and queues the two alerts (the push outbox delivers them on its own time). Only acts on races the scheduler itself runs: a race an
 * operator touched by hand is left alone, and a window that closed before the scheduler
 * ever opened it (an old season on first start) is never replayed.
 */
export function createRaceScheduler(deps: AlertsDeps, options: RaceSchedulerOptions) {
  const holder = options.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? Math.max(3 * options.intervalMs, 30_000);
  const leases = createLeaseRepo(deps.database.db);
  const { db } = deps.database;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<TickReport | null> | null = null;

  async function sendOnce(report: TickReport, raceId: string, kind: AlertKind): Promise<void> {
    const result = await deps.alerts.send(raceId, kind);
    report.alerts.push({ raceId, kind, status: result.status });
  }

  async function runRace(
    row: RaceRow,
    window: VotingWindow,
    sent: Set<string>,
    now: number,
    report: TickReport,
  ) {
    const position = windowPosition(window, now);
    if (position === 'open') {
      if (row.is_current !== 1) {
        await deps.races.setCurrent(row.id, true, { manual: false });
        report.opened.push(row.id);
      }
      if (!sent.has(`${row.id}:voting-open`)) await sendOnce(report, row.id, 'voting-open');
      return;
    }
    // Closed: only a race this scheduler opened (its 'voting open' is logged) is closed
    // and summed up; anything else happened before the scheduler knew it.
    if (position !== 'closed' || !sent.has(`${row.id}:voting-open`)) return;
    if (row.is_current === 1) {
      await deps.races.setCurrent(row.id, false, { manual: false });
      report.closed.push(row.id);
    }
    if (sent.has(`${row.id}:results`)) return;
    if (now - window.closesAt > RESULTS_STALE_AFTER_MS) return;
    await sendOnce(report, row.id, 'results');
  }

  async function tick(): Promise<TickReport> {
    const now = deps.now();
    const report: TickReport = { leader: false, opened: [], closed: [], alerts: [] };
    report.leader = await leases.tryAcquire(SCHEDULER_LEASE, holder, now, leaseMs);
    if (!report.leader) return report;
    const [rows, logged] = await Promise.all([
      db
        .selectFrom('races')
        .select(['id', 'date', 'starts_at', 'is_current', 'manual_override'])
        .where('manual_override', '=', 0)
        .where('cancelled', '=', 0)
        .orderBy('date')
        .execute(),
      deps.alertLog.list(),
    ]);
    const sent = new Set(logged.map((e) => `${e.raceId}:${e.kind}`));
    for (const row of rows) {
      const window = votingWindow({ date: row.date, startsAt: row.starts_at });
      if (!window) continue;
      try {
        await runRace(row, window, sent, now, report);
      } catch (error) {
        deps.log.error({ err: error, raceId: row.id }, 'scheduler could not update a race');
      }
    }
    options.onLeaderTick?.(now);
    if (report.opened.length || report.closed.length) {
      deps.log.info({ opened: report.opened, closed: report.closed }, 'scheduler changed races');
    }
    return report;
  }

  /** One pass; never throws (a failed pass is logged and the next one tries again). */
  async function safeTick(): Promise<TickReport | null> {
    if (running) return running;
    running = tick()
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'scheduler tick failed');
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    holder,
    tick: safeTick,
    start(): void {
      if (timer) return;
      void safeTick();
      timer = setInterval(() => void safeTick(), options.intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      await leases.release(SCHEDULER_LEASE, holder).catch(() => {});
    },
  };
}

export type RaceScheduler = ReturnType<typeof createRaceScheduler>;
