import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { streamHugeJson } from './raw-http';

export interface CalendarServer {
  url: string;
  /** What GET path answers from now on: a JSON document, or a bare status. */
  serve(path: string, body: unknown): void;
  requests: string[];
  close(): Promise<void>;
}

/**
 * A loopback stand-in for a calendar source (sportstimes' raw files, Jolpica-F1).
 * Unknown paths are 404; `/hang` never answers and `/huge` streams 3 MB, for the deadline
 * and the size cap.
 */
export async function startCalendarServer(): Promise<CalendarServer> {
  const routes = new Map<string, string>();
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    requests.push(path);
    if (path === '/hang') return; // left open until the client gives up
    if (path === '/huge') return streamHugeJson(res, 64 * 1024, 48);
    const body = routes.get(path);
    if (body === undefined) {
      res.writeHead(404).end('{"detail":"Not Found"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    serve(path, body) {
      routes.set(path, typeof body === 'string' ? body : JSON.stringify(body));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
