import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config/config';
import type { Database } from '../../src/server/db/connect';
import { openReadyDatabase } from '../../src/server/open-ready';
import type { TestDatabaseKind } from './test-databases';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * A stand-in for the built client, so API tests never depend on `npm run build` having
 * run (the unit tests run before the build in `npm test`).
 */
export const TEST_CLIENT_DIR = fileURLToPath(new URL('./client-fixture', import.meta.url));

/** A full app in-process (Fastify inject) on a fresh database seeded with the calendar. */
export async function createTestApp(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const scratch = await kind.create();
  const config = loadConfig({
    DATABASE_URL: scratch.url,
    SCHEDULER: 'off',
    LOG_LEVEL: 'silent',
    // The ~1,200 races since 1950 only where a test asks for them (F1_HISTORY: 'on').
    F1_HISTORY: 'off',
    // Formula 1 alone unless a test lists more series (a fresh site seeds them all).
    SPORTS: 'formula1',
    ...env,
  });
  const database = await openReadyDatabase(config.databaseUrl, {
    sports: config.sports,
    history: config.f1History,
  });
  const app = await buildApp({ config, database, clientDir: TEST_CLIENT_DIR, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await scratch.drop();
    },
  };
}
