import type { ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';

// HTTP spoken by hand over a TCP socket, for what no well-behaved client sends: malformed
// requests, requests dripped a byte at a time, connections held open on purpose.

export interface RawReply {
  /** 0 when no status line arrived. */
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The server closed the connection (rather than our wait running out). */
  closed: boolean;
  /** When the first bytes of the answer arrived, and when the connection closed, since the start. */
  answeredAfterMs: number | null;
  closedAfterMs: number | null;
}

export function parseRawReply(raw: string): Pick<RawReply, 'status' | 'headers' | 'body'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = split >= 0 ? raw.slice(0, split) : raw;
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  return { status, headers, body: split >= 0 ? raw.slice(split + 4) : '' };
}

/**
 * Sends `chunks` one after another, `gapMs` apart (stopping early once the server closes),
 * and collects what comes back until the server closes or `waitMs` passes.
 */
export function rawExchange(
  port: number,
  chunks: Array<string | Buffer>,
  options: { gapMs?: number; waitMs?: number; localAddress?: string } = {},
): Promise<RawReply> {
  const started = Date.now();
  const waitMs = options.waitMs ?? 10_000;
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: options.localAddress });
    let received = '';
    let answeredAfterMs: number | null = null;
    let closed = false;
    let dripTimer: NodeJS.Timeout | null = null;
    const finish = () => {
      clearTimeout(giveUp);
      if (dripTimer) clearTimeout(dripTimer);
      socket.destroy();
      resolve({
        ...parseRawReply(received),
        closed,
        answeredAfterMs,
        closedAfterMs: closed ? Date.now() - started : null,
      });
    };
    const giveUp = setTimeout(finish, waitMs);
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => {
      answeredAfterMs ??= Date.now() - started;
      received += data;
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      closed = true;
      finish();
    });
    let next = 0;
    const sendNext = () => {
      dripTimer = null;
      if (closed || socket.destroyed || next >= chunks.length) return;
      socket.write(chunks[next]!);
      next += 1;
      dripTimer = setTimeout(sendNext, options.gapMs ?? 0);
    };
    socket.once('connect', sendNext);
  });
}

export interface RawStream {
  status: number;
  headers: Record<string, string>;
  socket: Socket;
  /** Everything received so far (headers included). */
  received(): string;
  closed(): boolean;
}

/** Opens GET /api/live by hand and resolves once the answer's headers are in. */
export function openRawStream(
  port: number,
  options: { localAddress?: string; waitMs?: number } = {},
): Promise<RawStream> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: options.localAddress });
    let received = '';
    let closed = false;
    let settled = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to GET /api/live within ${options.waitMs ?? 10_000} ms`));
    }, options.waitMs ?? 10_000);
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    socket.on('close', () => {
      closed = true;
    });
    socket.on('data', (data: string) => {
      received += data;
      if (settled || !received.includes('\r\n\r\n')) return;
      settled = true;
      clearTimeout(timer);
      const { status, headers } = parseRawReply(received);
      resolve({ status, headers, socket, received: () => received, closed: () => closed });
    });
    socket.once('connect', () =>
      socket.write(
        'GET /api/live HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n',
      ),
    );
  });
}

/**
 * Streams `chunks` blank JSON chunks of `chunkBytes` each, waiting for the socket to drain:
 * an answer larger than any download cap, for testing that cap.
 */
export function streamHugeJson(res: ServerResponse, chunkBytes: number, chunks: number): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  const chunk = Buffer.alloc(chunkBytes, 0x20);
  let sent = 0;
  const push = () => {
    while (sent < chunks && res.write(chunk)) sent += 1;
    if (sent >= chunks) res.end();
    else res.once('drain', push);
  };
  res.on('error', () => {});
  push();
}
