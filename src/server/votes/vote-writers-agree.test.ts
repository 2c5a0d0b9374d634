import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import { RULE_PAIRS, RULE_SHAPES } from '../../../test/server/vote-requests';
import {
  type Admission,
  admittedDelta,
  admitVote,
  type CastVote,
  FRESH_NETWORK,
  MAX_HELD_PER_NETWORK,
  type NetworkStanding,
  standingMove,
  UNKNOWN_NETWORK,
} from '../../domain/fair-count/vote-admission';
import { FIRST_LIVE_SEASON } from '../../domain/races/shown-seasons';
import { type VotingRace, votingReason } from '../../domain/races/voting-reason';
import type { Tally } from '../../domain/types';
import { emptyTally } from '../../domain/voting/tally';
import { applyTallyDelta, type StoredVote } from '../../domain/voting/tally-delta';
import type { Database } from '../db/connect';
import { createChangeBus } from '../live/change-bus';
import { openReadyDatabase } from '../open-ready';
import { createRacesRepo } from '../races/races-repo';
import { createTalliesRepo } from '../tallies/tallies-repo';
import { createPgGroupCommit, MAX_BATCH } from './pg-group-commit';
import { MAX_GROUP } from './sqlite-group-commit';
import { createSqliteVoteWriter } from './sqlite-vote-writer';
import { nextVote, VoteRefusedError } from './vote-rows';

// One statement of each rule, the domain's, and two engines that must write it: the same
// rows — votes from networks arriving batch by batch, changes of mind, runs past the held
// bound, every pair of votes the tally can see — go through the domain's admitVote and
// tallyDelta, the SQLite writer on a real file and the PostgreSQL batch statement on a real
// server. Every vote must end counted, held or not stored as the domain says, every
// network's standing and every race's tally as the domain's; and every race must take or
// refuse a vote as the domain's race rule (votingReason) says.

const MAX = MAX_HELD_PER_NETWORK;
/** The largest batch both engines form (SQLite's group, PostgreSQL's batch). */
const BATCH = Math.min(MAX_GROUP, MAX_BATCH);
const [ONE_STAR, THREE, FIVE, FOUR] = RULE_SHAPES as [
  StoredVote,
  StoredVote,
  StoredVote,
  StoredVote,
];

interface Cast {
  fan: string;
  network: string;
  vote: StoredVote;
}

interface CountingCase {
  name: string;
  /** Networks' standings before the first batch, as earlier votes would have left them. */
  standings?: Record<string, NetworkStanding>;
  /** Votes that arrive together, batch by batch; a fan votes at most once a batch. */
  batches: Cast[][];
}

const cast = (fan: string, network: string, vote: StoredVote = THREE): Cast => ({
  fan,
  network,
  vote,
});
const fans = (prefix: string, network: string, count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => cast(`${prefix}-${from + i}`, network, FIVE));
const inBatches = (casts: Cast[]) =>
  Array.from({ length: Math.ceil(casts.length / BATCH) }, (_, i) =>
    casts.slice(i * BATCH, (i + 1) * BATCH),
  );

