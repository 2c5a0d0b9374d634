import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  currentSearch,
  raceNamesInOrder,
  renderExplorer,
} from '../../../../test/client/explorer-season';

afterEach(() => vi.unstubAllGlobals());

const topRaces = () => screen.getByRole('switch', { name: 'Top Races' });
const box = (name: string) => screen.getByRole('checkbox', { name });

describe('Top Races toggle', () => {
  it('on: selects Cinema, Great and Full Race', async () => {
    const user = userEvent.setup();
    await renderExplorer();
    await user.click(topRaces());
    expect(topRaces()).toHaveAttribute('aria-checked', 'true');
    expect(box('Cinema')).toBeChecked();
    expect(box('Great')).toBeChecked();
    expect(box('FULL RACE')).toBeChecked();
    expect(box('Good')).not.toBeChecked();
    expect(raceNamesInOrder()).toEqual(['Abu Dhabi GP', 'Monaco GP']);
    expect(new URLSearchParams(currentSearch()).get('top')).toBe('1');
  });

  it('off: removes only what it added, keeping the fan’s own choices', async () => {
    const user = userEvent.setup();
    await renderExplorer();
    await user.click(box('Great'));
    await user.click(box('Good'));
    await user.click(topRaces());
    expect(box('Cinema')).toBeChecked();
    await user.click(topRaces());
    expect(topRaces()).toHaveAttribute('aria-checked', 'false');
    expect(box('Great')).toBeChecked();
    expect(box('Good')).toBeChecked();
    expect(box('Cinema')).not.toBeChecked();
    expect(box('FULL RACE')).not.toBeChecked();
  });

  it.each(['Cinema', 'Great', 'FULL RACE'])(
    'switches itself off when %s is removed by hand, leaving the rest',
    async (removed) => {
      const user = userEvent.setup();
      await renderExplorer();
      await user.click(topRaces());
      await user.click(box(removed));
      expect(topRaces()).toHaveAttribute('aria-checked', 'false');
      for (const other of ['Cinema', 'Great', 'FULL RACE'].filter((name) => name !== removed)) {
        expect(box(other)).toBeChecked();
      }
      expect(box(removed)).not.toBeChecked();
    },
  );

  it('stays on when another choice is added and removed', async () => {
    const user = userEvent.setup();
    await renderExplorer();
    await user.click(topRaces());
    await user.click(box('Good'));
    await user.click(box('Good'));
    await user.click(box('RACE-IN-30'));
    expect(topRaces()).toHaveAttribute('aria-checked', 'true');
  });

  it('remembers what it added across a reload of the link', async () => {
    const user = userEvent.setup();
    const first = await renderExplorer();
    await user.click(box('Great'));
    await user.click(topRaces());
    const link = currentSearch();
    first.unmount();

    await renderExplorer(link);
    expect(topRaces()).toHaveAttribute('aria-checked', 'true');
    await user.click(topRaces());
    expect(box('Great')).toBeChecked();
    expect(box('Cinema')).not.toBeChecked();
    expect(box('FULL RACE')).not.toBeChecked();
  });
});
