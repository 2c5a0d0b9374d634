import type { Generated } from 'kysely';
import type { AiRatingSource } from '../../domain/types';

// Table shapes as stored. Booleans are 0/1 integers and timestamps ISO-8601 text so
// the same queries run unchanged on SQLite and PostgreSQL.

export interface RacesTable {
  id: string;
  season: number;
  round: number;
  name: string;
  date: string;
  location: string;
  country_flag: string;
  is_current: number;
  sport: string;
  starts_at: string | null;
  ai_rating_value: number | null;
  /** Whose verdict ai_rating_value is (AiRatingSource); null while there is none. */
  ai_rating_source: AiRatingSource | null;
  /** Set when an operator opened or closed voting by hand; the scheduler leaves it alone. */
  manual_override: number;
  updated_at: string;
  /** Raised each time the race's date or start time changes (iCalendar SEQUENCE). */
  schedule_sequence: Generated<number>;
  /** When the date or start time last changed; null while it never has. */
  schedule_changed_at: string | null;
  /** 1 when the race was called off or dropped from the calendar (kept, never voted on). */
  cancelled: Generated<number>;
  /** 'grand-prix' or 'sprint' (a sprint's id is its Grand Prix's plus '-sprint'). */
  kind: Generated<string>;
}

export interface VotesTable {
  race_id: string;
  user_id: string;
  star_rating: number;
  view_mode: string;
  /** JSON array of tag ids. */
  reason_tags: string;
  created_at: string;
  updated_at: string;
  /** Keyed hash of the voter's network (docs/decisions/0113); '' when none is known. */
  network: Generated<string>;
  /** 1 when the tally counts this vote, 0 while it is held. */
  counted: Generated<number>;
  /** When the voter's identity was issued; null for older votes. */
  identity_at: string | null;
}

/** Per race and network: votes it sent and how many of them are held. */
export interface VoteNetworksTable {
  race_id: string;
  network: string;
  votes: number;
  held: number;
  /**
   * PostgreSQL: when any of the network's votes in the race was last written (ISO; only
   * moves forward), what the fair count's pass reads changes by (0020). Null on SQLite.
   */
  changed_at: string | null;
}

/** An operator's 'hold' or 'release' of one network's votes for one race. */
export interface NetworkDecisionsTable {
  race_id: string;
  network: string;
  decision: 'hold' | 'release';
  decided_at: string;
  /** Who decided: an operator, or the burst rule for a held window (0132). */
  source: Generated<'operator' | 'burst'>;
}

/** A window of a race's arrivals held as a burst, by the rule or by an operator (0132). */
export interface BurstWindowsTable {
  race_id: string;
  window_id: string;
  state: 'held' | 'released';
  decided_by: 'auto' | 'operator';
  networks: Generated<number>;
  average: Generated<number>;
  rest_average: Generated<number>;
  pull: Generated<number>;
  z: Generated<number>;
  rate_factor: Generated<number>;
  /** When its first and last arrivals came, and the race's networks voting its way and the other way (0135). */
  from_at: Generated<string>;
  to_at: Generated<string>;
  side: Generated<number>;
  against: Generated<number>;
  updated_at: string;
}

/** Identity challenges already answered (usable once, on every instance). */
export interface SpentChallengesTable {
  id: string;
  expires_at: number | string;
}

export interface TalliesTable {
  race_id: string;
  total_votes: number;
  total_stars: number;
  stars_1: number;
  stars_2: number;
  stars_3: number;
  stars_4: number;
  stars_5: number;
  mode_full_race: number;
  mode_race_in_30: number;
  mode_highlights_only: number;
  updated_at: string;
}

export interface TallyTagsTable {
  race_id: string;
  tag_id: string;
  count: number;
}

export interface SecretsTable {
  name: string;
  value: string;
}

