import fp from 'fastify-plugin';
import { type AlertsHooks, createAlertsDeps } from './alerts/alerts-deps';
import { createAnalyticsRepo } from './analytics/analytics-repo';
import type { Config } from './config/config';
import type { Database } from './db/connect';
import { createFairCountDeps } from './fair-count/fair-count-deps';
import { createChangeBus } from './live/change-bus';
import { createHomeSnapshot } from './live/home-snapshot';
import { createMetrics } from './metrics/metrics';
import { createRacesRepo } from './races/races-repo';
import { createSessions } from './session/sessions';
import { createTalliesRepo } from './tallies/tallies-repo';
import { createVotesRepo } from './votes/votes-repo';

/** What route plugins need, built once per app and reached as `app.deps`. */
export function createDeps(config: Config, database: Database, alertsHooks: AlertsHooks = {}) {
  // The one change bus of this app. Publishers: the races and votes repositories here, the
  // signals repository (data score), the scheduler through alerts.races, and the change
  // feed (other processes' changes). Listeners: the home snapshot below, the live hub
  // (live-routes) and the recount loop (recount-plugin).
  const changes = createChangeBus();
  const races = createRacesRepo(database.db, changes);
  const tallies = createTalliesRepo(database.db);
  const votes = createVotesRepo(database, changes);
  const homeSnapshot = createHomeSnapshot(
    {
      listRaces: () => races.list(),
      listTallies: () => tallies.listAll(),
      getTally: (raceId) => tallies.get(raceId),
    },
    changes,
  );
  const metrics = createMetrics({ database, sportOf: (raceId) => homeSnapshot.sportOf(raceId) });
  const sessions = createSessions(database.db, {
    secret: config.sessionSecret,
    lifetimeDays: config.sessionTtlDays,
  });
  return {
    config,
    database,
    /** Every change this process makes or hears of (docs/architecture.md, "Data flow"). */
    changes,
    races,
    tallies,
    /** What GET /api/races, GET /api/tallies and the live feed serve, kept by the change bus. */
    homeSnapshot,
    votes,
    /** One network, one voice (docs/decisions/0113). */
    fairCount: createFairCountDeps(config, {
      db: database.db,
      votes,
      tallies,
      derivedKey: sessions.derivedKey,
      recounted: metrics.recounted,
    }),
    sessions,
    analytics: createAnalyticsRepo(database),
    alerts: createAlertsDeps(config, database, changes, {
      onPushSent: metrics.pushSent,
      ...alertsHooks,
    }),
    /** What GET /metrics serves (docs/operations.md, "Metrics"). */
    metrics,
  };
}

export type AppDeps = ReturnType<typeof createDeps>;

export interface DepsOptions {
  config: Config;
  database: Database;
  alerts?: AlertsHooks;
}

/** Decorates the app with its dependencies (`app.deps`); every other plugin depends on it. */
export const deps = fp<DepsOptions>(
  async (app, { config, database, alerts }) => {
    app.decorate('deps', createDeps(config, database, { log: app.log, ...alerts }));
  },
  { name: 'deps' },
);

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
