// First-party analytics (decision 0050): the event names and the limits both sides keep to.
// The batch schema that enforces them lives in analytics-batch.ts, so the client's first
// bundle carries these names without the validation library.

export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'vote_attempt',
  'vote_submitted',
  'vote_complete',
  'vote_error',
  'vote_reset',
  'theme_menu_open',
  'install_banner_click',
  'install_prompt_shown',
  'install_prompt_result',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** Most events one batch may carry; the client flushes before it gets there. */
export const MAX_EVENTS_PER_BATCH = 50;
export const MAX_PROPS_PER_EVENT = 12;
export const MAX_PROP_KEY_LENGTH = 40;
export const MAX_PROP_STRING_LENGTH = 200;
/** The client sends what it queued at least this often while the page is open. */
export const ANALYTICS_FLUSH_INTERVAL_MS = 5000;

export const INVALID_EVENTS_CODE = 'INVALID_EVENTS';

export type AnalyticsPropValue = string | number | boolean | null;
export type AnalyticsProps = Record<string, AnalyticsPropValue>;

/** One event as the client queues it and the server stores it. */
export interface AnalyticsEvent {
  name: AnalyticsEventName;
  props: AnalyticsProps;
  /** When the event happened on the client (epoch ms); the server keeps its own time too. */
  at?: number;
}

export function isAnalyticsEventName(value: unknown): value is AnalyticsEventName {
  return ANALYTICS_EVENT_NAMES.includes(value as AnalyticsEventName);
}
