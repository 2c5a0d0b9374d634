import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SECURITY_HEADERS } from './security-headers';

export interface ClientErrorAnswer {
  status: number;
  reason: string;
  code: string;
  error: string;
}

const MALFORMED: ClientErrorAnswer = {
  status: 400,
  reason: 'Bad Request',
  code: 'MALFORMED_REQUEST',
  error: 'The request is not valid HTTP.',
};

/** A request (headers and body) not in within HTTP_REQUEST_TIMEOUT_MS, on either port. */
export const REQUEST_TIMEOUT: ClientErrorAnswer = {
  status: 408,
  reason: 'Request Timeout',
  code: 'REQUEST_TIMEOUT',
  error: 'The request took too long to arrive; send it again in one go.',
};

// Node's parser and timeout errors (llhttp names them HPE_*), answered in the API's shape.
const CLIENT_ERRORS: Record<string, ClientErrorAnswer> = {
  ERR_HTTP_REQUEST_TIMEOUT: REQUEST_TIMEOUT,
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    code: 'HEADERS_TOO_LARGE',
    error: 'The request headers are too large.',
  },
  HPE_UNEXPECTED_CONTENT_LENGTH: {
    ...MALFORMED,
    error: 'The request has both Content-Length and Transfer-Encoding; send one of them.',
  },
  HPE_INVALID_CHUNK_SIZE: { ...MALFORMED, error: 'The request body has an invalid chunk size.' },
  HPE_INVALID_METHOD: { ...MALFORMED, error: 'The request line is not valid HTTP.' },
};

/** How long a refused connection may still drain our answer before it is cut. */
const LINGER_MS = 1000;

function rawResponse(answer: ClientErrorAnswer): string {
  const body = JSON.stringify({ error: answer.error, code: answer.code });
  const headers = {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${answer.status} ${answer.reason}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** A response to this socket's current request already began: another would corrupt it. */
function responseStarted(socket: Socket): boolean {
  const message = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  return message?.headersSent === true;
}

/**
 * Fastify's clientErrorHandler: requests Node refuses before any route sees them
 * (unparseable HTTP, oversized headers, a request that arrives too slowly) get the API's
 * `{error, code}` JSON and the same security headers as every other answer, then the
 * connection closes.
 */
export function answerClientError(this: FastifyInstance, error: Error, socket: Socket): void {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (code === 'ECONNRESET' || socket.destroyed) return;
  const answer = CLIENT_ERRORS[code] ?? MALFORMED;
  this.log.debug({ err: error, status: answer.status }, 'client error');
  if (!socket.writable || responseStarted(socket)) {
    socket.destroy();
    return;
  }
  // end() rather than destroy(): with unread request bytes still queued, closing at once
  // sends a reset that can make the client drop our answer unread.
  socket.end(rawResponse(answer));
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
