import { expect, vi } from 'vitest';
import { DEFAULT_MAX_SHIFT_STARS } from '../../src/domain/fair-count/fair-count';
import type { Tally } from '../../src/domain/types';
import { visibleTags } from '../../src/domain/voting/reason-tags';
import { averageRating } from '../../src/domain/voting/tally';
import { aggregateVotes } from '../../src/domain/voting/vote';
import { bestWatchMode } from '../../src/domain/voting/watch-modes';
import { crowdVote, seededRandom } from '../domain/fixtures';
import { type AltchaPayload, encode, solve } from './identity-requests';
import { ARCHIVE_RACE, addArchiveRace } from './seed-votes';
import { createTestApp, type TestApp } from './test-app';
import { TEST_DATABASES } from './test-databases';

// The red team's site and script, shared by the red-team suites: a real server with the
// default settings behind one trusted proxy (each request's address in X-Forwarded-For),
// identities minted through POST /api/session — paying any proof-of-work challenge with a
// real solver — and votes cast as fast as the limits let them through, on a compressed
// clock (Date is stepped; every limit window, challenge expiry and token age reads it).
// The verdict is read from GET /api/tallies, as fans read it. The site has two races that
// take votes: the race being rated, and a race of the archive (issue 52); a test's crowd
// and script vote on the one its site aims at.

/** The race being rated. */
export const RACE = '2025-abu-dhabi-grand-prix';
/** The races a site may aim at. */
export const TARGETS = { current: RACE, archive: ARCHIVE_RACE.id } as const;
export type Target = keyof typeof TARGETS;
export const CROWD = 200;
/** The script's pace on the compressed clock: 2,000 rounds in ten minutes. */
export const ATTACK_STEP_MS = 300;
export const ATTACK_MS = 10 * 60_000;
/**
 * The script stops minting once one identity would cost more hashes than this (a bigger
 * CPU buys more identities, which the verdict bound makes worthless: the domain tests
 * weigh 5,000 votes from one network).
 */
export const ATTACKER_WORK_CAP = 30_000;
/** The script's vote (on the site's race). */
export const BOT_VOTE = { starRating: 1, viewMode: 'Highlights Only' } as const;

export interface Site {
  t: TestApp;
  url: string;
  /** The race the crowd and the script vote on, and whose verdict is read. */
  race: string;
}

let clock = 0;

/** Starts the compressed clock at now (Date only: timers run as they do). */
export function startClock(): void {
  clock = Date.now();
  vi.useFakeTimers({ toFake: ['Date'], now: clock });
}

export function advance(ms: number): void {
  clock += ms;
  vi.setSystemTime(clock);
}

/** The site on race day, aimed at the race being rated. */
export async function startSite(env: Record<string, string> = {}): Promise<Site> {
  const t = await createTestApp(TEST_DATABASES[0]!, { TRUST_PROXY: '1', ...env });
  await t.app.deps.races.setCurrent(RACE, true, { manual: true });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, url: address, race: RACE };
}

/** The same site, its crowd and script voting on `target` (a race of the archive is added first). */
export async function aimedAt(site: Site, target: Target): Promise<Site> {
  if (target === 'archive') await addArchiveRace(site.t.app);
  return { ...site, race: TARGETS[target] };
}

/** The script's vote on the site's race, one star or `starRating`. */
const botVote = (site: Site, starRating: number = BOT_VOTE.starRating) => ({
  ...BOT_VOTE,
  raceId: site.race,
  starRating,
});

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
export async function mint(
  site: Site,
  ip: string,
  workCap = Number.POSITIVE_INFINITY,
): Promise<Minted> {
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

export async function vote(site: Site, token: string, ip: string, body: object): Promise<number> {
  const res = await post(site, '/api/votes', ip, body, token);
  await res.arrayBuffer();
  return res.status;
}

export interface CrowdOptions {
  count?: number;
  /** Compressed time between two fans (a race-day crowd's 200 in ten seconds by default). */
  paceMs?: number;
  /** Each fan's address: a network of its own. */
  ipOf?: (i: number) => string;
}

/** Fans each on a network of its own, voting like a race-day crowd; returns the ones minted. */
export async function crowd(site: Site, seed: number, options: CrowdOptions = {}): Promise<void> {
  const { count = CROWD, paceMs = 50, ipOf = (i: number) => `198.18.${i}.7` } = options;
  const random = seededRandom(seed);
  for (let i = 0; i < count; i++) {
    advance(paceMs);
    const ip = ipOf(i);
    const minted = await mint(site, ip);
    if (!('token' in minted))
      throw new Error(`a fan of the crowd was refused: ${JSON.stringify(minted)}`);
    expect(await vote(site, minted.token, ip, { raceId: site.race, ...crowdVote(random) })).toBe(
      200,
    );
  }
}

/** What the crowd alone would show (the same seeded votes, aggregated). */
export function crowdsOwnTally(seed: number, count = CROWD): Tally {
  const random = seededRandom(seed);
  return aggregateVotes(
    RACE,
    Array.from({ length: count }, () => crowdVote(random)),
  );
}

/** A script: new identities while it can afford them, then changes of mind. */
export async function attack(
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
        await vote(site, minted.token, ip, botVote(site));
        continue;
      }
      if ('tooCostly' in minted) minting = false;
    }
    const own = identities[round % Math.max(1, identities.length)];
    if (own) await vote(site, own.token, ip, botVote(site, 1 + (round % 2)));
  }
  return identities.length;
}

