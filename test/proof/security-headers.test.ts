import { openSse } from '../server/sse-client';
import { TEST_DATABASES } from '../server/test-databases';
import {
  createSecurityApp,
  EVIL,
  expectSecurityHeaders,
  HOSTILE_ID,
  RACE,
  type SecurityApp,
} from './security-app';

// Every page and API answer — success, refusal, error, the live stream — carries the strict
// Content-Security-Policy and the other security headers, and grants no CORS.

const PAGES = [
  '/',
  '/all-races',
  '/install',
  '/support',
  '/privacy-terms',
  '/no-such-page',
  '/assets/app.js',
  `/r/${RACE}`,
  `/r/${HOSTILE_ID}`,
];
// Public reads: any site may fetch them (CORS `*`), with every other header as strict.
const PUBLIC_GETS = [
  '/api/races',
  '/api/tallies',
  `/api/tallies/${RACE}`,
  '/api/tallies/nope',
  `/api/race-pages/${RACE}`,
  '/api/race-pages/nope',
  '/calendar.ics',
  '/feed.xml',
  '/api/openapi.json',
];
const API_GETS = [
  '/api/push/public-key',
  '/api/docs',
  '/healthz',
  '/api/nope',
  '/assets/missing.js',
  '/api/tallies/%zz',
];

describe.each(TEST_DATABASES)('security headers on $name', (kind) => {
  let s: SecurityApp;
  beforeAll(async () => {
    s = await createSecurityApp(kind);
  });
  afterAll(async () => s?.close());

  it.each([...PAGES, ...API_GETS])(
    'GET %s carries the strict CSP and the other headers',
    async (url) => {
      const res = await s.app.inject({ method: 'GET', url, headers: { origin: EVIL } });
      expect(res.statusCode).toBeLessThan(500);
      expectSecurityHeaders(res.headers, url);
    },
  );

  it.each(PUBLIC_GETS)(
    'GET %s carries the strict CSP and grants reads to any origin',
    async (url) => {
      const res = await s.app.inject({ method: 'GET', url, headers: { origin: EVIL } });
      expect(res.statusCode).toBeLessThan(500);
      expectSecurityHeaders(res.headers, url, 'public');
    },
  );

  it.each([`/embed/${RACE}`, `/embed/${RACE}?livery=papaya`, '/embed/nope'])(
    'GET %s may be framed by any site, with the rest of the policy as strict',
    async (url) => {
      const res = await s.app.inject({ method: 'GET', url, headers: { origin: EVIL } });
      expect(res.statusCode).toBeLessThan(500);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain('frame-ancestors *');
      expect(res.headers['x-frame-options']).toBeUndefined();
      // Everything but framing is the site-wide policy.
      expectSecurityHeaders(
        {
          ...res.headers,
          'content-security-policy': csp.replace('frame-ancestors *', "frame-ancestors 'none'"),
          'x-frame-options': 'DENY',
        },
        url,
        'public',
      );
    },
  );

  it('sends the headers on writes, refusals and errors too', async () => {
    const answers = [
      await s.app.inject({ method: 'POST', url: '/api/session' }),
      await s.vote('not-a-token'),
      await s.app.inject({ method: 'POST', url: '/api/votes', headers: { origin: EVIL } }),
      await s.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
      await s.app.inject({ method: 'POST', url: '/api/nope' }),
    ];
    for (const res of answers) expectSecurityHeaders(res.headers, `${res.statusCode} ${res.body}`);
  });

  it('sends the same headers on the live stream, which bypasses the usual reply path', async () => {
    const address = s.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const stream = await openSse(`http://127.0.0.1:${port}/api/live`);
    try {
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      expectSecurityHeaders(stream.headers, '/api/live');
    } finally {
      stream.close();
    }
  });

  it('answers a cross-origin preflight without allowing anything', async () => {
    const res = await s.app.inject({
      method: 'OPTIONS',
      url: '/api/votes',
      headers: {
        origin: EVIL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
