// The shapes both sides speak (docs/api.md, the HTTP contract). Never re-typed elsewhere.
import type { RaceSignals } from './race-facts/race-signals';
import type { ResultSignals } from './race-facts/result-signals';
import type { RaceKind } from './sports/sport-events';
import type { Sport } from './sports/sports';

export const WATCH_MODES = ['Full Race', 'Race-in-30', 'Highlights Only'] as const;
export type WatchMode = (typeof WATCH_MODES)[number];

export const STAR_VALUES = [1, 2, 3, 4, 5] as const;
export type StarRating = (typeof STAR_VALUES)[number];
export type StarKey = '1' | '2' | '3' | '4' | '5';

export interface Race {
  id: string;
  season: number;
  round: number;
  name: string;
  /** YYYY-MM-DD, the race day. */
  date: string;
  location: string;
  countryFlag: string;
  isCurrent: boolean;
  sport: Sport;
  /** Optional UTC start time (ISO 8601). */
  startsAt?: string | null;
  /** Called off: shown as cancelled, never takes votes, never deleted (votes are kept). */
  cancelled?: boolean;
  /** 'sprint' for a sprint race; absent for a Grand Prix, so a Grand Prix's JSON names no kind. */
  kind?: RaceKind;
  /** A sprint's Grand Prix (its id): the weekend it belongs to. */
  weekendOf?: string;
  /**
   * Its names as the language asked for writes them (`?lang=`, docs/decisions/0157): the
   * server writes them, so a page never carries the words to read a name. Absent where no
   * language was asked for (the live feed's list, an old client's read).
   */
  names?: RaceNames;
}

/** How a voting section's heading reads a race: 'THE LAS VEGAS GP', '… GP SPRINT', 'THE …'. */
export type VotingHeadingKind = 'grandPrix' | 'sprint' | 'event';

/** A race's names written in one language (domain/races/written-race-names.ts). */
export interface RaceNames {
  /** 'Gran Premio de Hungría', without its series. */
  full: string;
  /** 'GP de Hungría': what lists and cards show. */
  short: string;
  /** Its circuit or town: 'Ciudad de México'. */
  place: string;
  /** Its voting section's heading: the form and the race as written in it, in capitals. */
  voting: { kind: VotingHeadingKind; race: string };
}

/**
 * Whose verdict a race's AI rating is, stored with it: an operator's by hand, the score of
 * its OpenF1 race data, or the verdict of its official results (a race before live timing).
 */
export const AI_RATING_SOURCES = ['operator', 'openf1', 'results'] as const;
export type AiRatingSource = (typeof AI_RATING_SOURCES)[number];

export interface Tally {
  raceId: string;
  totalVotes: number;
  totalStars: number;
  starBuckets: Record<StarKey, number>;
  viewModes: Record<WatchMode, number>;
  reasonTagTallies: Record<string, number>;
  AI_Rating: boolean;
  AI_Rating_Value: number | null;
  /** Whose verdict the AI rating is; null when there is none. */
  AI_Rating_Source: AiRatingSource | null;
  /** The race-data counts behind an OpenF1 AI rating (null for any other, or none). */
  AI_Rating_Signals: RaceSignals | null;
  /**
   * The result counts behind an AI rating computed from a race's official results (a race
   * before live timing, domain/history/): null when the rating is OpenF1's, set by hand or
   * absent. At most one of the two is set, as the rating's source says.
   */
  AI_Rating_Results: ResultSignals | null;
}

export type TallyMap = Record<string, Tally>;

export interface VoteInput {
  raceId: string;
  starRating: StarRating;
  viewMode: WatchMode;
  reasonTags?: string[];
}

export interface VoteResponse {
  isUpdate: boolean;
  previousStarRating: number | null;
  previousViewMode: WatchMode | null;
  previousReasonTags: string[];
}

export interface ApiError {
  error: string;
  code: string;
}

export type RacePhase = 'current' | 'past' | 'upcoming';
