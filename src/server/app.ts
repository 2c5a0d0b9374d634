import Fastify, { type FastifyInstance } from 'fastify';
import type { AlertsHooks } from './alerts/alerts-deps';
import { analyticsRoutes } from './analytics/analytics-routes';
import { scheduledBackups } from './backup/backup-plugin';
import { benchRoutes } from './bench-route/bench-routes';
import { calendarFeedRoutes } from './calendar-feed/calendar-feed-routes';
import type { Config } from './config/config';
import { crawlerRoutes } from './crawlers/crawler-routes';
import type { Database } from './db/connect';
import { deps } from './deps';
import { embedRoutes } from './embed/embed-routes';
import { explorerPageRoute } from './explorer/explorer-page-route';
import { recount } from './fair-count/recount-plugin';
import { healthRoutes } from './health/health-routes';
import { answerFrameworkError } from './http/bad-url';
import { compressedReplies } from './http/compressed-assets';
import { errorHandler } from './http/errors';
import { LOG_SERIALIZERS } from './http/log-serializers';
import { publicReadCors } from './http/public-read-cors';
import { sameOriginWrites } from './http/same-origin-writes';
import { securityHeaders } from './http/security-headers';
import { httpServerOptions } from './http/server-options';
import { DEFAULT_CLIENT_DIR, staticFiles } from './http/static-files';
import { changeFeed } from './live/change-feed';
import { liveRoutes } from './live/live-routes';
import { metricsRoutes } from './metrics/metrics-routes';
import { openApi } from './openapi/openapi-plugin';
import { pushRoutes } from './push/push-routes';
import { racePageRoutes } from './races/race-page-routes';
import { racesRoutes } from './races/races-routes';
import { rankingsRoutes } from './rankings/rankings-routes';
import { fastifyTrustProxy } from './rate-limit/client-address';
import { rateLimits } from './rate-limit/rate-limits';
import { scheduler } from './scheduler/scheduler-plugin';
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
  // Each plugin is named and declares what it needs (fastify-plugin): Fastify refuses to
  // start when one is registered before a plugin it depends on.
  await app.register(deps, { config, database, alerts: options.alerts });
  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(sameOriginWrites, { publicUrl: config.publicUrl });
  await app.register(compressedReplies);
  await app.register(rateLimits);
  await app.register(publicReadCors);
  await app.register(openApi);

  await app.register(changeFeed);
  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(racesRoutes);
  await app.register(talliesRoutes);
  await app.register(racePageRoutes);
  await app.register(rankingsRoutes);
  await app.register(sessionRoutes);
  await app.register(votesRoutes);
  await app.register(liveRoutes);
  await app.register(analyticsRoutes);
  await app.register(pushRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(embedRoutes);
  await app.register(recount);
  if (config.scheduler) await app.register(scheduler);
  if (config.backupDir) await app.register(scheduledBackups);
  if (config.benchRoutes) await app.register(benchRoutes);

  const clientDir = options.clientDir ?? DEFAULT_CLIENT_DIR;
  await app.register(crawlerRoutes);
  await app.register(shareRoutes, { clientDir });
  await app.register(explorerPageRoute, { clientDir });
  await app.register(staticFiles, { root: clientDir, siteLinks: config.siteLinks });
  return app;
}