const CASES: CountingCase[] = [
  {
    name: "a network's first vote counts, its later ones are held",
    batches: [
      [cast('a1', 'net-a'), cast('u1', UNKNOWN_NETWORK)],
      [cast('a2', 'net-a', FIVE), cast('a3', 'net-a', ONE_STAR), cast('u2', UNKNOWN_NETWORK)],
    ],
  },
  {
    name: "a fresh network's votes in one batch: its voice counts, the rest are held",
    batches: [
      [
        cast('a1', 'net-a', FIVE),
        cast('u1', UNKNOWN_NETWORK),
        cast('a2', 'net-a', ONE_STAR),
        cast('b1', 'net-b', FOUR),
        cast('a3', 'net-a'),
        cast('u2', UNKNOWN_NETWORK, FIVE),
      ],
    ],
  },
  {
    name: 'networks interleaved, some of them seeded, in one batch',
    standings: { 'net-b': { votes: 4, held: 3 }, 'net-c': { votes: 1, held: 0 } },
    batches: [
      [
        cast('b1', 'net-b'),
        cast('a1', 'net-a', FOUR),
        cast('c1', 'net-c', ONE_STAR),
        cast('a2', 'net-a', FIVE),
        cast('b2', 'net-b', FOUR),
        cast('d1', 'net-d'),
      ],
    ],
  },
  {
    name: 'changes of mind keep their counting, and their network',
    batches: [
      [cast('a1', 'net-a', THREE), cast('a2', 'net-a', FOUR), cast('u1', UNKNOWN_NETWORK)],
      [
        cast('a1', 'net-a', FIVE),
        cast('a2', 'net-a', ONE_STAR),
        cast('u1', UNKNOWN_NETWORK, FOUR),
        cast('a3', 'net-a', FIVE),
      ],
      // From another network (a fan who moved): the vote stays its first network's.
      [cast('a1', 'net-b', ONE_STAR), cast('a2', 'net-b', FIVE), cast('b1', 'net-b', THREE)],
    ],
  },
  {
    name: 'the last held vote under the bound is stored, the next is not',
    standings: { 'net-a': { votes: MAX, held: MAX - 1 } },
    batches: [
      [cast('a1', 'net-a', FIVE), cast('a2', 'net-a', FOUR), cast('u1', UNKNOWN_NETWORK)],
      // A held vote past the bound still changes; a fan not stored is new again, and refused.
      [cast('a1', 'net-a', ONE_STAR), cast('a2', 'net-a', FIVE), cast('a3', 'net-a')],
    ],
  },
  {
    name: 'a run that reaches the bound inside one batch',
    standings: { 'net-a': { votes: 3, held: MAX - 2 } },
    batches: [[0, 1, 2, 3].map((i) => cast(`a${i}`, 'net-a', RULE_SHAPES[i]!))],
  },
  {
    name: 'a network with no voice yet counts one, however many it holds',
    standings: { 'net-a': { votes: 0, held: MAX } },
    batches: [[cast('a1', 'net-a', FOUR), cast('a2', 'net-a', FIVE)]],
  },
  {
    name: 'one network floods past the bound in real votes',
    batches: [
      ...inBatches(fans('flood', 'net-a', MAX + 3)),
      [cast('flood-0', 'net-a', ONE_STAR), cast('flood-1', 'net-a', ONE_STAR)],
    ],
  },
  {
    name: 'every pair of votes, one pair at a time',
    batches: RULE_PAIRS.flatMap(([previous, next], i) => [
      ...(previous ? [[cast(`p${i}`, UNKNOWN_NETWORK, previous)]] : []),
      [cast(`p${i}`, UNKNOWN_NETWORK, next)],
    ]),
  },
  {
    name: 'every pair of votes, summed over one batch',
    batches: [
      RULE_PAIRS.flatMap(([previous], i) =>
        previous ? [cast(`p${i}`, UNKNOWN_NETWORK, previous)] : [],
      ),
      RULE_PAIRS.map(([, next], i) => cast(`p${i}`, UNKNOWN_NETWORK, next)),
    ],
  },
  {
    name: "every pair of votes from one network: only its voice's moves the tally",
    batches: [
      RULE_PAIRS.flatMap(([previous], i) => (previous ? [cast(`p${i}`, 'net-a', previous)] : [])),
      RULE_PAIRS.map(([, next], i) => cast(`p${i}`, 'net-a', next)),
    ],
  },
];

/** A day of the archive's last season, and the moment its UTC day begins. */
const ARCHIVE_DAY = `${FIRST_LIVE_SEASON - 1}-11-29`;
const ARCHIVE_DAY_MS = Date.parse(`${ARCHIVE_DAY}T00:00:00Z`);
const LATER = Date.parse(`${FIRST_LIVE_SEASON + 1}-11-29T12:00:00Z`);

/**
 * The race rule (votingReason) at its boundaries: the race as stored, the moment the vote
 * asks about. The SQLite writer asks the domain; the PostgreSQL batch asks its SQL.
 */
