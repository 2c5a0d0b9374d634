import type http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { H2cListener } from '../http/h2c-server';
import { endLiveStreams } from '../live/live-routes';

// How an instance leaves (SIGTERM, SIGINT) without losing a vote or stranding a viewer,
// in the order a rolling deploy needs (docs/decisions/0149, docs/operations.md).

/**
 * Connections the kernel may hold for the listener before it accepts them (Node's own
 * default is 511; the system caps it, somaxconn). When an instance leaves, its viewers —
 * thousands on race day — reconnect to the others within LEAVING_RETRY_MS: a short queue
 * would drop their SYNs, nginx's connect would time out and it would take the instance
 * that stays out of rotation too.
 */
export const LISTEN_BACKLOG = 4096;

/** From the signal to exit at most; past it the process exits anyway, with code 1. */
export const SHUTDOWN_DEADLINE_MS = 10_000;
/**
 * Requests still unanswered this long after the signal have their connections cut, so
 * that writing the votes still in the batch, handing the push outbox back and closing the
 * database fit in the deadline. A vote is answered in milliseconds; only one stuck on the
 * database takes this long, and its vote is still written by the flush (or fails alone).
 */
export const REQUEST_GRACE_MS = 6_000;
/**
 * While it drains, connections whose answer has gone out are closed this often. Node
 * closes the idle ones once, as the listener closes; one that finishes later (a live
 * stream just ended, a vote just answered) would stay open for the proxy to keep — and
 * the instance would wait on it until REQUEST_GRACE_MS.
 */
export const DRAIN_CHECK_MS = 100;

/**
 * Remembers the listener's connections, so that the shutdown can close at once the ones
 * that never sent a byte (a browser's preconnect): Node closes idle kept-alive
 * connections as the listener closes, but waits for those until their timeout.
 */
export function trackConnections(server: http.Server): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return sockets;
}

export interface ShutdownParts {
  signal: string;
  /** The main listener's connections (trackConnections). */
  connections: Set<Socket>;
  h2c: H2cListener | null;
  closeDatabase(): Promise<void>;
}

/**
 * 1. Leaves the proxy's rotation: the listener closes, so the proxy's next connection is
 *    refused and goes to another instance (nginx retries it there); idle kept-alive
 *    connections close, and so does any that never sent a byte. /healthz answers 503
 *    `draining` on a connection still open.
 * 2. Ends the live streams with a short `retry:` (endLiveStreams): browsers come back
 *    through the proxy to another instance within LEAVING_RETRY_MS.
 * 3. Answers every request already accepted (Fastify waits for them; a request on a
 *    connection still open is served, not refused), closing each connection once its
 *    answer is out and cutting what is left after REQUEST_GRACE_MS; the plugins' onClose
 *    hooks hand the push outbox and the leases back.
 * 4. Writes the votes still in the batch (their fans may have gone), then closes the
 *    database.
 * The caller exits once this resolves, and by SHUTDOWN_DEADLINE_MS at the latest.
 */
export async function drainAndClose(app: FastifyInstance, parts: ShutdownParts): Promise<void> {
  const started = Date.now();
  app.log.info({ signal: parts.signal }, 'shutting down: leaving the rotation');
  app.server.close();
  for (const socket of parts.connections) if (socket.bytesRead === 0) socket.destroy();
  // Viewers first: each second here is a second without tallies for them.
  endLiveStreams(app.server);
  const h2cClosed = parts.h2c?.close();

  const idle = setInterval(() => app.server.closeIdleConnections(), DRAIN_CHECK_MS);
  const cut = setTimeout(() => {
    app.log.warn(
      { afterMs: REQUEST_GRACE_MS },
      'shutting down: cutting the connections of requests still unanswered',
    );
    app.server.closeAllConnections();
  }, REQUEST_GRACE_MS);
  cut.unref();
  try {
    await app.close();
    await h2cClosed;
  } finally {
    clearInterval(idle);
    clearTimeout(cut);
  }

  const { votes } = app.deps;
  app.log.info(
    { votesWaiting: votes.waiting(), afterMs: Date.now() - started },
    'shutting down: requests answered; writing the votes still in the batch',
  );
  await votes.flushed();
  await parts.closeDatabase();
  app.log.info({ afterMs: Date.now() - started }, 'shut down');
}
