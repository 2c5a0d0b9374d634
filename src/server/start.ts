import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { DatabaseUnavailableError } from './db/connect';
import { openReadyDatabase } from './db/open-ready';
import { startWalCheckpointer } from './db/wal-checkpointer';

// The server's entry point. `npm start` runs it compiled (dist/server/start.js, built by
// `npm run build`); `npm run dev` and the tests run this source through tsx.

/** A listen failure an operator fixes with a setting: one line naming it, no stack. */
function listenProblem(error: unknown, host: string, port: number): string | null {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case 'EADDRINUSE':
      return `PORT: ${port} is already in use on ${host} (stop the other server or choose another PORT)`;
    case 'EACCES':
      return `PORT: not allowed to listen on ${port} (ports below 1024 need privileges)`;
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
  const database = await openReadyDatabase(config.databaseUrl);
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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await closeDatabase();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const problem = listenProblem(error, config.host, config.port);
    if (!problem) throw error;
    closing = true;
    await app.close().catch(() => {});
    await closeDatabase().catch(() => {});
    throw new StartError(problem);
  }
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  const shown = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  console.log(`GP Vibes is running at http://${shown}:${port}`);
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
