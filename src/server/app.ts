import Fastify, { type FastifyInstance } from 'fastify';
import type { AlertsHooks } from './alerts/alerts-deps';
import { analyticsRoutes } from './analytics/analytics-routes';
import type { Config } from './config/config';
import type { Database } from './db/connect';
import { createDeps } from './deps';
import { healthRoutes } from './health/health-routes';
import { answerFrameworkError } from './http/bad-url';
import { installCompressedReplies } from './http/compressed-assets';
import { installErrorHandler } from './http/errors';
import { installSameOriginWrites } from './http/same-origin-writes';
import { installSecurityHeaders } from './http/security-headers';
import { DEFAULT_CLIENT_DIR, installStaticFiles } from './http/static-files';
import { changeFeed } from './live/change-feed';
import { liveRoutes } from './live/live-routes';
import { benchRoutes } from './proof/bench-routes';
import { pushRoutes } from './push/push-routes';
import { racesRoutes } from './races/races-routes';
import { installScheduler } from './scheduler/scheduler-plugin';
import { sessionRoutes } from './session/session-routes';
import { shareRoutes } from './share/share-routes';
import { talliesRoutes } from './tallies/tallies-routes';
import { votesRoutes } from './votes/votes-routes';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Folder of the built client; tests point it elsewhere. */
  clientDir?: string;
  logger?: boolean;
  /** Tests: trust a local push service, drive the scheduler with a fake clock. */
  alerts?: AlertsHooks;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: 16 * 1024,
    // The union confuses Fastify's http/http2 overloads; each member is a valid value.
    trustProxy: config.trustProxy as boolean,
    frameworkErrors: answerFrameworkError,
  });
  app.decorate('deps', createDeps(config, database, { log: app.log, ...options.alerts }));
  installErrorHandler(app);
  installSecurityHeaders(app);
  installSameOriginWrites(app, config.publicUrl);
  installCompressedReplies(app);

  await app.register(changeFeed);
  await app.register(healthRoutes);
  await app.register(racesRoutes);
  await app.register(talliesRoutes);
  await app.register(sessionRoutes);
  await app.register(votesRoutes);
  await app.register(liveRoutes);
  await app.register(analyticsRoutes);
  await app.register(pushRoutes);
  if (config.scheduler) installScheduler(app);
  if (config.benchRoutes) await app.register(benchRoutes);

  // Before the static wildcard: shared race links get their own preview tags.
  await app.register(shareRoutes, { clientDir: options.clientDir ?? DEFAULT_CLIENT_DIR });
  installStaticFiles(app, options.clientDir ?? DEFAULT_CLIENT_DIR);
  return app;
}
