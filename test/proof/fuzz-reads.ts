import { NASTY_STRINGS } from './fuzz-bodies';
import type { FuzzCase, FuzzContext } from './fuzz-types';
import type { Prng } from './prng';

// Reads with junk in the URL, race pages and race reads with hostile ids, methods a route
// does not have and paths the API does not have.

const JUNK_QUERIES = [
  '',
  '?a=1',
  '?raceId=%3Cscript%3E',
  '?%zz',
  `?q=${'x'.repeat(3000)}`,
  '?__proto__[polluted]=1',
  '?constructor[prototype][polluted]=1',
  '?a[]=1&a[]=2',
  '?season=2025&season=abc',
];

/** Every byte of the UTF-8 form escaped, so even a lone surrogate makes a valid URL. */
const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
const INVALID_UTF8 = ['%ED%A0%80', '%C0%AF', '%FF', '%E2%82', '%zz', '%'];

export function readCase(prng: Prng, ctx: FuzzContext): FuzzCase {
  const query = prng.pick(JUNK_QUERIES);
  const roll = prng.int(0, 5);
  if (roll >= 4) {
    // A real race among the garbage: its page (200) as well as the DNF page (404).
    const id = prng.pick([
      ...NASTY_STRINGS,
      ctx.currentRaceId,
      `${ctx.currentRaceId}x`,
      'x'.repeat(500),
    ]);
    const segment = prng.next() < 0.2 ? prng.pick(INVALID_UTF8) : percentEncode(id);
    return { method: 'GET', url: `/r/${segment}${query}`, headers: {}, expect: 'page' };
  }
  if (roll === 3) {
    const id = prng.pick([
      ...NASTY_STRINGS,
      `${ctx.currentRaceId}x`,
      ctx.currentRaceId.toUpperCase(),
    ]);
    const segment = prng.next() < 0.2 ? prng.pick(INVALID_UTF8) : percentEncode(id);
    const route = prng.pick(['/api/tallies', '/api/race-pages']);
    return {
      method: 'GET',
      url: `${route}/${segment}${query}`,
      headers: {},
      expect: 'refused',
    };
  }
  const path = ['/api/races', '/api/tallies', '/healthz', '/api/push/public-key'][
    prng.next() < 0.1 ? 3 : roll
  ]!;
  return {
    method: 'GET',
    url: `${path}${query}`,
    headers: { accept: prng.pick(['*/*', 'text/html', 'application/xml']) },
    expect: 'read',
  };
}

const ROUTES = [
  '/api/session',
  '/api/votes',
  '/api/races',
  '/api/tallies',
  '/api/tallies/x',
  '/api/race-pages/x',
  '/api/rankings',
  '/api/live',
  '/api/push/subscriptions',
  '/api/events',
  '/api/push/public-key',
  '/healthz',
];
const UNKNOWN = [
  '/api',
  '/api/',
  '/api/vote',
  '/api/votes/1',
  '/api/%2esecrets',
  '/api/races/x',
  '/api/session/x',
  '/api/tallies/a/b',
  '/api/race-pages',
  '/api/race-pages/a/b',
  '/api/push',
  '/api/events/x',
  '/api/live/x',
  '/api/%F0%9F%8F%81',
  '/api/..%2f..%2fetc%2fpasswd',
  '/api/admin',
];

/** A method a route does not have, or a path the API does not have. */
export function unroutedCase(prng: Prng): FuzzCase {
  const registered: Record<string, string[]> = {
    '/api/session': ['POST'],
    '/api/votes': ['POST'],
    '/api/push/subscriptions': ['POST', 'DELETE'],
    '/api/events': ['POST'],
  };
  const url = prng.next() < 0.5 ? prng.pick(UNKNOWN) : prng.pick(ROUTES);
  const allowed = registered[url] ?? (ROUTES.includes(url) ? ['GET'] : []);
  const methods = (['GET', 'POST', 'DELETE', 'PUT', 'PATCH'] as const).filter(
    (m) => !allowed.includes(m) && !(url === '/api/live' && m === 'GET'),
  );
  const method = prng.pick(methods);
  const headers: Record<string, string> =
    method === 'GET' ? {} : { 'content-type': 'application/json' };
  return { method, url, headers, payload: method === 'GET' ? undefined : '{}', expect: 'refused' };
}