export interface RaceDayOptions {
  /** The crowd's seed (crowdsOwnTally(seed) is what it alone would show), and one fan every paceMs. */
  seed: number;
  paceMs: number;
  /** When the crowd's first fan and the pool's first round come, from the start of the script. */
  crowdAtMs: number;
  poolAtMs: number;
  /** The pool's address for each round of its flood (new identities while affordable, then changes of mind). */
  addressOf: (round: number) => string;
  poolMs: number;
  poolStepMs: number;
}

/**
 * A crowd and a pool on one compressed clock, each request at its own time in order: the
 * crowd's fans (a network each, minted and voting as the crowd() helper's) and the pool's
 * rounds (as attack()'s) interleave as they would on race day. Returns the identities the
 * pool minted.
 */
export async function raceDay(site: Site, options: RaceDayOptions): Promise<number> {
  const random = seededRandom(options.seed);
  const events: { at: number; run: () => Promise<void> }[] = [];
  for (let i = 0; i < CROWD; i++) {
    const ip = `198.18.${i}.7`;
    events.push({
      at: options.crowdAtMs + i * options.paceMs,
      run: async () => {
        const minted = await mint(site, ip);
        if (!('token' in minted))
          throw new Error(`a fan of the crowd was refused: ${JSON.stringify(minted)}`);
        expect(
          await vote(site, minted.token, ip, { raceId: site.race, ...crowdVote(random) }),
        ).toBe(200);
      },
    });
  }
  const identities: { token: string; ip: string }[] = [];
  let minting = true;
  for (let round = 0; round * options.poolStepMs < options.poolMs; round++) {
    events.push({
      at: options.poolAtMs + round * options.poolStepMs,
      run: async () => {
        const ip = options.addressOf(round);
        if (minting) {
          const minted = await mint(site, ip, ATTACKER_WORK_CAP);
          if ('token' in minted) {
            identities.push({ token: minted.token, ip });
            expect(await vote(site, minted.token, ip, botVote(site))).toBe(200);
            return;
          }
          if ('tooCostly' in minted) minting = false;
        }
        const own = identities[round % Math.max(1, identities.length)];
        if (own) expect(await vote(site, own.token, ip, botVote(site, 1 + (round % 2)))).toBe(200);
      },
    });
  }
  // Stable: at the same moment, the crowd's fans in their order before the pool's rounds.
  events.sort((a, b) => a.at - b.at);
  let now = 0;
  for (const event of events) {
    advance(event.at - now);
    now = event.at;
    await event.run();
  }
  return identities.length;
}

export function summary(tally: Tally) {
  return {
    average: averageRating(tally)!,
    best: bestWatchMode(tally.viewModes),
    shown: visibleTags(tally, 'current-card').map((chip) => chip.id),
  };
}

/** The site's race's tally as fans read it. */
export async function shownTally(site: Site): Promise<Tally> {
  const res = await fetch(`${site.url}/api/tallies/${site.race}`);
  return (await res.json()) as Tally;
}

export async function verdict(site: Site) {
  await site.t.app.deps.fairCount.recountRace(site.race);
  return summary(await shownTally(site));
}

export async function storedVotes(site: Site) {
  const rows = await site.t.database.db
    .selectFrom('votes')
    .select(['counted'])
    .where('race_id', '=', site.race)
    .execute();
  return { rows: rows.length, held: rows.filter((r) => r.counted === 0).length };
}

/** How far `networks` single fans voting one star would move `tally`'s average. */
export function singleFansShift(tally: Tally, networks: number): number {
  const average = averageRating(tally)!;
  const withThem =
    (tally.totalStars + networks * BOT_VOTE.starRating) / (tally.totalVotes + networks);
  return average - withThem;
}

export { DEFAULT_MAX_SHIFT_STARS };
