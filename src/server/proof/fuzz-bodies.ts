import { MAX_EVENTS_PER_BATCH, MAX_PROPS_PER_EVENT } from '../../domain/analytics-events';
import { MAX_REASON_TAGS, RACE_ID_MAX_LENGTH } from '../../domain/constants';
import { REASON_TAG_IDS } from '../../domain/reason-tags';
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

const extraField: Breaker = (b, p) => {
  b[p.pick(['extra', 'userId', 'isCurrent', 'totalVotes', 'admin', 'prototype'])] = p.pick([
    1,
    'x',
    true,
    null,
  ]);
};

const voteBreakers: Breaker[] = [
  (b, p) => void (b.raceId = wrongType(p)),
  (b) => void delete b.raceId,
  (b, p) => void (b.raceId = p.pick(NASTY_STRINGS)),
  (b, p) => void (b.raceId = `no-such-race-${p.int(0, 1e6)}`),
  (b, p) => void (b.starRating = p.pick([0, 6, -1, 3.5, '4', null, [], 1e308, -0.5, 99])),
  (b) => void delete b.starRating,
  (b, p) => void (b.viewMode = p.pick(['full race', '', 'Full Race ', 'Live', 7, null, ['Full Race']])),
  (b) => void delete b.viewMode,
  (b, p) => void (b.reasonTags = p.sample(REASON_TAG_IDS, MAX_REASON_TAGS + 1)),
  (b, p) => {
    const tag = p.pick(REASON_TAG_IDS);
    b.reasonTags = [tag, tag];
  },
  (b, p) => void (b.reasonTags = [p.pick(NASTY_STRINGS), 'not-a-tag']),
  (b, p) => void (b.reasonTags = p.pick([null, 'overtakes', 3, {}, [1, 2], [[REASON_TAG_IDS[0]]]])),
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

const subscriptionBreakers: Breaker[] = [
  (b, p) =>
    void (b.endpoint = p.pick([
      'http://push.example/x',
      'not a url',
      'https://user:pw@push.example/x',
      `https://push.example/${'a'.repeat(2000)}`,
      'javascript:alert(1)',
      '',
      ...WRONG_TYPES,
    ])),
  (b) => void delete b.endpoint,
  (b) => void delete b.keys,
  (b, p) => void (b.keys = wrongType(p)),
  (b, p) => void (keysOf(b).p256dh = p.pick(['AAAA', 'A'.repeat(87), '!!!', null, 5])),
  (b, p) => void (keysOf(b).auth = p.pick(['AAAA', 'x'.repeat(40), '', null])),
  (b) => void delete keysOf(b).auth,
  (b) => void (keysOf(b).extra = 'x'),
  (b, p) => void (b.expirationTime = p.pick(['soon', {}, []])),
  extraField,
];

export function brokenSubscription(prng: Prng, valid: Json): Json {
  return applyBreakers(valid, subscriptionBreakers, prng);
}

/** DELETE takes only { endpoint }: break that, or add to it. */
export function brokenUnsubscribe(prng: Prng, endpoint: string): Json {
  return applyBreakers({ endpoint }, [subscriptionBreakers[0]!, subscriptionBreakers[1]!, extraField], prng);
}

const tooManyProps = () =>
  Object.fromEntries(Array.from({ length: MAX_PROPS_PER_EVENT + 1 }, (_, i) => [`k${i}`, i]));

const eventsBreakers: Breaker[] = [
  (b, p) => void (b.events = p.pick([[], null, 'page_view', {}, 5])),
  (b) => void delete b.events,
  (b) => void (b.events = Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, () => ({ name: 'page_view' }))),
  (b, p) => void (b.events = [{ name: p.pick(['', 'PAGE_VIEW', 'drop', ...NASTY_STRINGS]) }]),
  (b, p) => void (b.events = [{ name: 'page_view', props: p.pick([tooManyProps(), [], 'x', 5]) }]),
  (b, p) =>
    void (b.events = [
      { name: 'page_view', props: { k: p.pick([{}, [], 'x'.repeat(201), { nested: 1 }]) } },
    ]),
  (b) => void (b.events = [{ name: 'page_view', props: { ['k'.repeat(41)]: 1 } }]),
  (b, p) => void (b.events = [{ name: 'page_view', at: p.pick([-1, 1.5, 'now', null]) }]),
  (b) => void (b.events = [{ name: 'page_view', ip: '1.2.3.4' }]),
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
