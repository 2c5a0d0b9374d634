// The shapes both sides speak (docs/api.md, the HTTP contract). Never re-typed elsewhere.
import type { RaceSignals } from './data-score/race-signals';
import type { ResultSignals } from './history/result-signals';

export const WATCH_MODES = ['Full Race', 'Race-in-30', 'Highlights Only'] as const;
export type WatchMode = (typeof WATCH_MODES)[number];

export const STAR_VALUES = [1, 2, 3, 4, 5] as const;
export type StarRating = (typeof STAR_VALUES)[number];
export type StarKey = '1' | '2' | '3' | '4' | '5';

/** Every sport a site can carry (sports/sports.ts holds what each one is). */
export const SPORTS = [
  'formula1',
  'motogp',
  'f2',
  'f3',
  'f1-academy',
  'formula-e',
  'indycar',
] as const;
export type Sport = (typeof SPORTS)[number];

/** What kind of event a race is: a Grand Prix, or the sprint on its weekend (races/race-kind.ts). */
export const RACE_KINDS = ['grand-prix', 'sprint'] as const;
export type RaceKind = (typeof RACE_KINDS)[number];

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
}

export interface Tally {
  raceId: string;
  totalVotes: number;
  totalStars: number;
  starBuckets: Record<StarKey, number>;
  viewModes: Record<WatchMode, number>;
  reasonTagTallies: Record<string, number>;
  AI_Rating: boolean;
  AI_Rating_Value: number | null;
  /** The race-data counts behind a computed AI rating (null when set by hand or absent). */
  AI_Rating_Signals: RaceSignals | null;
  /**
   * The result counts behind an AI rating computed from a race's official results (a race
   * before live timing, domain/history/): null when the rating is OpenF1's, set by hand or
   * absent. At most one of the two is set, and it says which verdict the rating is.
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
