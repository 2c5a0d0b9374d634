import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/config';
import type { Database } from './db/connect';
import { createDeps } from './deps';
import { healthRoutes } from './health/health-routes';
import { installErrorHandler } from './http/errors';
import { installSecurityHeaders } from './http/security-headers';
import { DEFAULT_CLIENT_DIR, installStaticFiles } from './http/static-files';
import { racesRoutes } from './races/races-routes';
import { talliesRoutes } from './tallies/tallies-routes';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Folder of the built client; tests point it elsewhere. */
  clientDir?: string;
  logger?: boolean;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: 16 * 1024,
  });
  app.decorate('deps', createDeps(config, database));
  installErrorHandler(app);
  installSecurityHeaders(app);

  await app.register(healthRoutes);
  await app.register(racesRoutes);
  await app.register(talliesRoutes);

  installStaticFiles(app, options.clientDir ?? DEFAULT_CLIENT_DIR);
  return app;
}