const RULE_CASES: [string, VotingRace, number][] = [
  [
    'the current race',
    { isCurrent: true, season: FIRST_LIVE_SEASON + 1, date: `${FIRST_LIVE_SEASON + 1}-11-29` },
    LATER,
  ],
  [
    'a cancelled current race',
    {
      isCurrent: true,
      cancelled: true,
      season: FIRST_LIVE_SEASON + 1,
      date: `${FIRST_LIVE_SEASON + 1}-11-29`,
    },
    LATER,
  ],
  [
    `a race of ${FIRST_LIVE_SEASON - 1}`,
    { isCurrent: false, season: FIRST_LIVE_SEASON - 1, date: `${FIRST_LIVE_SEASON - 1}-08-01` },
    LATER,
  ],
  [
    `a past race of ${FIRST_LIVE_SEASON}, not current`,
    { isCurrent: false, season: FIRST_LIVE_SEASON, date: `${FIRST_LIVE_SEASON}-03-16` },
    LATER,
  ],
  [
    'a cancelled race of the archive',
    {
      isCurrent: false,
      cancelled: true,
      season: FIRST_LIVE_SEASON - 1,
      date: `${FIRST_LIVE_SEASON - 1}-08-01`,
    },
    LATER,
  ],
  [
    'a race of the archive at the start of its day',
    { isCurrent: false, season: FIRST_LIVE_SEASON - 1, date: ARCHIVE_DAY },
    ARCHIVE_DAY_MS,
  ],
  [
    'a race of the archive 1 ms before its day',
    { isCurrent: false, season: FIRST_LIVE_SEASON - 1, date: ARCHIVE_DAY },
    ARCHIVE_DAY_MS - 1,
  ],
];

/** The votes' and networks' state after a batch, as the domain or a database has it. */
interface After {
  admissions: Admission[];
  standings: Record<string, NetworkStanding>;
  tally: Pick<
    Tally,
    'totalVotes' | 'totalStars' | 'starBuckets' | 'viewModes' | 'reasonTagTallies'
  >;
}

const countedPart = ({
  totalVotes,
  totalStars,
  starBuckets,
  viewModes,
  reasonTagTallies,
}: Tally) => ({
  totalVotes,
  totalStars,
  starBuckets,
  viewModes,
  reasonTagTallies,
});

/** The domain's answer, batch by batch, asked vote by vote. */
function domainRun(raceId: string, c: CountingCase): After[] {
  const stored = new Map<string, { vote: StoredVote; counting: 'counted' | 'held' }>();
  const standings = new Map(Object.entries(c.standings ?? {}));
  let tally = emptyTally(raceId);
  return c.batches.map((batch) => {
    const admissions = batch.map(({ fan, network, vote }) => {
      const before = stored.get(fan);
      const castVote: CastVote = { network, previous: before?.counting ?? null };
      const known = castVote.previous === null && network !== UNKNOWN_NETWORK;
      const standing = known ? (standings.get(network) ?? FRESH_NETWORK) : FRESH_NETWORK;
      const admission = admitVote(castVote, standing);
      const move = standingMove(castVote, admission);
      if (move.votes !== 0) {
        standings.set(network, {
          votes: standing.votes + move.votes,
          held: standing.held + move.held,
        });
      }
      const next = nextVote({ raceId, userId: fan, ...vote });
      const delta = admittedDelta(admission, before?.vote ?? null, next);
      if (delta) tally = applyTallyDelta(tally, delta);
      if (admission !== 'unstored')
        stored.set(fan, { vote: next, counting: before?.counting ?? admission });
      return admission;
    });
    return { admissions, standings: Object.fromEntries(standings), tally: countedPart(tally) };
  });
}

