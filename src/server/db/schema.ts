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
  /** Set when an operator opened or closed voting by hand; the scheduler leaves it alone. */
  manual_override: number;
  updated_at: string;
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

export interface DB {
  races: RacesTable;
  votes: VotesTable;
  tallies: TalliesTable;
  tally_tags: TallyTagsTable;
  secrets: SecretsTable;
  push_subscriptions: PushSubscriptionsTable;
  alert_log: AlertLogTable;
  leases: LeasesTable;
  analytics_events: AnalyticsEventsTable;
  analytics_daily: AnalyticsDailyTable;
}
