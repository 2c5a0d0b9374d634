import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Change } from '../live/change-bus';
import { throttledWarning } from '../rate-limit/limit-store';
import { dropExpiredNetworks } from './network-retention';

/** How often races whose votes changed are weighed again. */
export const RECOUNT_INTERVAL_MS = 1000;
/** Every this many passes, every current race is weighed (a missed change costs a minute). */
export const FULL_PASS_EVERY = 60;
/** How often network hashes past their retention are looked for. */
export const RETENTION_CHECK_MS = 60 * 60 * 1000;

/**
 * Keeps held and counted votes up to date as crowds grow (docs/decisions/0113): each race
 * whose tally changed — on this instance or another, heard on the change bus — is
 * recounted within RECOUNT_INTERVAL_MS. Every instance may do it; a recount writes only
 * flags that still read as it found them, so two never count a vote twice.
 */
async function installRecount(app: FastifyInstance): Promise<void> {
  const { database, changes, fairCount, config } = app.deps;
  const db = database.db;
  const warn = throttledWarning((error) => app.log.warn({ err: error }, 'recount failed'));
  const dirty = new Set<string>();
  let everything = true;
  let passes = 0;
  let lastRetention = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const onChange = (change: Change) => {
    if (change.type === 'tally') dirty.add(change.raceId);
    else if (change.type === 'all') everything = true;
  };

  async function pass(): Promise<void> {
    passes += 1;
    if (everything || passes % FULL_PASS_EVERY === 0) {
      everything = false;
      const current = await db
        .selectFrom('races')
        .select('id')
        .where('is_current', '=', 1)
        .execute();
      for (const race of current) dirty.add(race.id);
    }
    const races = [...dirty];
    dirty.clear();
    for (const raceId of races) {
      if (stopped) return;
      await fairCount.recountRace(raceId);
    }
    const now = Date.now();
    if (now - lastRetention >= RETENTION_CHECK_MS) {
      lastRetention = now;
      await dropExpiredNetworks(db, now, config.networkRetentionDays);
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass()
        .catch((error: unknown) => {
          everything = true;
          warn(error);
        })
        .finally(schedule);
    }, RECOUNT_INTERVAL_MS);
    timer.unref();
  }

  app.addHook('onReady', async () => {
    changes.on(onChange);
    schedule();
  });
  app.addHook('preClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    changes.off(onChange);
    await running;
  });
}

export const recount = fp(installRecount, { name: 'recount', dependencies: ['deps'] });
