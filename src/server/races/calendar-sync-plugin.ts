import type { FastifyInstance } from 'fastify';
import { createCalendarSyncTask } from './calendar-sync-task';

/**
 * The scheduler's calendar step: with CALENDAR_URL set, returns what each leading tick
 * calls (and stops the task with the app); without it, nothing — the feature is off.
 */
export function calendarSyncTickHook(app: FastifyInstance): ((now: number) => void) | undefined {
  const { config, database, changes, alerts, metrics } = app.deps;
  if (config.calendarUrls.length === 0) return undefined;
  const task = createCalendarSyncTask(database, changes, alerts.log, {
    urls: config.calendarUrls,
    onSynced: (result) => metrics.calendarSynced(result),
  });
  app.addHook('onClose', async () => task.stop());
  return (now) => void task.poke(now);
}
