// The product's shared words (star words, rating labels, watch modes, vibe factors) as
// messages. The domain keeps its own values (stored votes, filter links, the API speak
// English ids); only what a fan reads is translated, through these ids.
import type { MessageId } from '../i18n/messages/catalogue';
import type { StarRating, WatchMode } from '../types';
import {
  type CardWording,
  COMPACT_CINEMA_WORD,
  NO_RATING_LABEL,
  type RatingLabel,
  STAR_WORDS,
} from './rating-labels';
import { REASON_TAG_IDS, type ReasonTagId } from './reason-tags';

export function starWordMessage(star: StarRating): MessageId {
  return `vote.star.${star}`;
}

export function ratingLabelMessage(label: RatingLabel): MessageId {
  return `vote.ratingLabel.${label.toLowerCase() as Lowercase<RatingLabel>}`;
}

const WATCH_MODE_MESSAGES: Record<WatchMode, MessageId> = {
  'Full Race': 'vote.watchMode.fullRace',
  'Race-in-30': 'vote.watchMode.raceIn30',
  'Highlights Only': 'vote.watchMode.highlights',
};

export function watchModeMessage(mode: WatchMode): MessageId {
  return WATCH_MODE_MESSAGES[mode];
}

const WATCH_MODE_NAMES: Record<WatchMode, MessageId> = {
  'Full Race': 'vote.watchModeName.fullRace',
  'Race-in-30': 'vote.watchModeName.raceIn30',
  'Highlights Only': 'vote.watchModeName.highlights',
};

/** A watch mode named inside a sentence (the spec's 'Full Race' in English), not as a label. */
export function watchModeNameMessage(mode: WatchMode): MessageId {
  return WATCH_MODE_NAMES[mode];
}

/** The wording under a card's stars; '-' (no rating yet) is the same in every language. */
export function cardWordingText(wording: CardWording, t: (id: MessageId) => string): string {
  if (wording === NO_RATING_LABEL) return NO_RATING_LABEL;
  if (wording === COMPACT_CINEMA_WORD) return t('vote.compactCinema');
  const star = STAR_RATINGS.find((rating) => STAR_WORDS[rating] === wording) ?? 5;
  return t(starWordMessage(star));
}

const STAR_RATINGS = [1, 2, 3, 4, 5] as const satisfies readonly StarRating[];

function isKnownTag(id: string): id is ReasonTagId {
  return (REASON_TAG_IDS as readonly string[]).includes(id);
}

/** A vibe factor's name and hover text; a factor this build does not know shows its id. */
export function reasonTagMessages(id: string): { label: MessageId; hint: MessageId } | null {
  if (!isKnownTag(id)) return null;
  return { label: `vote.factor.${id}`, hint: `vote.factorHint.${id}` };
}
