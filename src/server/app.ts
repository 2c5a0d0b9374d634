import Fastify, { type FastifyInstance } from 'fastify';
import type { AlertsHooks } from './alerts/alerts-deps';
import { analyticsRoutes } from './analytics/analytics-routes';
import { benchRoutes } from './bench-route/bench-routes';
import { calendarFeedRoutes } from './calendar-feed/calendar-feed-routes';
import type { Config } from './config/config';
import type { Database } from './db/connect';
import { createDeps } from './deps';
import { embedRoutes } from './embed/embed-routes';
import { installRecount } from './fair-count/recount-plugin';
import { healthRoutes } from './health/health-routes';
import { answerFrameworkError } from './http/bad-url';
import { installCompressedReplies } from './http/compressed-assets';
import { installErrorHandler } from './http/errors';
import { LOG_SERIALIZERS } from './http/log-serializers';
import { installPublicReadCors } from './http/public-read-cors';
import { installSameOriginWrites } from './http/same-origin-writes';
import { installSecurityHeaders } from './http/security-headers';
import { httpServerOptions } from './http/server-options';
import { DEFAULT_CLIENT_DIR, installStaticFiles } from './http/static-files';
import { changeFeed } from './live/change-feed';
import { liveRoutes } from './live/live-routes';
import { installOpenApi } from './openapi/openapi-plugin';
import { pushRoutes } from './push/push-routes';
import { racesRoutes } from './races/races-routes';
import { fastifyTrustProxy } from './rate-limit/client-address';
import { installRateLimits } from './rate-limit/rate-limits';
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
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: NodeJS.WritableStream;
  /** Tests: trust a local push service, drive the scheduler with a fake clock. */
  alerts?: AlertsHooks;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    ...httpServerOptions(config),
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: LOG_SERIALIZERS,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: 16 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors: answerFrameworkError,
  });
  app.decorate('deps', createDeps(config, database, { log: app.log, ...options.alerts }));
  installErrorHandler(app);
  installSecurityHeaders(app);
  installSameOriginWrites(app, config.publicUrl);
  installCompressedReplies(app);
  await installRateLimits(app, config, database);
  installPublicReadCors(app);
  // Before every route: it collects their schemas into the OpenAPI document.
  await installOpenApi(app);

  await app.register(changeFeed);
  await app.register(healthRoutes);
  await app.register(racesRoutes);
  await app.register(talliesRoutes);
  await app.register(sessionRoutes);
  await app.register(votesRoutes);
  await app.register(liveRoutes);
  await app.register(analyticsRoutes);
  await app.register(pushRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(embedRoutes);
  installRecount(app);
  if (config.scheduler) installScheduler(app);
  if (config.benchRoutes) await app.register(benchRoutes);

  // Before the static wildcard: shared race links get their own preview tags.
  await app.register(shareRoutes, { clientDir: options.clientDir ?? DEFAULT_CLIENT_DIR });
  installStaticFiles(app, options.clientDir ?? DEFAULT_CLIENT_DIR);
  return app;
}
