import type { FastifyRequest } from 'fastify';

/**
 * What a request's log line says of it: method and path, never the client's address or
 * port (Fastify's default logs both). Fans' addresses reach neither the database nor the
 * logs; abuse is weighed through keyed network hashes instead (docs/decisions/0113).
 */
export const LOG_SERIALIZERS = {
  req: (request: FastifyRequest) => ({ method: request.method, url: request.url }),
};
