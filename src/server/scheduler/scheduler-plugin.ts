import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dataScoreTickHook } from '../signals/data-score-plugin';
import { createRaceScheduler } from './race-scheduler';

/**
 * Runs the race-day scheduler while the app runs (SCHEDULER=on, the default), and the
 * push delivery that drains the alerts it queues. The two are separate loops: opening and
 * closing voting never waits for a push service.
 */
async function installScheduler(app: FastifyInstance): Promise<void> {
  const scheduler = createRaceScheduler(app.deps.alerts, {
    intervalMs: app.deps.config.schedulerIntervalMs,
    onLeaderTick: dataScoreTickHook(app),
  });
  app.addHook('onReady', async () => {
    scheduler.start();
    app.deps.alerts.delivery.start();
  });
  app.addHook('onClose', async () => scheduler.stop());
}

export const scheduler = fp(installScheduler, { name: 'scheduler', dependencies: ['deps'] });
