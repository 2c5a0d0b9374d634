import type http from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import type { Config } from '../config/config';
import { answerClientError } from './client-errors';

/** How often Node looks for requests past their header or request timeout. */
const TIMEOUT_CHECK_INTERVAL_MS = 1000;
/** A socket with no traffic at all for this long is closed (a reader that stopped reading). */
const SOCKET_IDLE_TIMEOUT_MS = 120_000;

/**
 * The HTTP server's limits against slow and broken clients. Headers must arrive within
 * HTTP_HEADERS_TIMEOUT_MS and the whole request (body included) within
 * HTTP_REQUEST_TIMEOUT_MS, else 408; an idle kept-alive connection closes after
 * HTTP_KEEP_ALIVE_TIMEOUT_MS. None of them touches a live stream: its request is complete
 * once its headers are in, and it switches the socket's idle timeout off itself.
 */
export function httpServerOptions(config: Config): FastifyHttpOptions<http.Server> {
  return {
    requestTimeout: config.httpRequestTimeoutMs,
    keepAliveTimeout: config.httpKeepAliveTimeoutMs,
    connectionTimeout: Math.max(SOCKET_IDLE_TIMEOUT_MS, config.httpKeepAliveTimeoutMs + 1000),
    http: {
      headersTimeout: config.httpHeadersTimeoutMs,
      requestTimeout: config.httpRequestTimeoutMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    clientErrorHandler: answerClientError,
    // Shutdown (health/graceful-shutdown.ts): idle kept-alive connections close with the
    // listener, and a request that still arrives on an open connection is served like any
    // other (with Connection: close), never Fastify's bare 503 — a proxy would pass that on.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
  };
}
