import { connect, type Socket } from 'node:net';
import { parseRawReply } from './raw-http';

// Requests held open over a TCP socket of our own, for watching a server leave: a request
// whose body is still arriving is one the server has accepted and not yet answered.

export interface HeldRequest {
  socket: Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** The server (or a cut) closed the connection. */
  closed(): boolean;
  whenClosed: Promise<void>;
}

/** The bytes of a vote's POST, headers and JSON body: a test sends them in parts. */
export function votePost(token: string, body: string) {
  const head =
    'POST /api/votes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
    `Authorization: Bearer ${token}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
  return head + body;
}

/** Opens a connection and writes `text` on it; the answer collects until the connection closes. */
export function holdRequest(port: number, text: string): Promise<HeldRequest> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let received = '';
    let closed = false;
    const whenClosed = new Promise<void>((done) => {
      socket.on('close', () => {
        closed = true;
        done();
      });
    });
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => {
      received += data;
    });
    socket.once('error', (error) => {
      if (!socket.connecting) return;
      reject(error);
    });
    socket.once('connect', () => {
      socket.on('error', () => {});
      socket.write(text);
      resolve({ socket, received: () => received, closed: () => closed, whenClosed });
    });
  });
}

/** True once a new connection to `port` is refused (the listener has closed). */
export function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** Answers sent back to back on one connection, each cut at its Content-Length. */
export function splitAnswers(raw: string) {
  const answers: ReturnType<typeof parseRawReply>[] = [];
  let rest = raw;
  while (rest.startsWith('HTTP/1.1 ')) {
    const answer = parseRawReply(rest);
    const length = Number(answer.headers['content-length'] ?? answer.body.length);
    const headEnd = rest.indexOf('\r\n\r\n') + 4;
    answers.push({ ...answer, body: rest.slice(headEnd, headEnd + length) });
    rest = rest.slice(headEnd + length);
  }
  return answers;
}

/** Polls `check` every 20 ms until it holds; throws naming `what` after `timeoutMs`. */
export async function waitUntil(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
