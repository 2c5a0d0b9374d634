import { crowdVote, seededRandom } from '../../../test/domain/fixtures';
import { type AltchaPayload, encode, solve } from '../../../test/server/identity-requests';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { DEFAULT_MAX_SHIFT_STARS, MAX_HELD_PER_NETWORK } from '../../domain/fair-count/fair-count';
import type { Tally } from '../../domain/types';
import { visibleTags } from '../../domain/voting/reason-tags';
import { averageRating } from '../../domain/voting/tally';
import { aggregateVotes } from '../../domain/voting/vote';
import { bestWatchMode } from '../../domain/voting/watch-modes';

// The attacks of the issue, run as a script would run them: a real server with the
// default settings behind one trusted proxy (each request's address in X-Forwarded-For),
// identities minted through POST /api/session — paying any proof-of-work challenge with a
// real solver — and votes cast as fast as the limits let them through, for ten minutes of
// a compressed clock (Date is stepped; every limit window, challenge expiry and token age
// reads it). The verdict is read from GET /api/tallies, as fans read it.

const RACE = '2025-abu-dhabi-grand-prix';
const CROWD = 200;
const CARRIER_FANS = 300;
const ATTACK_MS = 10 * 60_000;
/** The script's pace on the compressed clock: 2,000 rounds in ten minutes. */
const ATTACK_STEP_MS = 300;
/**
 * The script stops minting once one identity would cost more hashes than this (a bigger
 * CPU buys more identities, which the verdict bound makes worthless: the domain tests
 * weigh 5,000 votes from one network).
 */
const ATTACKER_WORK_CAP = 30_000;
const BOT_VOTE = { raceId: RACE, starRating: 1, viewMode: 'Highlights Only' } as const;

interface Site {
  t: TestApp;
  url: string;
}

let clock = 0;
function advance(ms: number): void {
  clock += ms;
  vi.setSystemTime(clock);
}

async function startSite(): Promise<Site> {
  const t = await createTestApp(TEST_DATABASES[0]!, { TRUST_PROXY: '1' });
  await t.app.deps.races.setCurrent(RACE, true, { manual: true });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, url: address };
}

