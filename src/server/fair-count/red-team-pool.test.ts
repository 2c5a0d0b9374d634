import { crowdVote, seededRandom } from '../../../test/domain/fixtures';
import {
  advance,
  attack,
  CROWD,
  crowd,
  crowdsOwnTally,
  mint,
  RACE,
  type Site,
  singleFansShift,
  startClock,
  startSite,
  storedVotes,
  summary,
  verdict,
  vote,
} from '../../../test/server/red-team-site';
import { DEFAULT_MAX_SHIFT_STARS } from '../../domain/fair-count/fair-count';
import type { Tally } from '../../domain/types';
import { averageRating } from '../../domain/voting/tally';

// A proxy pool (issue 45, docs/decisions/0132): a hundred networks — one address in each
// of a hundred /24s, or a hundred /48s — flooding a race for 60 s, against a crowd that
// arrives as a race's crowd does, over the forty minutes after it. Held as a burst, they
// move the verdict no more than ten single fans could; a genuine surge of fresh networks
// voting like the rest counts in full.

const POOL = 100;
const POOL_MS = 60_000;
/** Two thousand rounds in the minute: every network's limits spent, as a script would. */
const POOL_STEP_MS = 30;
/** The crowd's pace: 200 fans over forty minutes, one every twelve seconds. */
const CROWD_PACE_MS = 12_000;

const POOLS: [string, (round: number) => string][] = [
  ['a hundred IPv4 addresses in a hundred /24s', (r) => `100.70.${r % POOL}.66`],
  ['a hundred IPv6 /48s', (r) => `2001:db8:${(0x100 + (r % POOL)).toString(16)}::1`],
];

const tenSingleFansShift = (tally: Tally) => singleFansShift(tally, 10);

async function heldWindows(site: Site) {
  return site.t.database.db
    .selectFrom('burst_windows')
    .select(['window_id', 'networks', 'decided_by'])
    .where('race_id', '=', RACE)
    .execute();
}

describe('red team: a proxy pool cannot buy a verdict (default settings)', () => {
  let site: Site;
  beforeEach(async () => {
    startClock();
    site = await startSite();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await site?.t.close();
  });

  it.each(POOLS)(
    '%s flooding a 200-vote race for 60 s move it no more than ten single fans could, plus the bound',
    async (_name, addressOf) => {
      await crowd(site, 11, { paceMs: CROWD_PACE_MS });
      const before = await verdict(site);
      const minted = await attack(site, addressOf, POOL_MS, POOL_STEP_MS);
      const after = await verdict(site);
      expect(minted).toBeGreaterThanOrEqual(POOL);
      expect(before.average - after.average).toBeLessThanOrEqual(
        tenSingleFansShift(crowdsOwnTally(11)) + DEFAULT_MAX_SHIFT_STARS,
      );
      expect(after.best).toBe(before.best);
      // Every vote answered and stored; the pool's held as one window (or a few).
      const stored = await storedVotes(site);
      expect(stored.rows - CROWD).toBe(minted);
      const windows = await heldWindows(site);
      expect(windows.reduce((sum, w) => sum + w.networks, 0)).toBeGreaterThanOrEqual(POOL - 10);
    },
    180_000,
  );

  it.each(POOLS)(
    '%s voting first do not own the verdict once the 200 fans after them are in',
    async (_name, addressOf) => {
      await attack(site, addressOf, POOL_MS, POOL_STEP_MS);
      await crowd(site, 12, { paceMs: CROWD_PACE_MS });
      const own = crowdsOwnTally(12);
      const shown = await verdict(site);
      expect(averageRating(own)! - shown.average).toBeLessThanOrEqual(
        tenSingleFansShift(own) + DEFAULT_MAX_SHIFT_STARS,
      );
      expect(shown.best).toBe(summary(own).best);
    },
    180_000,
  );

  it('counts at least 95 % of 300 fans from 300 fresh networks within three minutes, after 60 others, voting like them', async () => {
    const early = 60;
    const surge = 300;
    const random = seededRandom(13);
    const ipOf = (i: number) => `198.${18 + Math.floor(i / 256)}.${i % 256}.9`;
    for (let i = 0; i < early + surge; i++) {
      advance(i < early ? 30_000 : (3 * 60_000) / surge);
      const ip = ipOf(i);
      const minted = await mint(site, ip);
      if (!('token' in minted)) throw new Error(`a fan was refused: ${JSON.stringify(minted)}`);
      expect(await vote(site, minted.token, ip, { raceId: RACE, ...crowdVote(random) })).toBe(200);
    }
    await verdict(site);
    const res = await fetch(`${site.url}/api/tallies/${RACE}`);
    expect(((await res.json()) as Tally).totalVotes).toBeGreaterThanOrEqual(early + surge * 0.95);
    expect(await heldWindows(site)).toEqual([]);
  }, 180_000);
});
