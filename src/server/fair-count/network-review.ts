import { type Kysely, sql } from 'kysely';
import { type RaceWidePull, raceWidePull } from '../../domain/fair-count/fair-count';
import { type Burst, findBursts } from '../../domain/fair-count/vote-bursts';
import { STAR_VALUES, type StarRating, type WatchMode } from '../../domain/types';
import type { DB } from '../db/schema';

/** Characters of a network hash an operator reads and types (unique enough in one race). */
export const NETWORK_ID_LENGTH = 10;

export interface NetworkRow {
  /** The hash's first NETWORK_ID_LENGTH characters; never an address. */
  network: string;
  votes: number;
  counted: number;
  held: number;
  /** Votes per star, 1 to 5, counted and held. */
  countedStars: number[];
  heldStars: number[];
  decision: 'hold' | 'release' | null;
  /** Held by a burst window (0132), not by an operator. */
  burst: boolean;
}

/** A window of a race's arrivals held as a burst, by the rule or by hand (0132, 0135). */
export interface WindowRow {
  id: string;
  state: 'held' | 'released';
  by: 'auto' | 'operator';
  networks: number;
  /** Its voices' average, the rest's, and how far it moved the race's average when last weighed. */
  average: number;
  restAverage: number;
  pull: number;
  z: number;
  rateFactor: number;
  /** When its first and last arrivals came; the race's networks voting its way, and the other. */
  fromAt: string;
  toAt: string;
  side: number;
  against: number;
  weighedAt: string;
}

export interface RaceReview {
  raceId: string;
  name: string;
  networks: NetworkRow[];
  /** Every vote from a single-vote network or from no known network. */
  rest: Omit<NetworkRow, 'network' | 'decision' | 'burst'>;
  bursts: Burst[];
  /** Windows of new networks held as bursts, or ruled on by an operator. */
  windows: WindowRow[];
  /** What every network's further votes do to the race together, and how many are held. */
  raceWide: RaceWidePull & { held: number };
}

const emptyStars = () => STAR_VALUES.map(() => 0);

/**
 * What an operator needs to judge a race: each network with more than one vote or a
 * decision, its counted and held votes and their stars, beside the rest of the race; and
 * bursts of fresh identities voting alike across networks. Reads every vote of the race.
 */
export async function reviewRace(db: Kysely<DB>, raceId: string): Promise<RaceReview | null> {
  const race = await db
    .selectFrom('races')
    .select('name')
    .where('id', '=', raceId)
    .executeTakeFirst();
  if (!race) return null;
  const [votes, decisions, windowRows] = await Promise.all([
    db
      .selectFrom('votes')
      .select(['network', 'star_rating', 'view_mode', 'counted', 'created_at', 'identity_at'])
      .where('race_id', '=', raceId)
      .orderBy('created_at')
      .orderBy('user_id')
      .execute(),
    db
      .selectFrom('network_decisions')
      .select(['network', 'decision', 'source'])
      .where('race_id', '=', raceId)
      .execute(),
    db
      .selectFrom('burst_windows')
      .selectAll()
      .where('race_id', '=', raceId)
      .orderBy('window_id')
      .execute(),
  ]);
  const decided = new Map(decisions.map((d) => [d.network, d.decision]));
  const byBurst = new Set(decisions.filter((d) => d.source === 'burst').map((d) => d.network));
  const rows = new Map<string, NetworkRow>();
  const rowOf = (network: string): NetworkRow => {
    let row = rows.get(network);
    if (!row) {
      row = {
        network: network.slice(0, NETWORK_ID_LENGTH),
        votes: 0,
        counted: 0,
        held: 0,
        countedStars: emptyStars(),
        heldStars: emptyStars(),
        decision: decided.get(network) ?? null,
        burst: byBurst.has(network),
      };
      rows.set(network, row);
    }
    return row;
  };
  for (const vote of votes) {
    const row = rowOf(vote.network);
    row.votes += 1;
    const star = vote.star_rating - 1;
    if (vote.counted === 1) {
      row.counted += 1;
      row.countedStars[star] = (row.countedStars[star] ?? 0) + 1;
    } else {
      row.held += 1;
      row.heldStars[star] = (row.heldStars[star] ?? 0) + 1;
    }
  }
  const rest = {
    votes: 0,
    counted: 0,
    held: 0,
    countedStars: emptyStars(),
    heldStars: emptyStars(),
  };
  const networks: NetworkRow[] = [];
  for (const [network, row] of rows) {
    if (network !== '' && (row.votes > 1 || row.decision !== null)) {
      networks.push(row);
      continue;
    }
    rest.votes += row.votes;
    rest.counted += row.counted;
    rest.held += row.held;
    for (let i = 0; i < STAR_VALUES.length; i++) {
      rest.countedStars[i]! += row.countedStars[i]!;
      rest.heldStars[i]! += row.heldStars[i]!;
    }
  }
  networks.sort((a, b) => b.votes - a.votes || (a.network < b.network ? -1 : 1));
  // Each network's stars in the order they were cast (its first vote is its voice).
  const restStars: StarRating[] = [];
  const cast = new Map<NetworkRow, StarRating[]>(networks.map((row) => [row, []]));
  for (const vote of votes) {
    const star = vote.star_rating as StarRating;
    const own = cast.get(rows.get(vote.network)!);
    if (own) own.push(star);
    else restStars.push(star);
  }
  const networkStars = networks.map((row) => ({ network: row.network, stars: cast.get(row)! }));
  const counted = { votes: 0, stars: 0, held: 0 };
  for (const row of rows.values()) {
    counted.votes += row.counted;
    counted.held += row.held;
    row.countedStars.forEach((n, i) => {
      counted.stars += n * STAR_VALUES[i]!;
    });
  }
  const raceWide = { ...raceWidePull(restStars, networkStars, counted), held: counted.held };
  const bursts = findBursts(
    votes.map((v) => ({
      network: v.network,
      starRating: v.star_rating as StarRating,
      viewMode: v.view_mode as WatchMode,
      createdAtMs: Date.parse(v.created_at),
      identityAtMs: v.identity_at ? Date.parse(v.identity_at) : null,
    })),
  );
  const windows: WindowRow[] = windowRows.map((w) => ({
    id: w.window_id,
    state: w.state,
    by: w.decided_by,
    networks: w.networks,
    average: w.average,
    restAverage: w.rest_average,
    pull: w.pull,
    z: w.z,
    rateFactor: w.rate_factor,
    fromAt: w.from_at,
    toAt: w.to_at,
    side: w.side,
    against: w.against,
    weighedAt: w.updated_at,
  }));
  return { raceId, name: race.name, networks, rest, bursts, windows, raceWide };
}

/** The full hash of the race's one network whose id starts with `id`; null if none or several. */
export async function findNetwork(
  db: Kysely<DB>,
  raceId: string,
  id: string,
): Promise<string | null> {
  if (!/^[\w-]{4,22}$/.test(id)) return null;
  const matches = await db
    .selectFrom('vote_networks')
    .select('network')
    .where('race_id', '=', raceId)
    // Not LIKE: '_' is a wildcard there and a character of the hash here.
    .where(sql`substr(network, 1, ${id.length})`, '=', id)
    .limit(2)
    .execute();
  return matches.length === 1 ? matches[0]!.network : null;
}
