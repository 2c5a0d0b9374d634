import type { StarRating } from '../types';

export const LABEL_CUTOFF_CINEMA = 4.5;

export const LABEL_CUTOFF_GREAT = 3.5;

export const LABEL_CUTOFF_GOOD = 2.75;

export const LABEL_CUTOFF_MEH = 2;

/** Best first, the order the explorer's vibe filter lists them in. */
export const RATING_LABELS = ['Cinema', 'Great', 'Good', 'Meh', 'Poor'] as const;
export type RatingLabel = (typeof RATING_LABELS)[number];
export const NO_RATING_LABEL = '-';

/** What the vote form says under each star. */
export const STAR_WORDS = {
  1: 'sh**',
  2: 'meh',
  3: 'good',
  4: 'great',
  5: 'absolute cinema',
} as const satisfies Record<StarRating, string>;

/** Past compact cards are narrow; the short word keeps the line from wrapping. */
export const COMPACT_CINEMA_WORD = 'cinema';

export type CardWording =
  | (typeof STAR_WORDS)[StarRating]
  | typeof COMPACT_CINEMA_WORD
  | typeof NO_RATING_LABEL;

// Each label shares its band with one star word, so the card wording and the label can
// never disagree about where a band starts.
const LABEL_STAR: Record<RatingLabel, StarRating> = {
  Cinema: 5,
  Great: 4,
  Good: 3,
  Meh: 2,
  Poor: 1,
};

export function isRatingLabel(value: unknown): value is RatingLabel {
  return (RATING_LABELS as readonly unknown[]).includes(value);
}

export function ratingLabel(avg: number | null | undefined): RatingLabel | typeof NO_RATING_LABEL {
  if (typeof avg !== 'number' || !Number.isFinite(avg)) return NO_RATING_LABEL;
  if (avg >= LABEL_CUTOFF_CINEMA) return 'Cinema';
  if (avg >= LABEL_CUTOFF_GREAT) return 'Great';
  if (avg >= LABEL_CUTOFF_GOOD) return 'Good';
  if (avg >= LABEL_CUTOFF_MEH) return 'Meh';
  return 'Poor';
}

export function cardWording(
  avg: number | null | undefined,
  opts: { compactPast?: boolean } = {},
): CardWording {
  const label = ratingLabel(avg);
  if (label === NO_RATING_LABEL) return NO_RATING_LABEL;
  if (label === 'Cinema' && opts.compactPast) return COMPACT_CINEMA_WORD;
  return STAR_WORDS[LABEL_STAR[label]];
}
