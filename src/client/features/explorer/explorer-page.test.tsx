import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '../../../../test/client/english';
import {
  currentSearch,
  DETAILS_LOAD_TIMEOUT_MS,
  raceNamesInOrder,
  renderExplorer,
  stubViewport,
} from '../../../../test/client/explorer-season';

afterEach(() => vi.unstubAllGlobals());

describe('Race Explorer page', () => {
  it('lists qualifying races newest first with every column', async () => {
    await renderExplorer();
    expect(document.title).toBe('Race Explorer | GP Vibes');
    const table = screen.getByRole('table', { name: 'Rated races' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual([
      'Details',
      'Race',
      'Rating',
      'Best Watch',
      'Top Vibe Factors',
      'Ratings',
      'Season',
      'Date',
      'Location',
    ]);
    // Miami has no votes, so it is not listed.
    expect(raceNamesInOrder()).toEqual([
      'Abu Dhabi GP',
      'Italian GP',
      'Dutch GP',
      'British GP',
      'Monaco GP',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 5 races (4 past + 1 current)');
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    const monacoRow = screen.getByRole('row', { name: /Monaco GP/ });
    expect(monacoRow).toHaveTextContent('5.0');
    expect(monacoRow).toHaveTextContent('Cinema');
    expect(monacoRow).toHaveTextContent('FULL RACE');
    expect(monacoRow).toHaveTextContent('Overtakes');
    expect(monacoRow).not.toHaveTextContent('Rivalries'); // under 5 votes: not a top chip
    expect(monacoRow).toHaveTextContent('25 May 2025');
    expect(monacoRow).toHaveTextContent('Monte Carlo');
  });

  it('lists sprints only under the Sprint kind, kept in the URL', async () => {
    const user = userEvent.setup();
    await renderExplorer();
    expect(raceNamesInOrder()).not.toContain('Miami GP Sprint');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Sprint');
    expect(raceNamesInOrder()).toEqual(['Miami GP Sprint']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 past race');
    expect(currentSearch()).toBe('?kind=sprint');
    expect(screen.getByRole('heading', { name: 'Filters, 1 active' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(raceNamesInOrder()).not.toContain('Miami GP Sprint');
  });

  it('links the live race to its home card with a LIVE RATING badge', async () => {
    await renderExplorer();
    const badge = screen.getByRole('link', { name: /LIVE RATING/ });
    expect(badge).toHaveAttribute('href', '/#abu-dhabi-grand-prix-2025-12-07');
    expect(screen.getAllByRole('link', { name: /LIVE RATING/ })).toHaveLength(1);
  });

  it('sorts by a heading: a new column starts descending, the same column flips', async () => {
    const user = userEvent.setup();
    await renderExplorer();
    const rating = screen.getByRole('button', { name: 'Rating' });
    await user.click(rating);
    expect(raceNamesInOrder()).toEqual([
      'Monaco GP',
      'Abu Dhabi GP',
      'British GP',
      'Italian GP',
      'Dutch GP',
    ]);
    const header = screen.getByRole('columnheader', { name: 'Rating' });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(header).toHaveTextContent('▼');
    expect(screen.getByRole('columnheader', { name: /Date/ })).not.toHaveAttribute('aria-sort');
    expect(currentSearch()).toBe('?sort=rating&dir=desc');

    await user.click(rating);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(header).toHaveTextContent('▲');
    expect(raceNamesInOrder()[0]).toBe('Dutch GP');

    await user.click(screen.getByRole('button', { name: 'Race' }));
    expect(raceNamesInOrder()).toEqual([
      'Monaco GP',
      'Italian GP',
      'Dutch GP',
      'British GP',
      'Abu Dhabi GP',
    ]);
  });

  it('reaches the AI rating sort from the Sort by menu, missing values last', async () => {
    const user = userEvent.setup();
    await renderExplorer();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'AI rating');
    expect(raceNamesInOrder().slice(0, 2)).toEqual(['British GP', 'Monaco GP']);
    await user.click(screen.getByRole('button', { name: /Order: Descending/ }));
    expect(raceNamesInOrder().slice(0, 2)).toEqual(['Monaco GP', 'British GP']);
    expect(currentSearch()).toBe('?sort=ai_rating&dir=asc');
  });

  it('shows the exact empty text when no race matches', async () => {
    const user = userEvent.setup();
    await renderExplorer();
    await user.click(screen.getByRole('checkbox', { name: 'Meh' }));
    expect(screen.getByText('No races found for the selected filter.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 past races');
  });

  it('combines filters, counts them on the badge, and Clear resets everything', async () => {
    const user = userEvent.setup();
    await renderExplorer();
    await user.click(screen.getByRole('checkbox', { name: 'FULL RACE' }));
    expect(raceNamesInOrder()).toEqual(['Abu Dhabi GP', 'Italian GP', 'Monaco GP']);
    await user.click(screen.getByRole('checkbox', { name: /Overtakes/ }));
    expect(raceNamesInOrder()).toEqual(['Monaco GP']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 past race');
    expect(screen.getByRole('heading', { name: /^Filters/, level: 2 })).toHaveAccessibleName(
      'Filters, 2 active',
    );

    await user.click(screen.getByRole('switch', { name: 'Top Races' }));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(raceNamesInOrder()).toHaveLength(5);
    expect(screen.getByRole('switch', { name: 'Top Races' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(screen.getByRole('heading', { name: 'Filters' })).toBeInTheDocument();
    expect(currentSearch()).toBe('');
  });

  it('expands one row at a time on a desktop, with all three breakdowns', async () => {
    const user = userEvent.setup();
    await renderExplorer();
    const monacoToggle = screen.getByRole('button', { name: 'Details for Monaco GP' });
    await user.click(monacoToggle);
    expect(monacoToggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(monacoToggle.getAttribute('aria-controls') ?? '');
    expect(details).not.toBeNull();
    const region = within(details as HTMLElement);
    // The breakdown's code arrives when the row opens.
    expect(
      await region.findByRole(
        'heading',
        { name: 'Best Way to Watch' },
        { timeout: DETAILS_LOAD_TIMEOUT_MS },
      ),
    ).toBeInTheDocument();
    expect(region.getByRole('heading', { name: 'Rating Breakdown' })).toBeInTheDocument();
    expect(region.getByRole('heading', { name: 'All Vibe Factors' })).toBeInTheDocument();
    expect(region.getByText('Rivalries')).toBeInTheDocument(); // every factor with a vote
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();

    const dutchToggle = screen.getByRole('button', { name: 'Details for Dutch GP' });
    await user.click(dutchToggle);
    expect(monacoToggle).toHaveAttribute('aria-expanded', 'false');
    expect(dutchToggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('heading', { name: 'Best Way to Watch' })).toHaveLength(1);
    expect(screen.getByText(en('common.breakdown.noFactors'))).toBeInTheDocument();

    await user.click(dutchToggle);
    expect(screen.queryByRole('heading', { name: 'Best Way to Watch' })).not.toBeInTheDocument();
  });

  it('shows the details as two tabs at phone width', async () => {
    stubViewport(true);
    const user = userEvent.setup();
    await renderExplorer();
    await user.click(screen.getByRole('button', { name: 'Details for Monaco GP' }));
    const tabs = within(screen.getByRole('tablist', { name: 'Monaco GP details' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Rating & Watch', 'Vibe Factors']);
  });

  it('states the launch month, and on a desktop no desktop hint', async () => {
    await renderExplorer();
    expect(screen.getByText(/since GP Vibes launched in May 2025/)).toBeInTheDocument();
    // The hint's width rule: explorer-desktop-hint.test.tsx.
    expect(screen.queryByText(/best viewed on a desktop/)).toBeNull();
  });
});

describe('Race Explorer URL', () => {
  it('restores filters and sort from a shared link', async () => {
    await renderExplorer('?vibes=Great&modes=Full%20Race&sort=name&dir=asc');
    expect(raceNamesInOrder()).toEqual(['Abu Dhabi GP']);
    expect(screen.getByRole('checkbox', { name: 'Great' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'FULL RACE' })).toBeChecked();
    expect(screen.getByRole('columnheader', { name: /Race/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('writes every change into the query so the same view comes back', async () => {
    const user = userEvent.setup();
    const first = await renderExplorer();
    await user.click(screen.getByRole('checkbox', { name: 'Great' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cinema' }));
    await user.click(screen.getByRole('button', { name: 'Location' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Season' }),
      'All seasons since 2025',
    );
    const shared = currentSearch();
    const rows = raceNamesInOrder();
    expect(rows).toEqual(['Abu Dhabi GP', 'British GP', 'Monaco GP']);
    first.unmount();

    await renderExplorer(shared);
    expect(raceNamesInOrder()).toEqual(rows);
    expect(screen.getByRole('combobox', { name: 'Season' })).toHaveValue('all');
  });

  it('replaces the history entry on each change, and Back still restores the earlier view', async () => {
    const user = userEvent.setup();
    await renderExplorer('?vibes=Great', ['/all-races?vibes=Cinema']);
    expect(raceNamesInOrder()).toEqual(['Abu Dhabi GP', 'British GP']);
    await user.click(screen.getByRole('checkbox', { name: 'Poor' }));
    await user.click(screen.getByRole('button', { name: 'Rating' }));
    expect(currentSearch()).toBe('?vibes=Great%2CPoor&sort=rating&dir=desc');

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(currentSearch()).toBe('?vibes=Cinema'));
    expect(screen.getByRole('checkbox', { name: 'Cinema' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Great' })).not.toBeChecked();
    expect(raceNamesInOrder()).toEqual(['Monaco GP']);
  });

  it('ignores a malformed link and keeps the defaults', async () => {
    await renderExplorer('?min=9&vibes=Awesome&sort=nope');
    await waitFor(() => expect(raceNamesInOrder()).toHaveLength(5));
    expect(screen.getByRole('slider', { name: 'Minimum rating' })).toHaveValue('1');
  });
});
