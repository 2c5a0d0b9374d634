import type { FastifyInstance } from 'fastify';
import { createDataScoreTask } from './data-score-task';

/**
 * The scheduler's data-score step: with OPENF1_URL set, returns what each leading tick
 * calls (and stops the task with the app); without it, nothing — the feature is off.
 */
export function dataScoreTickHook(app: FastifyInstance): ((now: number) => void) | undefined {
  const { config, database, changes, alerts } = app.deps;
  if (!config.openf1Url) return undefined;
  const task = createDataScoreTask(database, changes, alerts.log, {
    baseUrl: config.openf1Url,
    delayMinutes: config.openf1DelayMinutes,
  });
  app.addHook('onClose', async () => task.stop());
  return (now) => void task.poke(now);
}
