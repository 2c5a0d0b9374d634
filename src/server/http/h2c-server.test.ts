import type http2 from 'node:http2';
import { expectApiError } from '../../../test/server/api-error';
import { connectH2c, h2Request, readH2Reply } from '../../../test/server/h2-client';
import { type ServerProcess, startServerProcess } from '../../../test/server/server-process';
import { openH2Sse, openSse, type SseStream } from '../../../test/server/sse-client';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import type { Tally } from '../../domain/types';
import { H2C_MAX_STREAMS_PER_CONNECTION, type H2cListener, listenH2c } from './h2c-server';
import { SECURITY_HEADERS } from './security-headers';

// The site over HTTP/2 without TLS, as a proxy in front would use it: one connection
// carrying reads, writes and many live streams through the same routes, limits and
// errors as the main port, on a real database and a real socket.

const RACE = '2025-abu-dhabi-grand-prix';
const SESSIONS_PER_MINUTE = 5;
const STREAMS_PER_ADDRESS = 60;
const REQUEST_TIMEOUT_MS = 1000;
/** Streams opened side by side on one connection in the fan-out test. */
const VIEWERS = 50;
const METRICS_TOKEN = 'h2c-test-metrics-token-0123456789';
const sqlite = TEST_DATABASES.find((kind) => kind.name === 'sqlite')!;

