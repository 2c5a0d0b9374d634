import { createSessionSigner } from '../../src/server/session/session-token';
import {
  brokenEvents,
  brokenSubscription,
  brokenUnsubscribe,
  brokenVote,
  RAW_BAD_BODIES,
} from './fuzz-bodies';
import { readCase, unroutedCase } from './fuzz-reads';
import type { FuzzCase, FuzzContext } from './fuzz-types';
import { type Prng, randomVote } from './prng';

export type { Expectation, FuzzCase, FuzzContext } from './fuzz-types';

const GOOD_TYPES = ['application/json', 'application/json; charset=utf-8'];
const BAD_TYPES = [
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/jsonx',
  'json',
  'image/png',
];
const FOREIGN_ORIGINS = ['https://evil.example', 'null', 'http://127.0.0.1.evil.example'];
const SUBSCRIPTION = {
  endpoint: 'https://push.example/send/abc',
  keys: {
    p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'),
    auth: Buffer.alloc(16, 9).toString('base64url'),
  },
};

function badAuthorization(prng: Prng, token: string): string | null {
  const [version, userId, issuedAt, signature] = token.split('.') as [
    string,
    string,
    string,
    string,
  ];
  const flip = (s: string) => `${s.slice(0, -1)}${s.endsWith('A') ? 'B' : 'A'}`;
  const forged = createSessionSigner(Buffer.alloc(32, prng.int(1, 200)), 1e12).issue(Date.now());
  return prng.pick([
    null,
    'Bearer',
    'Bearer ',
    `Basic ${Buffer.from('fan:pw').toString('base64')}`,
    `Bearer ${version}.${userId}.${issuedAt}.${flip(signature)}`,
    `Bearer ${version}.${flip(userId)}.${issuedAt}.${signature}`,
    `Bearer ${version}.${userId}.${Number(issuedAt) + 1}.${signature}`,
    `Bearer v2.${userId}.${issuedAt}.${signature}`,
    `Bearer ${forged.token}`,
    `Bearer ${token} ${token}`,
    `Bearer ${token}.x`,
    `Bearer ${'a'.repeat(4000)}`,
    'Bearer a.b.c.d',
  ]);
}

const withType = (headers: Record<string, string>, prng: Prng, bad: boolean) => {
  const type = bad ? prng.pick([...BAD_TYPES, '']) : prng.pick(GOOD_TYPES);
  if (type) headers['content-type'] = type;
};

/** A vote refused for at least one reason: token, body, race, content type or origin. */
function voteCase(prng: Prng, ctx: FuzzContext): FuzzCase {
  const flaws = prng.sample(['token', 'body', 'closed', 'type', 'origin', 'huge'], prng.int(1, 3));
  const headers: Record<string, string> = {};
  const auth = flaws.includes('token') ? badAuthorization(prng, ctx.token) : `Bearer ${ctx.token}`;
  if (auth !== null) headers.authorization = auth;
  withType(headers, prng, flaws.includes('type'));
  if (flaws.includes('origin')) headers.origin = prng.pick(FOREIGN_ORIGINS);
  const vote = randomVote(prng, flaws.includes('closed') ? ctx.closedRaceId : ctx.currentRaceId);
  let payload = JSON.stringify(vote);
  if (flaws.includes('body')) {
    payload =
      prng.next() < 0.75 ? JSON.stringify(brokenVote(prng, vote)) : prng.pick(RAW_BAD_BODIES);
  }
  if (flaws.includes('huge'))
    payload = JSON.stringify({ ...vote, raceId: 'x'.repeat(prng.int(17_000, 300_000)) });
  return { method: 'POST', url: '/api/votes', headers, payload, expect: 'refused' };
}

function sessionCase(prng: Prng): FuzzCase {
  const headers: Record<string, string> = {};
  withType(headers, prng, prng.next() < 0.5);
  const foreign = prng.next() < 0.3;
  if (foreign) headers.origin = prng.pick(FOREIGN_ORIGINS);
  const payload = prng.pick([...RAW_BAD_BODIES, 'x'.repeat(20_000), undefined]);
  // No challenge is asked: a body the route accepts gets an identity, any other a refusal.
  return {
    method: 'POST',
    url: '/api/session',
    headers,
    payload,
    expect: foreign ? 'refused' : 'session',
  };
}

function pushCase(prng: Prng): FuzzCase {
  const method = prng.pick(['POST', 'DELETE'] as const);
  const headers: Record<string, string> = {};
  withType(headers, prng, prng.next() < 0.2);
  const body =
    method === 'POST'
      ? brokenSubscription(prng, SUBSCRIPTION)
      : brokenUnsubscribe(prng, SUBSCRIPTION.endpoint);
  const payload = prng.next() < 0.8 ? JSON.stringify(body) : prng.pick(RAW_BAD_BODIES);
  return { method, url: '/api/push/subscriptions', headers, payload, expect: 'refused' };
}

function eventsCase(prng: Prng): FuzzCase {
  const headers: Record<string, string> = {};
  // text/plain is how navigator.sendBeacon posts, so it is parsed like JSON here.
  const type = prng.pick([...GOOD_TYPES, 'text/plain', 'text/plain;charset=UTF-8', ...BAD_TYPES]);
  headers['content-type'] = type;
  const valid = { events: [{ name: 'page_view', props: { route: 'home' } }] };
  const payload =
    prng.next() < 0.8 ? JSON.stringify(brokenEvents(prng, valid)) : prng.pick(RAW_BAD_BODIES);
  return { method: 'POST', url: '/api/events', headers, payload, expect: 'refused' };
}

export function fuzzCase(prng: Prng, ctx: FuzzContext): FuzzCase {
  const kind = prng.int(0, 9);
  if (kind <= 2) return voteCase(prng, ctx);
  if (kind === 3) return sessionCase(prng);
  if (kind === 4) return pushCase(prng);
  if (kind === 5) return eventsCase(prng);
  if (kind <= 7) return readCase(prng, ctx);
  return unroutedCase(prng);
}
