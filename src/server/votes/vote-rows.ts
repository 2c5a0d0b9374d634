import { votingReason } from '../../domain/races/voting-reason';
import {
  STAR_VALUES,
  type StarRating,
  type VoteResponse,
  WATCH_MODES,
  type WatchMode,
} from '../../domain/types';
import { normalizeVote, type StoredVote, type TallyDelta } from '../../domain/voting/vote';

// What both storage paths (SQLite and PostgreSQL) share: the row shapes of a vote and
// of a tally change.

export interface RecordVoteInput {
  raceId: string;
  userId: string;
  starRating: StarRating;
  viewMode: WatchMode;
  reasonTags?: readonly string[];
  /** Keyed hash of the voter's network (fair-count/network-key); '' or absent when unknown. */
  network?: string;
  /** When the voter's identity was issued (ISO time), for operators' burst reports. */
  identityAt?: string;
}

export interface RecordVoteOptions {
  /**
   * Check, inside the vote's transaction, that the race exists and takes votes at this
   * moment (epoch ms) by the domain's rule, votingReason: the race being rated, or a race
   * of the archive. The API does; seeding past races does not. Failing throws
   * VoteRefusedError.
   */
  openAt?: number;
  /** Told whether the stored vote counts or is held (the metrics); never told to the voter. */
  onCounting?: (counted: boolean) => void;
}

export class VoteRefusedError extends Error {
  constructor(
    readonly reason: 'RACE_NOT_FOUND' | 'VOTING_CLOSED',
    readonly raceName: string | null,
  ) {
    super(reason);
  }
}

export const COUNTER_COLUMNS = [
  'total_votes',
  'total_stars',
  'stars_1',
  'stars_2',
  'stars_3',
  'stars_4',
  'stars_5',
  'mode_full_race',
  'mode_race_in_30',
  'mode_highlights_only',
] as const;
export type CounterColumn = (typeof COUNTER_COLUMNS)[number];

/** The tally column each star rating counts in. */
export const STAR_COLUMNS = {
  1: 'stars_1',
  2: 'stars_2',
  3: 'stars_3',
  4: 'stars_4',
  5: 'stars_5',
} as const satisfies Record<StarRating, CounterColumn>;

/** The tally column each way to watch counts in. */
export const MODE_COLUMNS = {
  'Full Race': 'mode_full_race',
  'Race-in-30': 'mode_race_in_30',
  'Highlights Only': 'mode_highlights_only',
} as const satisfies Record<WatchMode, CounterColumn>;

export function counterDeltas(delta: TallyDelta): Record<CounterColumn, number> {
  const counters: Record<CounterColumn, number> = {
    total_votes: delta.votes,
    total_stars: delta.stars,
    stars_1: 0,
    stars_2: 0,
    stars_3: 0,
    stars_4: 0,
    stars_5: 0,
    mode_full_race: 0,
    mode_race_in_30: 0,
    mode_highlights_only: 0,
  };
  for (const stars of STAR_VALUES) counters[STAR_COLUMNS[stars]] = delta.buckets[stars] ?? 0;
  for (const mode of WATCH_MODES) counters[MODE_COLUMNS[mode]] = delta.modes[mode] ?? 0;
  return counters;
}

export function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

export interface VoteRow {
  star_rating: number;
  view_mode: string;
  reason_tags: string;
}

/** An operator's hold or release of one network's votes, recorded with its flips. */
export interface NetworkRuling {
  network: string;
  decision: 'hold' | 'release';
}

/** A change to whether stored votes count: the recount's and the operators' one write. */
export interface CountingFlip {
  userId: string;
  /** The flag the decision was made on; a vote that changed since is left alone. */
  from: 0 | 1;
  to: 0 | 1;
}

export function toStoredVote(row: VoteRow): StoredVote {
  return {
    starRating: row.star_rating as StarRating,
    viewMode: row.view_mode as WatchMode,
    reasonTags: parseTags(row.reason_tags),
  };
}

/** The vote as stored: normalised (no tags under 3 stars, no repeats). */
export function nextVote(input: RecordVoteInput): StoredVote {
  const vote = normalizeVote({
    raceId: input.raceId,
    starRating: input.starRating,
    viewMode: input.viewMode,
    reasonTags: [...new Set(input.reasonTags ?? [])],
  });
  return { starRating: vote.starRating, viewMode: vote.viewMode, reasonTags: vote.reasonTags };
}

export function voteResponse(previous: StoredVote | null): VoteResponse {
  return {
    isUpdate: previous !== null,
    previousStarRating: previous?.starRating ?? null,
    previousViewMode: previous?.viewMode ?? null,
    previousReasonTags: previous ? [...previous.reasonTags] : [],
  };
}

/** What the race rule reads of a stored race (both writers select these columns). */
export interface VotingRaceRow {
  name: string;
  is_current: number;
  cancelled: number;
  season: number;
  date: string;
}

export function checkOpen(race: VotingRaceRow | undefined, options: RecordVoteOptions): void {
  if (options.openAt === undefined) return;
  if (!race) throw new VoteRefusedError('RACE_NOT_FOUND', null);
  const facts = {
    isCurrent: race.is_current === 1,
    cancelled: race.cancelled === 1,
    season: race.season,
    date: race.date,
  };
  if (votingReason(facts, options.openAt) === null) {
    throw new VoteRefusedError('VOTING_CLOSED', race.name);
  }
}
