// The verdict's words in the reader's language, for what the server writes (previews,
// alerts, the feed, the calendar, the embed). Shared words come from the vocabulary
// messages; numbers are formatted with Intl in the language. Verdict words only: no
// result, position or driver can get in here.
import type { Language } from '../i18n/languages';
import type { Translate } from '../i18n/messages/catalogue';
import type { Sport } from '../sports/sports';
import type { WatchMode } from '../types';
import { NO_RATING_LABEL, type RatingLabel } from './rating-labels';
import { factorEmoji } from './reason-tags';
import { roundAverage } from './tally';
import { ratingLabelMessage, reasonTagMessages, watchModeNameMessage } from './vocabulary-messages';

/** Who the text is for: the message formatter and the language it formats in. */
export interface Reader {
  t: Translate;
  language: Language;
}

/** One decimal, as on the cards ('4.2' in English, '4,2' in German); '-' without ratings. */
export function averageText(average: number | null, language: Language): string {
  const rounded = roundAverage(average);
  if (rounded === null) return '-';
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(rounded);
}

export function ratingLabelText(label: RatingLabel | typeof NO_RATING_LABEL, t: Translate): string {
  return label === NO_RATING_LABEL ? label : t(ratingLabelMessage(label));
}

/** A watch mode inside a sentence, as the spec names it in English ('Full Race', 'Highlights Only'). */
export function watchModeText(mode: WatchMode, reader: Reader): string {
  return reader.t(watchModeNameMessage(mode));
}

/**
 * A vibe factor with its emoji as the race's sport shows it (a bike for MotoGP's
 * Overtakes); a factor this build does not know keeps its id.
 */
export function factorText(
  factor: { id: string; emoji: string; label: string },
  t: Translate,
  sport?: Sport,
) {
  const messages = reasonTagMessages(factor.id);
  return `${factorEmoji(factor, sport)} ${messages ? t(messages.label) : factor.label}`;
}

/** Items of a list in a sentence: 'a, b, c' ('a、b、c' in Japanese). */
export function listText(items: readonly string[], t: Translate): string {
  return items.join(t('server.listSeparator'));
}