export interface AnalyticsEventsTable {
  name: string;
  /** JSON object of the event's small props. */
  props: string;
  /** Client time of the event, when it sent one. */
  occurred_at: string | null;
  received_at: string;
}

/** Raw events past retention, folded into one row per UTC day (`YYYY-MM-DD`) and name. */
export interface AnalyticsDailyTable {
  day: string;
  name: string;
  count: number;
  first_at: string;
  last_at: string;
}

export interface PushSubscriptionsTable {
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
  updated_at: string;
  /** Alerts in a row this subscription's push service failed; reset by a delivery. */
  failures: number;
  /** Keyed hash of the subscriber's network (per-address cap); null for older rows. */
  source: string | null;
  /** Keyed hash of the subscriber's widest network (IPv4 /24, IPv6 /48); null for older rows. */
  source_wide: string | null;
  /** 1 when the fan wants sprint alerts too (the default), 0 for Grand Prix alerts only. */
  sprints: Generated<number>;
  /** The language of this fan's alerts (a tag of LANGUAGES); 'en' for older rows. */
  language: Generated<string>;
  /** The sports whose alerts this fan gets, ',formula1,motogp,'; ',formula1,' for older rows. */
  sports: Generated<string>;
}

export interface PushOutboxTable {
  race_id: string;
  kind: string;
  payload: string;
  ttl_seconds: number;
  urgency: string;
  topic: string | null;
  created_at: string;
  cursor: string | null;
  claimed_by: string | null;
  claim_expires_at: string | null;
  delivered: number;
  failed: number;
  removed: number;
  /** 1 for a sprint's alert: delivered only to subscriptions that want sprints. */
  sprint: Generated<number>;
  /** The race's sport: delivered only to subscriptions that follow it. */
  sport: Generated<string>;
}

export interface AlertLogTable {
  race_id: string;
  kind: string;
  recorded_at: string;
  finished_at: string | null;
  delivered: number;
  failed: number;
  removed: number;
}

export interface LeasesTable {
  name: string;
  holder: string;
  expires_at: string;
}

export interface RaceSignalsTable {
  race_id: string;
  safety_cars: number;
  virtual_safety_cars: number;
  red_flags: number;
  overtakes: number;
  lead_changes: number;
  pit_stops: number;
  cars: number;
  total_laps: number;
  rain_laps: number;
  score: number;
  /** 'files' or 'url': how the data arrived, never where from. */
  source: string;
  imported_at: string;
}

/** A past race's counts from its official results, and the verdict computed from them. */
export interface RaceResultsTable {
  race_id: string;
  starters: number;
  finishers: number;
  retirements: number;
  collisions: number;
  failures: number;
  places_gained: number | null;
  /** 'photo-finish', 'close', 'clear' or 'dominant'. */
  margin: string | null;
  /** 0/1; null when the laps are unknown. */
  shortened: number | null;
  pit_stops: number | null;
  score: number;
  /** 'bundled' (the shipped history file) or 'file' (races:import): how, never where from. */
  source: string;
  imported_at: string;
}

/** The bundled data sets a site has seeded, by the version it seeded. */
export interface SeededDatasetsTable {
  name: string;
  version: string;
  seeded_at: string;
}

export interface DB {
  races: RacesTable;
  votes: VotesTable;
  tallies: TalliesTable;
  tally_tags: TallyTagsTable;
  secrets: SecretsTable;
  push_subscriptions: PushSubscriptionsTable;
  alert_log: AlertLogTable;
  push_outbox: PushOutboxTable;
  leases: LeasesTable;
  analytics_events: AnalyticsEventsTable;
  race_signals: RaceSignalsTable;
  race_results: RaceResultsTable;
  seeded_datasets: SeededDatasetsTable;
  analytics_daily: AnalyticsDailyTable;
  vote_networks: VoteNetworksTable;
  network_decisions: NetworkDecisionsTable;
  burst_windows: BurstWindowsTable;
  spent_challenges: SpentChallengesTable;
}
