import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '../../../../test/client/english';
import {
  DETAILS_LOAD_TIMEOUT_MS,
  raceNamesInOrder,
  renderExplorer,
  TALLIES,
} from '../../../../test/client/explorer-season';
import { emptyTally } from '../../../domain/voting/tally';

afterEach(() => vi.unstubAllGlobals());

// Miami has no votes; here the race data has scored it.
const WITH_DATA_SCORE = {
  ...TALLIES,
  miami: {
    ...emptyTally('miami'),
    AI_Rating: true,
    AI_Rating_Value: 4.9,
    AI_Rating_Signals: {
      safetyCars: 2,
      virtualSafetyCars: 0,
      redFlags: 1,
      overtakes: 61,
      leadChanges: 3,
      pitStops: 45,
      cars: 20,
      totalLaps: 57,
      rainLaps: 20,
    },
  },
};

describe('Race Explorer and the data verdict', () => {
  it('lists a past race only the data has rated, flagged as an AI rating', async () => {
    await renderExplorer('', [], WITH_DATA_SCORE);
    expect(raceNamesInOrder()).toContain('Miami GP');
    const row = screen.getByRole('rowheader', { name: 'Miami GP' }).closest('tr')!;
    const badge = within(row).getByTitle(/^AI rating: 1 red flag · 2 safety cars · rain/);
    expect(badge).toHaveTextContent(/^AI rating$/);
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent(/^4\.9 Cinema AI rating/);
  });

  it('puts it first when sorting by AI rating', async () => {
    const user = userEvent.setup();
    await renderExplorer('', [], WITH_DATA_SCORE);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'AI rating');
    expect(raceNamesInOrder()[0]).toBe('Miami GP');
  });

  it('explains the score in the expanded row, with a link to the formula', async () => {
    const user = userEvent.setup();
    await renderExplorer('', [], WITH_DATA_SCORE);
    await user.click(screen.getByRole('button', { name: 'Details for Miami GP' }));
    const verdict = await screen.findByRole(
      'group',
      { name: en('common.dataVerdict.label') },
      { timeout: DETAILS_LOAD_TIMEOUT_MS },
    );
    expect(verdict).toHaveTextContent('4.9');
    expect(verdict).toHaveTextContent('61 overtakes');
    expect(
      within(verdict).getByRole('link', { name: en('common.dataVerdict.how') }),
    ).toHaveAttribute('href', '/data-score');
  });

  it('leaves a race with neither votes nor a data score out', async () => {
    await renderExplorer();
    expect(raceNamesInOrder()).not.toContain('Miami GP');
  });
});
