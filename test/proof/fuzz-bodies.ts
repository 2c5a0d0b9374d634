import {
  MAX_EVENTS_PER_BATCH,
  MAX_PROPS_PER_EVENT,
} from '../../src/domain/analytics/analytics-events';
import { RACE_ID_MAX_LENGTH } from '../../src/domain/constants';
import { MAX_REASON_TAGS, REASON_TAG_IDS } from '../../src/domain/voting/reason-tags';
import type { Prng } from './prng';

// Defective request bodies, built from a valid one by breaking it in 1–3 ways. Every
// generator here yields something the API must refuse: none can produce a valid body.

type Json = Record<string, unknown>;

/** Strings that have broken parsers, databases and HTML before. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'race\u0000id',
  '\u202egnirts',
  '\ud800',
  '🏎️🏁',
  'Ω≈ç√∫',
  '<img src=x onerror=alert(1)>',
  "'; drop table votes; --",
  '../../etc/passwd',
  '%00',
  '\r\n\r\n',
  '\t\b\f\v',
  'x'.repeat(RACE_ID_MAX_LENGTH + 1),
  'null',
  'undefined',
  '__proto__',
  'constructor',
];

const WRONG_TYPES: unknown[] = [null, 0, -1, 1.5, true, false, [], {}, ['x'], { a: 1 }, 1e308];

function wrongType(prng: Prng): unknown {
  return prng.pick(WRONG_TYPES);
}

type Breaker = (body: Json, prng: Prng) => void;

function applyBreakers(base: Json, breakers: Breaker[], prng: Prng): Json {
  const body = structuredClone(base);
  const count = prng.int(1, 3);
  for (const breaker of prng.sample(breakers, count)) breaker(body, prng);
  return body;
}

/** Sets `field` to one of `values` (or what `make` returns), on the body or its keys. */
const set =
  (field: string, values: unknown[] | ((p: Prng) => unknown), target = (b: Json) => b): Breaker =>
  (b, p) => {
    target(b)[field] = typeof values === 'function' ? values(p) : p.pick(values);
  };
const drop =
  (field: string, target = (b: Json) => b): Breaker =>
  (b) => {
    delete target(b)[field];
  };

const extraField: Breaker = (b, p) => {
  const field = p.pick(['extra', 'userId', 'isCurrent', 'totalVotes', 'admin', 'prototype']);
  b[field] = p.pick([1, 'x', true, null]);
};

const voteBreakers: Breaker[] = [
  set('raceId', wrongType),
  drop('raceId'),
  set('raceId', NASTY_STRINGS),
  set('raceId', (p) => `no-such-race-${p.int(0, 1e6)}`),
  set('starRating', [0, 6, -1, 3.5, '4', null, [], 1e308, -0.5, 99]),
  drop('starRating'),
  set('viewMode', ['full race', '', 'Full Race ', 'Live', 7, null, ['Full Race']]),
  drop('viewMode'),
  set('reasonTags', (p) => p.sample(REASON_TAG_IDS, MAX_REASON_TAGS + 1)),
  set('reasonTags', (p) => {
    const tag = p.pick(REASON_TAG_IDS);
    return [tag, tag];
  }),
  set('reasonTags', (p) => [p.pick(NASTY_STRINGS), 'not-a-tag']),
  set('reasonTags', [null, 'overtakes', 3, {}, [1, 2], [[REASON_TAG_IDS[0]]]]),
  extraField,
];

/** A vote that is refused even when its token, race and content type are good. */
export function brokenVote(prng: Prng, valid: Json): Json {
  return applyBreakers(valid, voteBreakers, prng);
}

/** The keys object to break, recreated when an earlier breaker removed or replaced it. */
function keysOf(body: Json): Json {
  const keys = body.keys;
  if (keys && typeof keys === 'object' && !Array.isArray(keys)) return keys as Json;
  body.keys = {};
  return body.keys as Json;
}

const BAD_ENDPOINTS = [
  'http://push.example/x',
  'not a url',
  'https://user:pw@push.example/x',
  `https://push.example/${'a'.repeat(2000)}`,
  'javascript:alert(1)',
  '',
  ...WRONG_TYPES,
];

const subscriptionBreakers: Breaker[] = [
  set('endpoint', BAD_ENDPOINTS),
  drop('endpoint'),
  drop('keys'),
  set('keys', wrongType),
  // 'A' × 87 decodes to 65 bytes starting 0x00: the right length, not a P-256 point.
  set('p256dh', ['AAAA', 'A'.repeat(87), '!!!', null, 5], keysOf),
  set('auth', ['AAAA', 'x'.repeat(40), '', null], keysOf),
  drop('auth', keysOf),
  set('extra', ['x'], keysOf),
  set('expirationTime', ['soon', {}, []]),
  extraField,
];

export function brokenSubscription(prng: Prng, valid: Json): Json {
  return applyBreakers(valid, subscriptionBreakers, prng);
}

/** DELETE takes only { endpoint }: break that, or add to it. */
export function brokenUnsubscribe(prng: Prng, endpoint: string): Json {
  return applyBreakers(
    { endpoint },
    [set('endpoint', BAD_ENDPOINTS), drop('endpoint'), extraField],
    prng,
  );
}

const tooManyProps = () =>
  Object.fromEntries(Array.from({ length: MAX_PROPS_PER_EVENT + 1 }, (_, i) => [`k${i}`, i]));
const one = (event: Json) => [{ name: 'page_view', ...event }];

const eventsBreakers: Breaker[] = [
  set('events', [[], null, 'page_view', {}, 5]),
  drop('events'),
  set('events', () => Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, () => one({})[0])),
  set('events', (p) => one({ name: p.pick(['', 'PAGE_VIEW', 'drop', ...NASTY_STRINGS]) })),
  set('events', (p) => one({ props: p.pick([tooManyProps(), [], 'x', 5]) })),
  set('events', (p) => one({ props: { k: p.pick([{}, [], 'x'.repeat(201), { nested: 1 }]) } })),
  set('events', () => one({ props: { ['k'.repeat(41)]: 1 } })),
  set('events', (p) => one({ at: p.pick([-1, 1.5, 'now', null, 8_640_000_000_000_001, 2 ** 60]) })),
  set('events', () => one({ ip: '1.2.3.4' })),
  extraField,
];

export function brokenEvents(prng: Prng, valid: Json): Json {
  return applyBreakers(valid, eventsBreakers, prng);
}

/** Bodies no JSON route can accept, whatever their content type says. */
export const RAW_BAD_BODIES = [
  '{',
  '{"raceId":',
  '{"a":1}{"b":2}',
  "{'raceId':'x'}",
  'null',
  'true',
  '123',
  '"a string"',
  '[]',
  '[{"raceId":"x"}]',
  'NaN',
  '\ufeff{}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"raceId":"x","__proto__":{"isAdmin":true}}',
  '['.repeat(5000),
  '\u0000',
  '<xml/>',
  'raceId=x&starRating=5',
];
