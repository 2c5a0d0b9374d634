import type { Config } from './config/config';
import type { Database } from './db/connect';
import { createRacesRepo } from './races/races-repo';
import { createTalliesRepo } from './tallies/tallies-repo';

/** What route plugins need, built once per app and reached as `app.deps`. */
export function createDeps(config: Config, database: Database) {
  return {
    config,
    database,
    races: createRacesRepo(database.db),
    tallies: createTalliesRepo(database.db),
  };
}

export type AppDeps = ReturnType<typeof createDeps>;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
