import { buildApp } from './app';
import { ensureClientBuilt } from './build-client';
import { ConfigError, loadConfig } from './config/config';
import { DatabaseUnavailableError } from './db/connect';
import { openReadyDatabase } from './db/open-ready';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!process.argv.includes('--no-build')) ensureClientBuilt((m) => console.log(m));
  const database = await openReadyDatabase(config.databaseUrl);
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  const shown = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  console.log(`GP Vibes is running at http://${shown}:${port}`);
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DatabaseUnavailableError;
  console.error(
    `gp-vibes: ${known ? (error as Error).message : ((error as Error).stack ?? String(error))}`,
  );
  process.exit(1);
});
