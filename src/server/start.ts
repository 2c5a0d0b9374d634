import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { DatabaseUnavailableError } from './db/connect';
import { startWalCheckpointer } from './db/wal-checkpointer';
import {
  drainAndClose,
  LISTEN_BACKLOG,
  SHUTDOWN_DEADLINE_MS,
  trackConnections,
} from './health/graceful-shutdown';
import { type H2cListener, listenH2c } from './http/h2c-server';
import { openFilesWarning, readOpenFilesLimit } from './live/open-files';
import { openReadyDatabase } from './open-ready';

// The server's entry point. `npm start` runs it compiled (dist/server/start.js, built by
// `npm run build`); `npm run dev` and the tests run this source through tsx.

/** A listen failure an operator fixes with a setting: one line naming it, no stack. */
function listenProblem(
  error: unknown,
  host: string,
  port: number,
  name: 'PORT' | 'H2C_PORT',
): string | null {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case 'EADDRINUSE':
      return `${name}: ${port} is already in use on ${host} (stop the other server or choose another ${name})`;
    case 'EACCES':
      return `${name}: not allowed to listen on ${port} (ports below 1024 need privileges)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
    case 'EAI_NONAME':
      return `HOST: '${host}' does not resolve to an address`;
    case 'EADDRNOTAVAIL':
      return `HOST: '${host}' is not an address of this machine`;
    default:
      return null;
  }
}

class StartError extends Error {}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openReadyDatabase(config.databaseUrl, {
    sports: config.sports,
    history: config.f1History,
  });
  const app = await buildApp({ config, database });
  // SQLite: WAL checkpoints on a thread of their own instead of inside a vote's commit.
  const checkpointer = database.sqlite
    ? startWalCheckpointer(database.sqlite, {
        onError: (message) =>
          app.log.warn({ message }, 'WAL checkpoint thread stopped; checkpoints run inline again'),
      })
    : null;
  const closeDatabase = async () => {
    await checkpointer?.stop();
    await database.close();
  };

  let h2c: H2cListener | null = null;
  let closing = false;
  const connections = trackConnections(app.server);
  // A rolling deploy's stop: leave the proxy's rotation, end the live streams with a short
  // retry, answer what was accepted, write the votes' batch, close the database
  // (health/graceful-shutdown.ts). Whatever still runs at the deadline is abandoned.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => {
      app.log.error({ afterMs: SHUTDOWN_DEADLINE_MS }, 'shutdown deadline passed: exiting now');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    force.unref();
    try {
      await drainAndClose(app, { signal, connections, h2c, closeDatabase });
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  let listening: { name: 'PORT' | 'H2C_PORT'; port: number } = { name: 'PORT', port: config.port };
  try {
    // Ready before the first connection: the database is open and migrated (above), every
    // plugin has started (the change feed listens), and the home snapshot is read, so the
    // viewers a leaving instance sends here all get it at once. Only then does the port
    // open, and a proxy (or /healthz) can reach the instance.
    await app.ready();
    await Promise.all([app.deps.homeSnapshot.races(), app.deps.homeSnapshot.tallies()]).catch(
      (error: unknown) => app.log.warn({ err: error }, 'home snapshot not read before start'),
    );
    await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
    if (config.h2cPort !== null) {
      listening = { name: 'H2C_PORT', port: config.h2cPort };
      h2c = await listenH2c(app, config, config.h2cPort);
    }
  } catch (error) {
    const problem = listenProblem(error, config.host, listening.port, listening.name);
    if (!problem) throw error;
    closing = true;
    await h2c?.close().catch(() => {});
    await app.close().catch(() => {});
    await closeDatabase().catch(() => {});
    throw new StartError(problem);
  }
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  const shown = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  const openFilesLimit = readOpenFilesLimit();
  const tooFewFiles = openFilesWarning(openFilesLimit, config.liveStreamsMax);
  if (tooFewFiles)
    app.log.warn({ openFilesLimit, liveStreamsMax: config.liveStreamsMax }, tooFewFiles);
  console.log(`GP Vibes is running at http://${shown}:${port}`);
  if (h2c)
    console.log(`HTTP/2 without TLS (h2c), for a proxy in front: http://${shown}:${h2c.port}`);
  if (
    !['127.0.0.1', 'localhost', '::1'].includes(config.host) &&
    config.publicUrl.includes('://localhost:')
  ) {
    app.log.warn(
      'PUBLIC_URL is not set: browsers on other machines cannot vote until it names the public origin',
    );
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError ||
    error instanceof DatabaseUnavailableError ||
    error instanceof StartError;
  console.error(
    `gp-vibes: ${known ? (error as Error).message : ((error as Error).stack ?? String(error))}`,
  );
  process.exit(1);
});
