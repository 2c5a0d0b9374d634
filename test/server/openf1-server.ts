import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { streamHugeJson } from './raw-http';
import { FIXTURE_RACES, FIXTURES_DIR } from './spoiler-laden-session';

/** Session keys of the fixture races, as their files give them. */
function fixtureSessions() {
  return FIXTURE_RACES.map((name) => {
    const laps = JSON.parse(readFileSync(join(FIXTURES_DIR, name, 'laps.json'), 'utf8')) as {
      session_key: number;
      date_start: string;
    }[];
    return { name, session_key: laps[0]!.session_key, date_start: laps[0]!.date_start };
  });
}

/** A Sprint session served from a fixture race's files, at a time of our choosing. */
export interface FixtureSprint {
  fixture: (typeof FIXTURE_RACES)[number];
  session_key: number;
  date_start: string;
}

/** The weekend sprint of 2025 Qatar, served from the wet-chaos fixture's files. */
export const QATAR_SPRINT_SESSION: FixtureSprint = {
  fixture: 'wet-chaos',
  session_key: 99900,
  date_start: '2025-11-29T14:00:00Z',
};

export interface OpenF1Server {
  url: string;
  requests: string[];
  close(): Promise<void>;
}

/**
 * A loopback server in OpenF1's shape serving the fixture races: `/sessions` lists them as
 * Race sessions (and `sprints`, if given, as Sprint sessions; `session_name=` picks which)
 * and each endpoint answers `?session_key=`. `/hang/...` never answers and
 * `/huge/...` streams more than any session file may be, for the deadline and size caps.
 */
export async function startOpenF1Server(
  sprints: readonly FixtureSprint[] = [QATAR_SPRINT_SESSION],
): Promise<OpenF1Server> {
  const races = fixtureSessions();
  const sprintSessions = sprints.map((s) => ({ ...s, name: s.fixture }));
  const sessions = [...races, ...sprintSessions];
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url.pathname + url.search);
    const [, prefix, endpoint] = url.pathname.split('/');
    if (prefix === 'hang') return; // left open until the client gives up
    if (prefix === 'huge') return streamHugeJson(res, 1024 * 1024, 40);
    if (prefix !== 'v1' || !endpoint) {
      res.writeHead(404).end('[]');
      return;
    }
    if (endpoint === 'sessions') {
      const wanted = url.searchParams.get('session_name');
      const list = [
        ...races.map(({ session_key, date_start }) => ({
          session_key,
          date_start,
          session_name: 'Race',
        })),
        ...sprintSessions.map(({ session_key, date_start }) => ({
          session_key,
          date_start,
          session_name: 'Sprint',
        })),
      ].filter((s) => wanted === null || s.session_name === wanted);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
      return;
    }
    const session = sessions.find(
      (s) => String(s.session_key) === url.searchParams.get('session_key'),
    );
    try {
      const body = readFileSync(join(FIXTURES_DIR, session?.name ?? '-', `${endpoint}.json`));
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    } catch {
      res.writeHead(404).end('{"detail":"Not Found"}');
    }
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
