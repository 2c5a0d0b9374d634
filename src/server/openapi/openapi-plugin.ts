import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PRODUCT_NAME } from '../../domain/constants';
import { API_DOCS_PATH, OPENAPI_DOCUMENT_PATH } from '../../domain/sharing/public-feeds';
import { apiDocsPage } from './api-docs-page';
import { apiDocsSchema, openApiDocumentSchema } from './openapi-schemas';

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered (Fastify's automatic HEAD twins left out). */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

const API_TAGS = [
  { name: 'races', description: 'The calendar and the live feed (read, any origin)' },
  { name: 'tallies', description: 'Community verdicts (read, any origin)' },
  { name: 'feeds', description: 'Calendar subscription, Atom feed and embeddable cards' },
  { name: 'votes', description: 'Anonymous identity and voting (same origin only)' },
  { name: 'alerts', description: 'Web Push subscriptions (same origin only)' },
  { name: 'analytics', description: 'First-party events (same origin only)' },
  { name: 'pages', description: 'The web app' },
  { name: 'operations', description: 'Health and benchmarks' },
];

/**
 * Must run before any route is registered: it collects routes and their schemas. Serves
 * the OpenAPI 3.1 document made from those schemas and a small page that reads it.
 */
async function installOpenApi(app: FastifyInstance): Promise<void> {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD twin to every GET; it is the same operation.
      if (method === 'HEAD' && routes.some((r) => r.method === 'GET' && r.url === route.url)) {
        continue;
      }
      routes.push({ method, url: route.url });
    }
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '1',
        description:
          'Spoiler-free Formula 1 race ratings. Read routes answer any origin (CORS); ' +
          'writes are accepted from the site itself only. Errors are JSON {error, code}.',
      },
      servers: [{ url: app.deps.config.publicUrl }],
      tags: API_TAGS,
      components: {
        securitySchemes: {
          bearerIdentity: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token POST /api/session issued',
          },
        },
      },
    },
  });

  app.get(OPENAPI_DOCUMENT_PATH, { schema: openApiDocumentSchema }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });

  app.get(API_DOCS_PATH, { schema: apiDocsSchema }, async (_request, reply) => {
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(apiDocsPage(app.swagger()));
  });
}

/** Every route plugin declares it among its dependencies, so it is registered before them. */
export const openApi = fp(installOpenApi, { name: 'openapi', dependencies: ['deps'] });
