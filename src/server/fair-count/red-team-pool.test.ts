import { crowdVote, seededRandom } from '../../../test/domain/fixtures';
import {
  advance,
  aimedAt,
  CROWD,
  crowdsOwnTally,
  mint,
  raceDay,
  type Site,
  shownTally,
  singleFansShift,
  startClock,
  startSite,
  summary,
  type Target,
  verdict,
  vote,
} from '../../../test/server/red-team-site';
import { DEFAULT_MAX_SHIFT_STARS } from '../../domain/fair-count/fair-count';
import { averageRating } from '../../domain/voting/tally';

// A proxy pool (issues 45 and 49, docs/decisions/0135), as a script runs it against a real
// server with the default settings: its networks — one address in each of 20 or 100
// /24s, /16s or /48s — flood a race for 60 s (2,000 rounds: identities minted through
// challenges while affordable, then changes of mind) before, during or after a crowd of
// 200 fans arriving back to back, one every 0.7 s (race day's pace) or one every 12 s. In
// every case the shown verdict moves no more than ten single fans could, plus the
// per-network bound, and the fans are not held; a genuine surge of fresh networks voting
// like the rest counts in full. (The domain's table crosses the same rows with pools
// spread over a minute, looks as the race grows, and crowds of any shape.) A race of the
// archive takes votes at any time (issue 52): its row is a pool amid a slow crowd, the way
// fans come to an old race, held as on race day.

const POOL_MS = 60_000;
/** Two thousand rounds in the minute: every network's limits spent, as a script would. */
const POOL_STEP_MS = 30;

const PACES: [string, number][] = [
  ['back to back', 0],
  ['one every 0.7 s', 700],
  ['one every 12 s', 12_000],
];
const ORDERS = ['before', 'during', 'after'] as const;
const SIZES = [20, 100];
const PREFIXES: [string, (network: number) => string][] = [
  ['/24s', (n) => `100.70.${n}.66`],
  ['/16s', (n) => `100.${64 + n}.7.66`],
  ['/48s', (n) => `2001:db8:${(0x100 + n).toString(16)}::1`],
];

/** When the crowd and the pool start: the pool's minute before, across the middle of, or after the crowd. */
function timeline(order: (typeof ORDERS)[number], paceMs: number) {
  const crowdSpan = (CROWD - 1) * paceMs;
  if (order === 'before') return { poolAtMs: 0, crowdAtMs: POOL_MS + 1_000 };
  if (order === 'after') return { crowdAtMs: 0, poolAtMs: crowdSpan + 1_000 };
  const start = Math.max(0, POOL_MS / 2 - crowdSpan / 2);
  return { crowdAtMs: start, poolAtMs: start + crowdSpan / 2 - POOL_MS / 2 };
}

/**
 * Every pace against every order, with the pool's size and kind of network turning round
 * across the rows (each size in four rows or more, each kind in three): a real server costs
 * seconds a row, and the domain's table crosses every size and kind with every pace and order.
 */
const TABLE = [
  ...PACES.flatMap(([pace, paceMs], p) =>
    ORDERS.map((order, o) => {
      const size = SIZES[(p + o) % SIZES.length]!;
      const [prefix, networkOf] = PREFIXES[(p + 2 * o) % PREFIXES.length]!;
      const title = `crowd ${pace}, ${size} networks in ${prefix} ${order} it`;
      const seed = 40 + p * 6 + o * 2 + ((p + o) % 2);
      return { title, paceMs, order, size, networkOf, seed, target: 'current' as Target };
    }),
  ),
  {
    title: 'a race of the archive: crowd one every 12 s, 100 networks in /24s during it',
    paceMs: 12_000,
    order: 'during' as const,
    size: 100,
    networkOf: PREFIXES[0]![1],
    seed: 60,
    target: 'archive' as Target,
  },
];

async function burstHeld(site: Site) {
  const rows = await site.t.database.db
    .selectFrom('network_decisions')
    .select('network')
    .where('race_id', '=', site.race)
    .where('source', '=', 'burst')
    .execute();
  return rows.length;
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

  it.each(TABLE)(
    '$title: no more than ten fans and the bound',
    async ({ paceMs, order, size, networkOf, seed, target }) => {
      const aimed = await aimedAt(site, target);
      const minted = await raceDay(aimed, {
        seed,
        paceMs,
        ...timeline(order, paceMs),
        addressOf: (round) => networkOf(round % size),
        poolMs: POOL_MS,
        poolStepMs: POOL_STEP_MS,
      });
      expect(minted).toBeGreaterThanOrEqual(size);
      const own = crowdsOwnTally(seed);
      const shown = await verdict(aimed);
      expect(averageRating(own)! - shown.average).toBeLessThanOrEqual(
        singleFansShift(own, 10) + DEFAULT_MAX_SHIFT_STARS,
      );
      expect(shown.best).toBe(summary(own).best);
      // Held by the rule: the pool and at most a twentieth of the fans (those voting as it does).
      expect(await burstHeld(aimed)).toBeLessThanOrEqual(size + CROWD / 20);
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
      expect(await vote(site, minted.token, ip, { raceId: site.race, ...crowdVote(random) })).toBe(
        200,
      );
    }
    await verdict(site);
    expect((await shownTally(site)).totalVotes).toBeGreaterThanOrEqual(early + surge * 0.95);
    expect(await burstHeld(site)).toBe(0);
  }, 180_000);
});
