// The product's shared words as the explorer shows them, in the fan's language. The rows and
// filters keep the domain's English values (links and sorting use those); only the text changes.
import type { Translate } from '../../../domain/i18n/messages/catalogue';
import type { WatchMode } from '../../../domain/types';
import { NO_RATING_LABEL, type RatingLabel } from '../../../domain/voting/rating-labels';
import {
  ratingLabelMessage,
  reasonTagMessages,
  watchModeMessage,
} from '../../../domain/voting/vocabulary-messages';
import { bestWatchMode, NO_BEST_WATCH_TEXT } from '../../../domain/voting/watch-modes';

export function ratingLabelText(t: Translate, label: RatingLabel | typeof NO_RATING_LABEL): string {
  return label === NO_RATING_LABEL ? NO_RATING_LABEL : t(ratingLabelMessage(label));
}

export function watchModeText(t: Translate, mode: WatchMode): string {
  return t(watchModeMessage(mode));
}

/** The best watch mode's label, or '-' when no mode has a vote. */
export function bestWatchText(t: Translate, viewModes: Partial<Record<WatchMode, number>>): string {
  const best = bestWatchMode(viewModes);
  return best ? watchModeText(t, best) : NO_BEST_WATCH_TEXT;
}

/** A vibe factor's name; a factor this build does not know keeps the name it came with. */
export function factorText(t: Translate, tag: { id: string; label: string }): string {
  const messages = reasonTagMessages(tag.id);
  return messages ? t(messages.label) : tag.label;
}

/** A vibe factor's hover text, or undefined for a factor this build does not know. */
export function factorHint(t: Translate, id: string): string | undefined {
  const messages = reasonTagMessages(id);
  return messages ? t(messages.hint) : undefined;
}
