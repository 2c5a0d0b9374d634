import { type AlertsHooks, createAlertsDeps } from './alerts/alerts-deps';
import { createAnalyticsRepo } from './analytics/analytics-repo';
import type { Config } from './config/config';
import type { Database } from './db/connect';
import { networkHashesFor } from './fair-count/network-key';
import { recountRace } from './fair-count/recount';
import { changeBusFor } from './live/change-bus';
import { createHomeSnapshot } from './races/home-snapshot';
import { createRacesRepo } from './races/races-repo';
import { createSessions } from './session/sessions';
import { createTalliesRepo } from './tallies/tallies-repo';
import { createVotesRepo } from './votes/votes-repo';

/** What route plugins need, built once per app and reached as `app.deps`. */
export function createDeps(config: Config, database: Database, alertsHooks: AlertsHooks = {}) {
  const races = createRacesRepo(database.db);
  const tallies = createTalliesRepo(database.db);
  const votes = createVotesRepo(database);
  const recountDeps = { db: database.db, votes, tallies, maxShift: config.fairCountMaxShift };
  const sessions = createSessions(database.db, {
    secret: config.sessionSecret,
    lifetimeDays: config.sessionTtlDays,
  });
  return {
    config,
    database,
    races,
    tallies,
    /** What GET /api/races, GET /api/tallies and the live feed serve, kept by the change bus. */
    homeSnapshot: createHomeSnapshot(
      {
        listRaces: () => races.list(),
        listTallies: () => tallies.listAll(),
        getTally: (raceId) => tallies.get(raceId),
      },
      changeBusFor(database.db),
    ),
    votes,
    /** One network, one voice (docs/decisions/0113). */
    fairCount: {
      /** Keyed hashes of networks: votes' verdict networks and limit counters' keys. */
      networkHashes: networkHashesFor(sessions.derivedKey),
      recountRace: (raceId: string) => recountRace(recountDeps, raceId),
    },
    sessions,
    analytics: createAnalyticsRepo(database),
    alerts: createAlertsDeps(config, database, alertsHooks),
  };
}

export type AppDeps = ReturnType<typeof createDeps>;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