describe.each(TEST_DATABASES)('the $name vote writer agrees with the domain', (kind) => {
  let scratch: ScratchDatabase;
  let database: Database;
  let raceIds: string[];
  let writeBatch: (raceId: string, batch: Cast[]) => Promise<void>;
  /** One vote checked by the race rule at `openAt`: taken, or the refusal's reason. */
  let writeChecked: (raceId: string, fan: string, openAt: number) => Promise<string>;

  beforeAll(async () => {
    scratch = await kind.create();
    database = await openReadyDatabase(scratch.url);
    raceIds = (await createRacesRepo(database.db, createChangeBus()).list()).map((r) => r.id);
    const input = (raceId: string, { fan, network, vote }: Cast) => ({
      ...vote,
      raceId,
      userId: fan,
      network,
    });
    const answer = (error: unknown) => {
      if (error instanceof VoteRefusedError) return error.reason;
      throw error;
    };
    if (kind.name === 'sqlite') {
      const writer = createSqliteVoteWriter(database.sqlite!);
      writeChecked = async (raceId, fan, openAt) => {
        const [outcome] = writer.writeGroup.immediate([
          { input: input(raceId, cast(fan, UNKNOWN_NETWORK)), options: { openAt } },
        ]);
        return outcome!.ok ? 'taken' : answer(outcome!.error);
      };
      writeBatch = async (raceId, batch) => {
        const outcomes = writer.writeGroup.immediate(
          batch.map((c) => ({ input: input(raceId, c), options: {} })),
        );
        for (const outcome of outcomes) if (!outcome.ok) throw outcome.error;
      };
    } else {
      const sizes: number[] = [];
      const write = createPgGroupCommit(database.pgPool!, (size) => sizes.push(size));
      writeChecked = (raceId, fan, openAt) =>
        write(input(raceId, cast(fan, UNKNOWN_NETWORK)), { openAt }).then(() => 'taken', answer);
      writeBatch = async (raceId, batch) => {
        sizes.length = 0;
        await Promise.all(batch.map((c) => write(input(raceId, c), {})));
        // One statement took the whole batch: its networks were weighed over it at once.
        expect(sizes).toEqual([batch.length]);
      };
    }
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  async function readAfter(raceId: string, batch: Cast[]): Promise<After> {
    const { db } = database;
    const votes = await db
      .selectFrom('votes')
      .select(['user_id', 'counted'])
      .where('race_id', '=', raceId)
      .execute();
    const flags = new Map(votes.map((v) => [v.user_id, Number(v.counted)]));
    const networks = await db
      .selectFrom('vote_networks')
      .select(['network', 'votes', 'held'])
      .where('race_id', '=', raceId)
      .orderBy('network')
      .execute();
    const tally = await createTalliesRepo(db).get(raceId);
    return {
      admissions: batch.map(({ fan }) => {
        const flag = flags.get(fan);
        return flag === undefined ? 'unstored' : flag === 1 ? 'counted' : 'held';
      }),
      standings: Object.fromEntries(
        networks.map((n) => [n.network, { votes: Number(n.votes), held: Number(n.held) }]),
      ),
      tally: countedPart(tally!),
    };
  }

  it.each(CASES.map((c, i) => [c.name, i] as const))('%s', async (_, i) => {
    const c = CASES[i]!;
    const raceId = raceIds[i]!;
    for (const batch of c.batches) {
      expect(new Set(batch.map((v) => v.fan)).size).toBe(batch.length);
    }
    if (c.standings) {
      await database.db
        .insertInto('vote_networks')
        .values(
          Object.entries(c.standings).map(([network, s]) => ({ race_id: raceId, network, ...s })),
        )
        .execute();
    }
    const expected = domainRun(raceId, c);
    for (const [b, batch] of c.batches.entries()) {
      await writeBatch(raceId, batch);
      expect({ batch: b, ...(await readAfter(raceId, batch)) }).toEqual({
        batch: b,
        ...expected[b],
      });
    }
  });

  it.each(RULE_CASES)(
    'takes a vote for %s exactly as votingReason says',
    async (name, race, openAt) => {
      const id = `rule-${RULE_CASES.findIndex(([n]) => n === name)}`;
      await database.db
        .insertInto('races')
        .values({
          id,
          season: race.season,
          round: 1,
          name,
          date: race.date,
          location: 'Somewhere',
          country_flag: '🏁',
          is_current: race.isCurrent ? 1 : 0,
          cancelled: race.cancelled ? 1 : 0,
          sport: 'formula1',
          starts_at: null,
          manual_override: 0,
          updated_at: new Date().toISOString(),
        })
        .execute();
      const expected = votingReason(race, openAt) === null ? 'VOTING_CLOSED' : 'taken';
      expect(await writeChecked(id, `${id}-fan`, openAt)).toBe(expected);
      expect(await writeChecked('no-such-race', `${id}-fan`, openAt)).toBe('RACE_NOT_FOUND');
    },
  );
});
