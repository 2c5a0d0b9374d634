import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { en } from '../../../../test/client/english';
import { renderExplorer, TALLIES } from '../../../../test/client/explorer-season';
import { RESULT_SCORE_LABEL } from '../../../domain/history/result-score';
import japanese from '../../../domain/i18n/messages/ja/index';
import { type ResultSignals, resultsReason } from '../../../domain/race-facts/result-signals';
import { emptyTally } from '../../../domain/voting/tally';
import { activateLanguage } from '../../i18n/language-store';
import { AiRatingBadge } from './ai-rating-badge';
import { ResultsVerdict, resultsReasonParts } from './results-verdict';

const RESULTS: ResultSignals = {
  starters: 22,
  finishers: 13,
  retirements: 9,
  collisions: 3,
  failures: 6,
  placesGained: 34,
  margin: 'close',
  shortened: false,
  pitStops: null,
};

const archiveTally = (results: ResultSignals = RESULTS) => ({
  ...emptyTally('1976-japan'),
  AI_Rating: true,
  AI_Rating_Value: 3.5,
  AI_Rating_Results: results,
});

function renderVerdict() {
  render(
    <MemoryRouter>
      <ResultsVerdict tally={archiveTally()} />
    </MemoryRouter>,
  );
}

describe('ResultsVerdict', () => {
  it('shows nothing for counts that do not read as results (they are checked where shown)', () => {
    const broken = { ...RESULTS, collisions: RESULTS.retirements + 1 };
    render(
      <MemoryRouter>
        <ResultsVerdict tally={archiveTally(broken)} />
      </MemoryRouter>,
    );
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
    expect(within(verdict).getByTitle(en('explorer.resultsVerdict.hint'))).toHaveTextContent(
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
    render(
      <MemoryRouter>
        <ResultsVerdict tally={{ ...archiveTally(), AI_Rating_Value: null }} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('group')).toBeNull();
  });
});

describe('the AI badge of an archive race', () => {
  it('names the results and lists them as its hover text', () => {
    render(<AiRatingBadge tally={archiveTally()} />);
    expect(
      screen.getByTitle(
        'AI rating from results: close finish · 9 retirements (3 collisions) · 34 places gained',
      ),
    ).toHaveTextContent('AI 3.5');
  });
});

describe('Race Explorer and a verdict from results', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names it after the results in the expanded row, never as the timing verdict', async () => {
    const user = userEvent.setup();
    // Miami has no votes; here its tally carries a verdict from results.
    await renderExplorer('', [], { ...TALLIES, miami: { ...archiveTally(), raceId: 'miami' } });
    await user.click(screen.getByRole('button', { name: 'Details for Miami GP' }));
    expect(screen.getByRole('group', { name: RESULT_SCORE_LABEL })).toHaveTextContent(
      '9 retirements (3 collisions)',
    );
    expect(screen.queryByRole('group', { name: en('common.dataVerdict.label') })).toBeNull();
  });
});
