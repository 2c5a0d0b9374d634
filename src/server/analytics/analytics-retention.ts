import type { FastifyInstance } from 'fastify';
import type { AnalyticsConfig } from '../config/analytics-config';
import type { AnalyticsRepo } from './analytics-repo';

// Keeps analytics bounded: raw events older than the retention period, and the oldest ones
// past the cap, are folded into daily counts. Every instance runs it on a timer; the fold
// is safe to run from several at once (see analytics-repo), so no election is needed.

const DAY_MS = 24 * 60 * 60 * 1000;
export const ANALYTICS_MAINTENANCE_INTERVAL_MS = 10 * 60 * 1000;
/** Past the cap, raw rows are folded down to this share of it, so folds come in batches. */
export const ANALYTICS_CAP_LOW_WATER = 0.9;

/** The first receive time still kept raw: 00:00 UTC, `retentionDays` whole days back. */
export function retentionCutoff(now: number, retentionDays: number): string {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return new Date(today - retentionDays * DAY_MS).toISOString();
}

export interface MaintenanceResult {
  /** Raw rows folded because they were older than the retention period. */
  aged: number;
  /** Raw rows folded early because the table was over the cap. */
  overCap: number;
  /** Raw rows left. */
  raw: number;
}

type Limits = Pick<AnalyticsConfig, 'analyticsRetentionDays' | 'analyticsMaxEvents'>;

export async function runAnalyticsMaintenance(
  repo: AnalyticsRepo,
  limits: Limits,
  now = Date.now(),
): Promise<MaintenanceResult> {
  const aged = await repo.foldBefore(retentionCutoff(now, limits.analyticsRetentionDays));
  let overCap = 0;
  if ((await repo.countRaw()) > limits.analyticsMaxEvents) {
    overCap = await repo.foldBeyond(
      Math.floor(limits.analyticsMaxEvents * ANALYTICS_CAP_LOW_WATER),
    );
  }
  return { aged, overCap, raw: await repo.countRaw() };
}

export interface AnalyticsMaintenance {
  /** This instance stored `count` more rows; past the cap a fold starts at once. */
  noteStored(count: number): void;
  /** Runs one pass now (or joins the one running); a pass that ends over the cap runs again. */
  run(): Promise<void>;
  /** Resolves once no pass is running, a pass it starts again included. */
  idle(): Promise<void>;
  /** Like idle, and no pass starts after it. */
  close(): Promise<void>;
}

interface MaintenanceLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * The fold passes of one instance. It estimates the raw rows from what each pass leaves
 * plus what it stores after; rows stored while a pass runs may or may not be in that pass's
 * count, so they are added on top, and a pass that ends with the estimate over the cap runs
 * once more to recount. (Without that, the last batch stored during a pass was forgotten:
 * the table could sit over the cap until the next interval.)
 */
export function createAnalyticsMaintenance(
  repo: AnalyticsRepo,
  limits: Limits,
  log: MaintenanceLog,
): AnalyticsMaintenance {
  let estimate = 0;
  let storedSinceStart = 0;
  let running: Promise<void> | null = null;
  let closed = false;

  const run = (): Promise<void> => {
    if (running) return running;
    if (closed) return Promise.resolve();
    storedSinceStart = 0;
    let counted = false;
    running = runAnalyticsMaintenance(repo, limits)
      .then((result) => {
        counted = true;
        estimate = result.raw + storedSinceStart;
        if (result.overCap > 0) {
          log.warn(
            { ...result, max: limits.analyticsMaxEvents },
            'analytics: over ANALYTICS_MAX_EVENTS, the oldest raw events were folded into daily counts',
          );
        } else if (result.aged > 0) {
          log.info(result, 'analytics: raw events past retention folded into daily counts');
        }
      })
      .catch((error: unknown) => log.error({ err: error }, 'analytics maintenance failed'))
      .finally(() => {
        running = null;
        // A failed pass is retried by the next stored batch, not in a loop.
        if (counted && estimate > limits.analyticsMaxEvents) void run();
      });
    return running;
  };

  const idle = async () => {
    while (running) await running;
  };

  return {
    noteStored(count) {
      estimate += count;
      storedSinceStart += count;
      if (estimate > limits.analyticsMaxEvents) void run();
    },
    run,
    idle,
    close() {
      closed = true;
      return idle();
    },
  };
}

/** Runs the fold at start, every interval and whenever this instance sees the cap passed. */
export function installAnalyticsMaintenance(app: FastifyInstance): AnalyticsMaintenance {
  const { analytics: repo, config } = app.deps;
  const maintenance = createAnalyticsMaintenance(repo, config, app.log);
  let timer: NodeJS.Timeout | undefined;

  app.addHook('onReady', async () => {
    void maintenance.run();
    timer = setInterval(() => void maintenance.run(), ANALYTICS_MAINTENANCE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await maintenance.close();
  });

  return maintenance;
}
