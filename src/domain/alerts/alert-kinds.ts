// The alerts a race can send (decision 0060): apart from their texts (alert-texts.ts), which
// write race names in every language, so a page that only counts them carries none of those.

export const ALERT_KINDS = ['voting-open', 'results'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** At most this many alerts per race: one kind each. */
export const ALERTS_PER_RACE = ALERT_KINDS.length;
