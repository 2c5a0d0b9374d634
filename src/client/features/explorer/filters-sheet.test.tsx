import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  currentSearch,
  renderExplorer,
  stubViewport,
} from '../../../../test/client/explorer-season';

describe('the filters on a phone', () => {
  beforeEach(() => stubViewport(true));
  afterEach(() => vi.unstubAllGlobals());

  it('wait behind one Filters button that opens a modal sheet with every control', async () => {
    const user = userEvent.setup();
    await renderExplorer();
    expect(screen.queryByRole('checkbox', { name: 'Cinema' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Filters' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Cinema', 'Overtakes']) {
      expect(within(sheet).getByRole('checkbox', { name: new RegExp(name) })).toBeInTheDocument();
    }
    expect(within(sheet).getByRole('switch', { name: 'Top Races' })).toBeInTheDocument();
    expect(within(sheet).getByRole('combobox', { name: 'Season' })).toBeInTheDocument();

    await user.click(within(sheet).getByRole('checkbox', { name: 'Cinema' }));
    expect(currentSearch()).toContain('vibes=Cinema');
    expect(screen.getByRole('dialog', { name: 'Filters, 1 active' })).toBeInTheDocument();
  });

  it('keeps focus inside, closes on Escape and shows the badge on the button', async () => {
    const user = userEvent.setup();
    await renderExplorer('?vibes=Cinema&modes=Full%20Race');
    const button = screen.getByRole('button', { name: 'Filters, 2 active' });
    expect(within(button).getByText('2')).toBeInTheDocument();

    await user.click(button);
    const sheet = screen.getByRole('dialog', { name: 'Filters, 2 active' });
    for (let i = 0; i < 30; i += 1) {
      await user.tab();
      expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('clears every filter from the sheet and closes with Done', async () => {
    const user = userEvent.setup();
    await renderExplorer('?vibes=Cinema');
    await user.click(screen.getByRole('button', { name: 'Filters, 1 active' }));
    const sheet = screen.getByRole('dialog');
    await user.click(within(sheet).getByRole('button', { name: 'Clear filters' }));
    expect(currentSearch()).toBe('');
    await user.click(within(sheet).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });
});