describe.each(TEST_DATABASES)('the site over h2c on $name', (kind) => {
  let t: TestApp;
  let h2c: H2cListener;
  let session: http2.ClientHttp2Session;
  let token: string;

  /** Live streams the server still holds open: a stream a client closed is let go a moment later. */
  const liveViewers = async () => {
    const res = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const line = res.body.split('\n').find((l) => l.startsWith('gpvibes_live_viewers '));
    return line ? Number(line.split(' ')[1]) : Number.NaN;
  };

  const totalVotes = async () => {
    const reply = await h2Request(session, { path: `/api/tallies/${RACE}` });
    return (JSON.parse(reply.body) as Tally).totalVotes;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      RATE_LIMIT_SESSIONS_PER_MINUTE: String(SESSIONS_PER_MINUTE),
      LIVE_STREAMS_PER_ADDRESS: String(STREAMS_PER_ADDRESS),
      METRICS_TOKEN: METRICS_TOKEN,
      HTTP_HEADERS_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    });
    await t.app.deps.races.setCurrent(RACE, true, { manual: true });
    h2c = await listenH2c(t.app, t.config, 0);
    session = await connectH2c(h2c.port);
    const reply = await h2Request(session, { method: 'POST', path: '/api/session' });
    expect(reply.status).toBe(201);
    token = (JSON.parse(reply.body) as { token: string }).token;
  });
  afterAll(async () => {
    session?.destroy();
    await h2c?.close();
    await t?.close();
  });

  const vote = (body: string) =>
    h2Request(session, {
      method: 'POST',
      path: '/api/votes',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });

  it(`lets a connection carry ${H2C_MAX_STREAMS_PER_CONNECTION} streams at once`, () => {
    expect(session.remoteSettings.maxConcurrentStreams).toBe(H2C_MAX_STREAMS_PER_CONNECTION);
  });

  it('answers reads as the main port does: same body, security headers, ETag and 304', async () => {
    const reply = await h2Request(session, { path: '/api/races' });
    const main = await t.app.inject({ url: '/api/races' });
    expect(reply.status).toBe(200);
    expect(reply.body).toBe(main.body);
    expect(reply.headers.etag).toBe(main.headers.etag);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(reply.headers[name], name).toBe(value);
    }
    const again = await h2Request(session, {
      path: '/api/races',
      headers: { 'if-none-match': String(reply.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it(`pushes one vote to ${VIEWERS} live streams sharing the connection`, async () => {
    const before = await totalVotes();
    const streams: SseStream[] = [];
    try {
      for (let i = 0; i < VIEWERS; i += 1) streams.push(await openH2Sse(session, '/api/live'));
      await Promise.all(streams.map((s) => s.waitFor((e) => e.event === 'tallies')));
      expect(streams.every((s) => s.status === 200)).toBe(true);

      const reply = await vote(
        JSON.stringify({ raceId: RACE, starRating: 4, viewMode: 'Full Race' }),
      );
      expect(reply.status, reply.body).toBe(200);
      const pushed = (e: { event: string; data: unknown }) =>
        e.event === 'tally' &&
        (e.data as Tally).raceId === RACE &&
        (e.data as Tally).totalVotes === before + 1;
      await Promise.all(streams.map((s) => s.waitFor(pushed)));
    } finally {
      for (const s of streams) s.close();
    }
  });

  it('refuses a body that is not JSON with 400 and changes nothing', async () => {
    const before = await totalVotes();
    expectApiError(await vote('{"raceId":'), 400, 'INVALID_JSON');
    expect(await totalVotes()).toBe(before);
  });

  it('answers 408 to a body that stops arriving, and the connection goes on', async () => {
    const stream = session.request(
      {
        ':method': 'POST',
        ':path': '/api/votes',
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      },
      { endStream: false },
    );
    stream.write('{"raceId":');
    const started = Date.now();
    const reply = await readH2Reply(stream);
    expectApiError(reply, 408, 'REQUEST_TIMEOUT');
    expect(Date.now() - started).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect((await h2Request(session, { path: '/api/races' })).status).toBe(200);
  });

  it('counts its requests against the same rate limits', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SESSIONS_PER_MINUTE; i += 1) {
      const reply = await h2Request(session, { method: 'POST', path: '/api/session' });
      statuses.push(reply.status);
      if (reply.status === 429) {
        expectApiError(reply, 429, 'RATE_LIMITED');
        expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    // One session was issued before the tests began.
    expect(statuses).toEqual([...Array(SESSIONS_PER_MINUTE - 1).fill(201), 429]);
  });

  it(`holds ${STREAMS_PER_ADDRESS} live streams per address, then answers 429`, async () => {
    // The fan-out test's streams are closed by the client; on a loaded machine the server may
    // still be letting them go, and each one it holds counts against this address.
    await expect.poll(liveViewers, { timeout: 20_000 }).toBe(0);
    const streams: SseStream[] = [];
    try {
      for (let i = 0; i < STREAMS_PER_ADDRESS; i += 1) {
        streams.push(await openH2Sse(session, '/api/live'));
      }
      expect(streams.map((s) => s.status)).toEqual(Array(STREAMS_PER_ADDRESS).fill(200));
      const refused = await h2Request(session, { path: '/api/live' });
      expectApiError(refused, 429, 'TOO_MANY_LIVE_STREAMS');
    } finally {
      for (const s of streams) s.close();
    }
  });

  it('closes gracefully: open live streams end and the connection with them', async () => {
    const other = await connectH2c(h2c.port);
    const stream = await openH2Sse(other, '/api/live');
    await stream.waitFor((e) => e.event === 'tallies');
    const otherClosed = new Promise<void>((resolve) => other.once('close', resolve));
    const started = Date.now();
    await Promise.all([h2c.close(), t.app.close()]);
    await stream.whenEnded;
    await otherClosed;
    // Well inside the grace period after which connections are cut.
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('the server process with H2C_PORT', () => {
  let scratch: ScratchDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    scratch = await sqlite.create();
    server = await startServerProcess(scratch.url, { H2C_PORT: '0' });
  }, 60_000);
  afterAll(async () => {
    await server?.kill();
    await scratch?.drop();
  });

  it('serves both ports, and a SIGTERM ends live streams on both and exits 0', async () => {
    expect(server.h2cPort).not.toBeNull();
    expect(server.h2cPort).not.toBe(server.port);
    const session = await connectH2c(server.h2cPort!);
    const overH2c = await openH2Sse(session, '/api/live');
    const overHttp1 = await openSse(`${server.url}/api/live`);
    await overH2c.waitFor((e) => e.event === 'tallies');
    await overHttp1.waitFor((e) => e.event === 'tallies');

    const started = Date.now();
    expect(await server.stop()).toBe(0);
    await Promise.all([overH2c.whenEnded, overHttp1.whenEnded]);
    // Before the force-exit timer and the h2c grace period: the graceful path ended it.
    expect(Date.now() - started).toBeLessThan(4000);
    session.destroy();
  });
});
