import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config/config';
import type { Database } from '../../src/server/db/connect';
import { openReadyDatabase } from '../../src/server/open-ready';
import type { TestDatabaseKind } from './test-databases';

// Test support for alerts and the scheduler: a scratch database that several app
// instances can open in turn (a restart), a clock the test moves, a log it can read.

export interface Scratch {
  url: string;
  config(env?: Record<string, string>): Config;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export async function createScratch(kind: TestDatabaseKind): Promise<Scratch> {
  const scratch = await kind.create();
  return {
    url: scratch.url,
    // PUSH_TEST_LOOPBACK: the local push service listens on 127.0.0.1.
    config: (env = {}) =>
      loadConfig({
        DATABASE_URL: scratch.url,
        SCHEDULER: 'off',
        LOG_LEVEL: 'silent',
        PUSH_TEST_LOOPBACK: 'on',
        ...env,
      }),
    open: () => openReadyDatabase(scratch.url),
    drop: () => scratch.drop(),
  };
}

export interface FakeClock {
  now(): number;
  set(at: number | string): void;
}

export function fakeClock(start: number | string): FakeClock {
  let current = typeof start === 'string' ? Date.parse(start) : start;
  return {
    now: () => current,
    set(at) {
      current = typeof at === 'string' ? Date.parse(at) : at;
    },
  };
}

export const noWait = async (): Promise<void> => {};

/** One running app instance on the scratch database; close() is a clean shutdown. */
export async function startInstance(
  scratch: Scratch,
  alerts: Parameters<typeof buildApp>[0]['alerts'],
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; database: Database; close(): Promise<void> }> {
  const database = await scratch.open();
  const app = await buildApp({ config: scratch.config(env), database, logger: false, alerts });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
