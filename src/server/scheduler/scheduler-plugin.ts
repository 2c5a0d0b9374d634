import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dataScoreTickHook } from '../data-score/data-score-plugin';
import { calendarSyncTickHook } from '../races/calendar-sync-plugin';
import { createRaceScheduler } from './race-scheduler';

/**
 * Runs the race-day scheduler while the app runs (SCHEDULER=on, the default), and the
 * push delivery that drains the alerts it queues (and, when configured, the data score and
 * the calendar sync on the leading instance). The two are separate loops: opening and
 * closing voting never waits for a push service.
 */
async function installScheduler(app: FastifyInstance): Promise<void> {
  // Steps only the leading instance runs, each off unless configured.
  const leaderSteps = [dataScoreTickHook(app), calendarSyncTickHook(app)].filter(
    (step) => step !== undefined,
  );
  const scheduler = createRaceScheduler(app.deps.alerts, {
    intervalMs: app.deps.config.schedulerIntervalMs,
    onLeaderTick: (now) => {
      for (const step of leaderSteps) step(now);
    },
  });
  app.addHook('onReady', async () => {
    scheduler.start();
    app.deps.alerts.delivery.start();
  });
  app.addHook('onClose', async () => scheduler.stop());
}

export const scheduler = fp(installScheduler, { name: 'scheduler', dependencies: ['deps'] });
