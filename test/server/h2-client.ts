import http2 from 'node:http2';

export interface H2Reply {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: string;
}

/** Flow-control windows a client offers: each stream's, and the whole connection's. */
export interface H2Windows {
  streamBytes: number;
  connectionBytes: number;
}

/**
 * Connects with HTTP/2 prior knowledge (h2c), as a proxy in front of the server would;
 * with `windows`, receives that much before the server must wait for a window update.
 */
export function connectH2c(port: number, windows?: H2Windows): Promise<http2.ClientHttp2Session> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(
      `http://127.0.0.1:${port}`,
      windows ? { settings: { initialWindowSize: windows.streamBytes } } : {},
    );
    session.once('remoteSettings', () => {
      if (windows) session.setLocalWindowSize(windows.connectionBytes);
      resolve(session);
    });
    session.once('error', reject);
  });
}

/** One request on `session`, read to its end. */
export function h2Request(
  session: http2.ClientHttp2Session,
  request: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<H2Reply> {
  const stream = session.request({
    ':method': request.method ?? 'GET',
    ':path': request.path,
    ...request.headers,
  });
  const reply = readH2Reply(stream);
  stream.end(request.body);
  return reply;
}

/** The answer on a request stream, read to its end (the request may still be sending). */
export function readH2Reply(stream: http2.ClientHttp2Stream): Promise<H2Reply> {
  return new Promise((resolve, reject) => {
    let headers: http2.IncomingHttpHeaders = {};
    let body = '';
    stream.setEncoding('utf8');
    stream.on('response', (h) => {
      headers = h;
    });
    stream.on('data', (chunk: string) => {
      body += chunk;
    });
    stream.on('end', () => resolve({ status: Number(headers[':status']), headers, body }));
    stream.on('error', reject);
  });
}
