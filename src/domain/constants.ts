// What every floor of the domain shares and no topic owns: the product's name, a day, and the
// longest race id anything accepts. Every other constant lives with the rule that owns it.

export const PRODUCT_NAME = 'GP Vibes';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Longest race id a vote may name; longer ids cannot be ours and are rejected early. */
export const RACE_ID_MAX_LENGTH = 100;
