import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '../../../../test/client/english';
import {
  DETAILS_LOAD_TIMEOUT_MS,
  renderExplorer,
  TALLIES,
} from '../../../../test/client/explorer-season';
import { archiveTally } from '../../../../test/domain/fixtures';
import { RESULT_SCORE_LABEL } from '../../../domain/history/result-score';
import { AiRatingBadge } from './ai-rating-badge';

// An archive race's data verdict, scored from its results (shared/results-verdict.tsx), as
// the explorer's table row and expanded details show it.

describe('the AI badge of an archive race', () => {
  it('names the results and lists them as its hover text', () => {
    render(<AiRatingBadge tally={archiveTally('1976-japan')} />);
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
    await renderExplorer('', [], { ...TALLIES, miami: archiveTally('miami') });
    await user.click(screen.getByRole('button', { name: 'Details for Miami GP' }));
    expect(
      await screen.findByRole(
        'group',
        { name: RESULT_SCORE_LABEL },
        { timeout: DETAILS_LOAD_TIMEOUT_MS },
      ),
    ).toHaveTextContent('9 retirements (3 collisions)');
    expect(screen.queryByRole('group', { name: en('common.dataVerdict.label') })).toBeNull();
  });
});
