// Each shared word's message says in English exactly what the domain says, so moving a
// screen onto the messages cannot change a word of the English.

import type { MessageId } from '../i18n/messages/catalogue';
import english from '../i18n/messages/en/index';
import { STAR_VALUES, WATCH_MODES } from '../types';
import {
  type CardWording,
  COMPACT_CINEMA_WORD,
  NO_RATING_LABEL,
  RATING_LABELS,
  STAR_WORDS,
} from './rating-labels';
import { REASON_TAGS } from './reason-tags';
import {
  cardWordingText,
  ratingLabelMessage,
  reasonTagMessages,
  starWordMessage,
  watchModeMessage,
  watchModeNameMessage,
} from './vocabulary-messages';
import { WATCH_MODE_LABELS } from './watch-modes';

/** The vibe factors' hover texts in English, word for word. */
const FACTOR_HINTS: Record<string, string> = {
  overtakes: 'Wheel-to-wheel passes that changed places on track',
  safety_car_vsc: 'A safety car or virtual safety car shook up the field',
  red_flags: 'The race was stopped and restarted',
  weather_chaos: 'Rain or changing conditions turned the race upside down',
  strategy_plays: 'Pit calls, undercuts and tyre gambles that decided positions',
  underdog_drive: 'A driver or team far outperformed their car',
  rivalries: 'Old scores and team-mate battles settled on track',
  high_stakes: 'Championship or career-defining moments were on the line',
};

const englishOf = (id: MessageId): string | undefined =>
  (english as Partial<Record<MessageId, string>>)[id];

describe('shared words as messages', () => {
  it.each(STAR_VALUES.map((star) => [star, STAR_WORDS[star]] as const))(
    'star %i reads %j',
    (star, word) => {
      expect(englishOf(starWordMessage(star))).toBe(word);
    },
  );

  it.each(RATING_LABELS.map((label) => [label]))('rating label %s', (label) => {
    expect(englishOf(ratingLabelMessage(label))).toBe(label);
  });

  it.each(WATCH_MODES.map((mode) => [mode, WATCH_MODE_LABELS[mode]] as const))(
    'watch mode %s reads %j',
    (mode, label) => {
      expect(englishOf(watchModeMessage(mode))).toBe(label);
    },
  );

  it.each(WATCH_MODES.map((mode) => [mode]))(
    'watch mode %s in a sentence reads as the spec names it',
    (mode) => {
      expect(englishOf(watchModeNameMessage(mode))).toBe(mode);
    },
  );

  it.each(REASON_TAGS.map((tag) => [tag.id, tag.label, FACTOR_HINTS[tag.id]] as const))(
    'factor %s reads %j with its hover text',
    (id, label, hoverText) => {
      const messages = reasonTagMessages(id);
      expect(messages).not.toBeNull();
      expect(englishOf(messages?.label as MessageId)).toBe(label);
      expect(englishOf(messages?.hint as MessageId)).toBe(hoverText);
    },
  );

  it.each(['fastest_lap', '', 'Overtakes'])('unknown factor %j has no messages', (id) => {
    expect(reasonTagMessages(id)).toBeNull();
  });

  const wordings: CardWording[] = [
    ...Object.values(STAR_WORDS),
    COMPACT_CINEMA_WORD,
    NO_RATING_LABEL,
  ];
  it.each(wordings.map((wording) => [wording]))('card wording %j reads the same', (wording) => {
    expect(cardWordingText(wording, (id) => englishOf(id) ?? id)).toBe(wording);
  });
});
