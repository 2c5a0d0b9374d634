import type { FastifyInstance } from 'fastify';
import type { AnalyticsConfig } from './analytics-config';
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
}

/** Runs the fold at start, every interval and whenever this instance sees the cap passed. */
export function installAnalyticsMaintenance(app: FastifyInstance): AnalyticsMaintenance {
  const { analytics: repo, config } = app.deps;
  let estimate = 0;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  const run = () => {
    running ??= runAnalyticsMaintenance(repo, config)
      .then((result) => {
        estimate = result.raw;
        if (result.overCap > 0) {
          app.log.warn(
            { ...result, max: config.analyticsMaxEvents },
            'analytics: over ANALYTICS_MAX_EVENTS, the oldest raw events were folded into daily counts',
          );
        } else if (result.aged > 0) {
          app.log.info(result, 'analytics: raw events past retention folded into daily counts');
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'analytics maintenance failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };

  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, ANALYTICS_MAINTENANCE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });

  return {
    noteStored(count) {
      estimate += count;
      if (estimate > config.analyticsMaxEvents) void run();
    },
  };
}
