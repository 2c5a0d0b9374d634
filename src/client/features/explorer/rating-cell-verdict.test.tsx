import { act, render } from '@testing-library/react';
import { archiveTally, makeRace, makeTally } from '../../../../test/domain/fixtures';
import { explorerRows } from '../../../domain/explorer/explorer-rows';
import spanish from '../../../domain/i18n/messages/es/index';
import { createTranslate } from '../../../domain/i18n/translate';
import type { Tally } from '../../../domain/types';
import { NO_RATING_LABEL } from '../../../domain/voting/rating-labels';
import { activateLanguage } from '../../i18n/language-store';
import { RatingCellVerdict } from './rating-cell-verdict';

// The Rating cell says a race's verdict once: an archive race's reads as its data verdict
// does elsewhere ('3.5 Great AI rating'), never '- - AI 3.5'.

const race = makeRace({ id: 'race', date: '2025-06-01', sport: 'formula1' });
const AFTER_THE_SEASON = Date.UTC(2026, 0, 1);

function cellText(tally: Tally): string {
  const [row] = explorerRows([race], { [race.id]: tally }, AFTER_THE_SEASON);
  if (!row) throw new Error('the race has no row');
  const { container } = render(<RatingCellVerdict row={row} />);
  return container.textContent ?? '';
}

describe('the Rating cell of a row', () => {
  it.each([
    ['an archive race, rated from its results', archiveTally(race.id), '3.5 Great AI rating'],
    [
      'a race only the timing data rated',
      makeTally(race.id, {}, { AI_Rating: true, AI_Rating_Value: 4.9 }),
      '4.9 Cinema AI rating',
    ],
    [
      "the fans' verdict, with the data's score beside it",
      makeTally(race.id, { '4': 2 }, { AI_Rating: true, AI_Rating_Value: 2.5 }),
      '4.0 Great AI 2.5',
    ],
    ["the fans' verdict alone", makeTally(race.id, { '3': 2 }), '3.0 Good'],
  ])('%s', (_case, tally, text) => {
    const shown = cellText(tally);
    expect(shown).toBe(text);
    expect(shown).not.toContain(NO_RATING_LABEL);
  });

  it("words an archive race's verdict in the fan's language", () => {
    act(() => activateLanguage('es', spanish));
    const es = createTranslate('es', spanish);
    expect(cellText(archiveTally(race.id))).toBe(
      `3,5 ${es('vote.ratingLabel.great')} ${es('common.ai.rating')}`,
    );
  });
});
