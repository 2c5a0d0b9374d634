import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config/config';
import type { Database } from '../../src/server/db/connect';
import { openReadyDatabase } from '../../src/server/open-ready';
import { TEST_CLIENT_DIR } from './test-app';

// App instances sharing one database, as behind a load balancer, for the tests of what
// every instance must count as one (rate limits, identities minted), and a Redis that
// accepts connections and never answers.

/** The Redis the shared-store tests count in (a real one on loopback). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface AppInstance {
  app: FastifyInstance;
  database: Database;
}

/** One instance on `url`, scheduler off, with `env` on top of the defaults. */
export async function startInstance(
  url: string,
  env: Record<string, string>,
): Promise<AppInstance> {
  const config = loadConfig({ DATABASE_URL: url, SCHEDULER: 'off', LOG_LEVEL: 'silent', ...env });
  const database = await openReadyDatabase(url);
  const app = await buildApp({ config, database, clientDir: TEST_CLIENT_DIR, logger: false });
  await app.ready();
  return { app, database };
}

export async function stopInstances(...instances: (AppInstance | undefined)[]): Promise<void> {
  for (const instance of instances) {
    await instance?.app.close();
    await instance?.database.close();
  }
}

/** A key prefix of its own keeps one run's Redis keys apart from any other run's. */
export const redisKeyPrefix = () => ({
  REDIS_KEY_PREFIX: `gpvibes-test-${randomBytes(6).toString('hex')}:`,
});

/** A server on loopback that accepts connections and never replies: a hung Redis. */
export async function startSilentServer(): Promise<{ url: string; close(): void }> {
  const silent = net.createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const port = (silent.address() as net.AddressInfo).port;
  return { url: `redis://127.0.0.1:${port}`, close: () => silent.close() };
}