function post(site: Site, path: string, ip: string, body?: unknown, token?: string) {
  return fetch(`${site.url}${path}`, {
    method: 'POST',
    headers: {
      'x-forwarded-for': ip,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

type Minted = { token: string } | { refused: number } | { tooCostly: true };

/** One identity from `ip`, paying a challenge of at most `workCap` hashes. */
async function mint(site: Site, ip: string, workCap = Number.POSITIVE_INFINITY): Promise<Minted> {
  let res = await post(site, '/api/session', ip);
  if (res.status === 428) {
    const { challenge } = (await res.json()) as { challenge: Parameters<typeof solve>[0] };
    if (challenge.maxnumber! > workCap) return { tooCostly: true };
    const payload: AltchaPayload = solve(challenge);
    res = await post(site, '/api/session', ip, { altcha: encode(payload) });
  }
  if (res.status !== 201) return { refused: res.status };
  return { token: ((await res.json()) as { token: string }).token };
}

async function vote(site: Site, token: string, ip: string, body: object): Promise<number> {
  const res = await post(site, '/api/votes', ip, body, token);
  await res.arrayBuffer();
  return res.status;
}

/** 200 fans, each on a network of its own, voting like a race-day crowd. */
async function crowd(site: Site, seed: number): Promise<void> {
  const random = seededRandom(seed);
  for (let i = 0; i < CROWD; i++) {
    advance(50);
    const ip = `198.18.${i}.7`;
    const minted = await mint(site, ip);
    if (!('token' in minted))
      throw new Error(`a fan of the crowd was refused: ${JSON.stringify(minted)}`);
    expect(await vote(site, minted.token, ip, { raceId: RACE, ...crowdVote(random) })).toBe(200);
  }
}

/** What the crowd alone would show (the same seeded votes, aggregated). */
function crowdsOwnTally(seed: number): Tally {
  const random = seededRandom(seed);
  return aggregateVotes(
    RACE,
    Array.from({ length: CROWD }, () => crowdVote(random)),
  );
}

/** Ten minutes of a script: new identities while it can afford them, then changes of mind. */
async function attack(
  site: Site,
  addressOf: (round: number) => string,
  duration = ATTACK_MS,
  step = ATTACK_STEP_MS,
) {
  const identities: { token: string; ip: string }[] = [];
  let minting = true;
  for (let round = 0; round * step < duration; round++) {
    advance(step);
    const ip = addressOf(round);
    if (minting) {
      const minted = await mint(site, ip, ATTACKER_WORK_CAP);
      if ('token' in minted) {
        identities.push({ token: minted.token, ip });
        await vote(site, minted.token, ip, BOT_VOTE);
        continue;
      }
      if ('tooCostly' in minted) minting = false;
    }
    const own = identities[round % Math.max(1, identities.length)];
    if (own) await vote(site, own.token, ip, { ...BOT_VOTE, starRating: 1 + (round % 2) });
  }
  return identities.length;
}

async function verdict(site: Site) {
  await site.t.app.deps.fairCount.recountRace(RACE);
  const res = await fetch(`${site.url}/api/tallies/${RACE}`);
  return summary((await res.json()) as Tally);
}

function summary(tally: Tally) {
  return {
    average: averageRating(tally)!,
    best: bestWatchMode(tally.viewModes),
    shown: visibleTags(tally, 'current-card').map((chip) => chip.id),
  };
}

async function storedVotes(site: Site) {
  const rows = await site.t.database.db
    .selectFrom('votes')
    .select(['counted'])
    .where('race_id', '=', RACE)
    .execute();
  return { rows: rows.length, held: rows.filter((r) => r.counted === 0).length };
}

const ATTACKERS: [string, (round: number) => string][] = [
  ['one IPv4 address', () => '192.0.2.66'],
  ['one IPv6 /64, a new address each request', (r) => `2001:db8:64:64::${(r + 1).toString(16)}`],
  ['one IPv6 /48, a new /64 each request', (r) => `2001:db8:48:${(r + 1).toString(16)}::1`],
];

/** Ten networks, each the widest a verdict weighs: one address in each of ten /24s, or ten /48s. */
const SPREAD_ATTACKERS: [string, (round: number) => string][] = [
  ['ten IPv4 addresses in ten /24s', (r) => `100.64.${r % 10}.66`],
  ['ten IPv6 /48s', (r) => `2001:db8:${(0xa0 + (r % 10)).toString(16)}::1`],
];
const SPREAD_NETWORKS = 10;
/** The flood of the issue: as fast as ten networks' limits let a script through in 60 s. */
const SPREAD_MS = 60_000;
const SPREAD_STEP_MS = ATTACK_STEP_MS / SPREAD_NETWORKS;

/** How far ten single fans voting one star would move `tally`'s average. */
function tenSingleFansShift(tally: Tally): number {
  const average = averageRating(tally)!;
  const withTen =
    (tally.totalStars + SPREAD_NETWORKS * BOT_VOTE.starRating) /
    (tally.totalVotes + SPREAD_NETWORKS);
  return average - withTen;
}

describe('red team: one network cannot rewrite a verdict (default settings)', () => {
  let site: Site;
  beforeEach(async () => {
    clock = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: clock });
    site = await startSite();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await site?.t.close();
  });

  it.each(ATTACKERS)(
    '%s scripting for ten minutes against a 200-vote race moves nothing past the bound',
    async (_name, addressOf) => {
      await crowd(site, 1);
      const before = await verdict(site);
      const minted = await attack(site, addressOf);
      const after = await verdict(site);
      expect(Math.abs(after.average - before.average)).toBeLessThanOrEqual(DEFAULT_MAX_SHIFT_STARS);
      expect(after.best).toBe(before.best);
      expect(after.shown).toEqual(before.shown);
      const stored = await storedVotes(site);
      expect(stored.rows - CROWD).toBeLessThanOrEqual(minted);
      expect(stored.held).toBeLessThanOrEqual(MAX_HELD_PER_NETWORK);
    },
    180_000,
  );

  it.each(ATTACKERS)(
    '%s voting before the crowd does not own the verdict once 200 fans have voted',
    async (_name, addressOf) => {
      await attack(site, addressOf);
      await crowd(site, 2);
      const own = summary(crowdsOwnTally(2));
      const shown = await verdict(site);
      expect(Math.abs(shown.average - own.average)).toBeLessThanOrEqual(DEFAULT_MAX_SHIFT_STARS);
      expect(shown.best).toBe(own.best);
      expect(shown.shown).toEqual(own.shown);
    },
    180_000,
  );

  it('counts at least 95 % of 300 fans behind one carrier address who vote like the crowd, refusing none', async () => {
    await crowd(site, 3);
    const random = seededRandom(4);
    const carrier = '192.0.2.200';
    const statuses: number[] = [];
    for (let i = 0; i < CARRIER_FANS; i++) {
      advance(ATTACK_MS / CARRIER_FANS);
      const minted = await mint(site, carrier);
      if (!('token' in minted))
        throw new Error(`a carrier fan was refused: ${JSON.stringify(minted)}`);
      statuses.push(
        await vote(site, minted.token, carrier, { raceId: RACE, ...crowdVote(random) }),
      );
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    await verdict(site);
    const res = await fetch(`${site.url}/api/tallies/${RACE}`);
    const counted = ((await res.json()) as Tally).totalVotes - CROWD;
    expect(counted / CARRIER_FANS).toBeGreaterThanOrEqual(0.95);
  }, 180_000);
});

describe('red team: ten networks together cannot rewrite a verdict (default settings)', () => {
  let site: Site;
  beforeEach(async () => {
    clock = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: clock });
    site = await startSite();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await site?.t.close();
  });

  it.each(SPREAD_ATTACKERS)(
    '%s flooding a 200-vote race for 60 s move it no more than ten single fans could, plus the bound',
    async (_name, addressOf) => {
      await crowd(site, 5);
      const before = await verdict(site);
      const ten = tenSingleFansShift(crowdsOwnTally(5));
      const minted = await attack(site, addressOf, SPREAD_MS, SPREAD_STEP_MS);
      const after = await verdict(site);
      expect(before.average - after.average).toBeLessThanOrEqual(ten + DEFAULT_MAX_SHIFT_STARS);
      expect(after.best).toBe(before.best);
      // The flood was answered and stored, every identity's vote, and mostly held.
      const stored = await storedVotes(site);
      expect(minted).toBeGreaterThan(SPREAD_NETWORKS * 2);
      expect(stored.rows - CROWD).toBe(minted);
      expect(stored.held).toBeGreaterThan(minted / 2);
    },
    180_000,
  );

  it.each(SPREAD_ATTACKERS)(
    '%s voting before the crowd do not own the verdict once 200 fans have voted',
    async (_name, addressOf) => {
      await attack(site, addressOf, SPREAD_MS, SPREAD_STEP_MS);
      await crowd(site, 6);
      const own = crowdsOwnTally(6);
      const shown = await verdict(site);
      expect(averageRating(own)! - shown.average).toBeLessThanOrEqual(
        tenSingleFansShift(own) + DEFAULT_MAX_SHIFT_STARS,
      );
      expect(shown.best).toBe(summary(own).best);
    },
    180_000,
  );

  it('counts at least 95 in 100 of 200 fans behind ten carrier addresses who vote like the crowd', async () => {
    // They vote as the crowd did, vote for vote: like the crowd, not a sample of their own
    // that may sit a quarter star away (the bound is on what all networks add together).
    await crowd(site, 7);
    const random = seededRandom(7);
    const fans = 200;
    for (let i = 0; i < fans; i++) {
      advance(ATTACK_MS / fans);
      const carrier = `100.66.${i % SPREAD_NETWORKS}.20`;
      const minted = await mint(site, carrier);
      if (!('token' in minted))
        throw new Error(`a carrier fan was refused: ${JSON.stringify(minted)}`);
      expect(await vote(site, minted.token, carrier, { raceId: RACE, ...crowdVote(random) })).toBe(
        200,
      );
    }
    await verdict(site);
    const res = await fetch(`${site.url}/api/tallies/${RACE}`);
    const counted = ((await res.json()) as Tally).totalVotes - CROWD;
    expect(counted / fans).toBeGreaterThanOrEqual(0.95);
  }, 180_000);
});
