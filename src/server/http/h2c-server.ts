import http2 from 'node:http2';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import { REQUEST_TIMEOUT } from './client-errors';
import { SECURITY_HEADERS } from './security-headers';

/** Streams one proxy connection may carry at once (live viewers count one each). */
export const H2C_MAX_STREAMS_PER_CONNECTION = 1000;
/** A connection with no frame in either direction for this long is closed. */
export const H2C_IDLE_TIMEOUT_MS = 120_000;
/** Shutdown: connections still open this long after the GOAWAY are cut. */
const CLOSE_GRACE_MS = 5000;

export interface H2cListener {
  port: number;
  /** Stops accepting, sends every connection a GOAWAY, and cuts what is left after a grace. */
  close(): Promise<void>;
}

const ignore = () => {};

const TIMEOUT_BODY = JSON.stringify({ error: REQUEST_TIMEOUT.error, code: REQUEST_TIMEOUT.code });

/**
 * A request body still arriving after HTTP_REQUEST_TIMEOUT_MS gets the same 408 as on
 * HTTP/1.1 (Node's requestTimeout covers HTTP/1.1 only). A request without a body — every
 * GET, so every live stream — ends with its headers and has no deadline.
 */
function deadlineForBody(stream: http2.ServerHttp2Stream, flags: number, timeoutMs: number) {
  if (flags & http2.constants.NGHTTP2_FLAG_END_STREAM) return;
  const timer = setTimeout(() => {
    if (stream.destroyed) return;
    if (stream.headersSent) {
      stream.close(http2.constants.NGHTTP2_CANCEL);
      return;
    }
    stream.respond({
      ...SECURITY_HEADERS,
      ':status': REQUEST_TIMEOUT.status,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    // Then the stream is closed outright: the rest of the body is not wanted (RFC 9113
    // §8.1), and a half-open stream would hold its connection open at shutdown.
    stream.end(TIMEOUT_BODY, () => stream.close(http2.constants.NGHTTP2_NO_ERROR));
  }, timeoutMs);
  timer.unref();
  const clear = () => clearTimeout(timer);
  stream.once('end', clear);
  stream.once('close', clear);
}

/**
 * The whole site over HTTP/2 without TLS ("h2c", prior knowledge) on a port of its own,
 * for a proxy in front that speaks it upstream (Envoy, HAProxy, Caddy): thousands of fans'
 * requests and live streams then share a handful of connections instead of holding a
 * socket each. Every request goes through the same Fastify routes, hooks and limits as on
 * the main port. Browsers never speak h2c; they keep the main port (or the proxy's TLS).
 */
export async function listenH2c(
  app: FastifyInstance,
  config: Pick<Config, 'host' | 'httpRequestTimeoutMs'>,
  port: number,
): Promise<H2cListener> {
  const route = app.routing as unknown as (
    req: http2.Http2ServerRequest,
    res: http2.Http2ServerResponse,
  ) => void;
  const server = http2.createServer(
    { settings: { maxConcurrentStreams: H2C_MAX_STREAMS_PER_CONNECTION } },
    route,
  );
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
    session.setTimeout(H2C_IDLE_TIMEOUT_MS, () => session.destroy());
    // A broken peer (bad frames, a reset socket) ends its own connection, nothing else.
    session.on('error', ignore);
  });
  server.on('stream', (stream, _headers, flags) => {
    stream.on('error', ignore);
    deadlineForBody(stream, flags, config.httpRequestTimeoutMs);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    port: address && typeof address === 'object' ? address.port : port,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const session of sessions) session.close();
      const grace = setTimeout(() => {
        for (const session of sessions) session.destroy();
      }, CLOSE_GRACE_MS);
      grace.unref();
      await closed;
      clearTimeout(grace);
    },
  };
}
