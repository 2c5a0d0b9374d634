import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { en } from '../../../test/client/english';
import { archiveTally, makeResults } from '../../../test/domain/fixtures';
import { RESULT_SCORE_LABEL } from '../../domain/history/result-score';
import japanese from '../../domain/i18n/messages/ja/index';
import { type ResultSignals, resultsReason } from '../../domain/race-facts/result-signals';
import { activateLanguage } from '../i18n/language-store';
import { ResultsVerdict, resultsReasonParts } from './results-verdict';

const RESULTS = makeResults();
const JAPAN = '1976-japan';

function renderVerdict(tally = archiveTally(JAPAN)) {
  render(
    <MemoryRouter>
      <ResultsVerdict tally={tally} />
    </MemoryRouter>,
  );
}

describe('ResultsVerdict', () => {
  it('shows nothing for counts that do not read as results (they are checked where shown)', () => {
    renderVerdict(archiveTally(JAPAN, makeResults({ collisions: RESULTS.retirements + 1 })));
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('reads in English under its own name, with the results behind it', () => {
    renderVerdict();
    const verdict = screen.getByRole('group', { name: RESULT_SCORE_LABEL });
    expect(verdict).toHaveTextContent(
      'Data verdict from results 3.5 out of 5, Great AI ratingclose finish · 9 retirements (3 collisions) · 34 places gainedHow the AI rating is computed',
    );
    expect(
      within(verdict).getByRole('link', { name: en('common.dataVerdict.how') }),
    ).toHaveAttribute('href', '/data-score');
    // The AI flag says what this verdict is computed from: results, not timing data.
    expect(within(verdict).getByTitle(en('common.resultsVerdict.hint'))).toHaveTextContent(
      en('common.ai.rating'),
    );
  });

  it.each<[string, ResultSignals]>([
    [
      'a race with everything',
      { ...RESULTS, shortened: true, margin: 'photo-finish', pitStops: 41 },
    ],
    [
      'a race with little',
      { ...RESULTS, retirements: 0, collisions: 0, failures: 0, placesGained: null, margin: null },
    ],
    ['one of each', { ...RESULTS, retirements: 1, collisions: 1, placesGained: 1, pitStops: 1 }],
    ['retirements without a crash', { ...RESULTS, collisions: 0, margin: 'dominant' }],
  ])('lists the results of %s in English exactly as the stored reason', (_name, results) => {
    expect(resultsReasonParts(results, en).join(' · ')).toBe(resultsReason(results));
  });

  it('speaks Japanese: its name, the rating label and the counts', () => {
    act(() => activateLanguage('ja', japanese));
    renderVerdict();
    const verdict = screen.getByRole('group', { name: 'リザルトによるデータ判定' });
    expect(verdict).toHaveTextContent(
      '僅差のフィニッシュ · 途中離脱9台（接触3台） · 順位アップ計34',
    );
    expect(within(verdict).getByText('AI評価')).toBeInTheDocument();
  });

  it('shows nothing for a race the data has not scored', () => {
    renderVerdict({ ...archiveTally(JAPAN), AI_Rating_Value: null });
    expect(screen.queryByRole('group')).toBeNull();
  });
});
