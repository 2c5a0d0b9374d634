import { expectApiError } from '../../../test/server/api-error';
import { openRawStream, rawExchange } from '../../../test/server/raw-http';
import { type ServerProcess, startServerProcess } from '../../../test/server/server-process';
import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import { SECURITY_HEADERS } from './security-headers';

// Slow and broken clients against a real server process, over raw sockets: requests
// dripped a byte at a time are cut with a 408, idle connections closed, malformed HTTP
// answered in the API's JSON shape with the site's security headers — and live streams,
// quiet for longer than any of those timeouts, stay open.

const TIMEOUTS = {
  HTTP_HEADERS_TIMEOUT_MS: '2000',
  HTTP_REQUEST_TIMEOUT_MS: '4000',
  HTTP_KEEP_ALIVE_TIMEOUT_MS: '2000',
};
/** Far below how long each drip below would last uncut, far above the timeouts above. */
const CUT_WITHIN_MS = 30_000;

const sqlite = TEST_DATABASES.find((kind) => kind.name === 'sqlite')!;

describe('slow and malformed requests against a real server', () => {
  let scratch: ScratchDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    scratch = await sqlite.create();
    server = await startServerProcess(scratch.url, TIMEOUTS);
  }, 60_000);

  afterAll(async () => {
    await server?.kill();
    await scratch?.drop();
  });

  /** Sends `drip` one piece every 500 ms; the server must cut it in time with a JSON 408. */
  async function expectCutWith408(drip: string[]) {
    const reply = await rawExchange(server.port, drip, {
      gapMs: 500,
      waitMs: CUT_WITHIN_MS + 5000,
    });
    expect(reply.closed).toBe(true);
    expect(reply.closedAfterMs).toBeLessThan(CUT_WITHIN_MS);
    expectApiError(reply, 408, 'REQUEST_TIMEOUT');
  }

  it('cuts a request body dripped one byte at a time with a JSON 408', async () => {
    const head =
      'POST /api/votes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n';
    // 200 bytes, one every 500 ms: 100 s if nothing cuts it.
    const drip = [head, ...Array.from({ length: 200 }, () => ' ')];
    await expectCutWith408(drip);
  }, 60_000);

  it('cuts headers dripped one line at a time with a JSON 408', async () => {
    const drip = [
      'GET /api/races HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      ...Array.from({ length: 200 }, (_, i) => `X-Drip-${i}: 1\r\n`),
    ];
    await expectCutWith408(drip);
  }, 60_000);

  it('closes a kept-alive connection left idle', async () => {
    const reply = await rawExchange(
      server.port,
      ['GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n'],
      { waitMs: CUT_WITHIN_MS + 5000 },
    );
    expect(reply.status).toBe(200);
    expect(reply.closed).toBe(true);
    expect(reply.closedAfterMs).toBeLessThan(CUT_WITHIN_MS);
  }, 60_000);

  it('keeps a live stream open past every one of those timeouts', async () => {
    const stream = await openRawStream(server.port);
    try {
      expect(stream.status).toBe(200);
      const quietMs = Object.values(TIMEOUTS).reduce((sum, ms) => sum + Number(ms), 0) + 2000;
      await new Promise((resolve) => setTimeout(resolve, quietMs));
      expect(stream.closed()).toBe(false);
      expect(stream.received()).toContain('event: tallies');
    } finally {
      stream.socket.destroy();
    }
  }, 60_000);

  it('answers HEAD /api/live at once, with the stream headers and no body', async () => {
    const reply = await rawExchange(
      server.port,
      ['HEAD /api/live HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'],
      { waitMs: 10_000 },
    );
    expect(reply.status).toBe(200);
    expect(reply.closed).toBe(true);
    expect(reply.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(reply.headers['content-security-policy']).toBe(
      SECURITY_HEADERS['content-security-policy'],
    );
    expect(reply.body).toBe('');
  }, 30_000);

  it.each([
    ['a garbage request line', ['GARBAGE\r\n\r\n'], 400, 'MALFORMED_REQUEST'],
    [
      'a bad chunk size',
      [
        'POST /api/votes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n',
      ],
      400,
      'MALFORMED_REQUEST',
    ],
    [
      'Content-Length with Transfer-Encoding',
      [
        'POST /api/votes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
      ],
      400,
      'MALFORMED_REQUEST',
    ],
    [
      'oversized headers',
      [`GET /api/races HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(32 * 1024)}\r\n\r\n`],
      431,
      'HEADERS_TOO_LARGE',
    ],
  ])(
    'answers %s with JSON {error, code} and the security headers',
    async (_what, chunks, status, code) => {
      const reply = await rawExchange(server.port, chunks, { waitMs: 10_000 });
      expectApiError(reply, status, code);
      expect(reply.closed).toBe(true);
    },
    30_000,
  );

  it('is still serving after all of that', async () => {
    expect(server.exitCode()).toBeNull();
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
  });
});
