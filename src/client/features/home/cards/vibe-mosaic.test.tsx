import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeTally } from '../../../../../test/domain/fixtures';
import { tagRevealKey } from '../../../../domain/site/storage-keys';
import { visibleTags } from '../../../../domain/voting/reason-tags';
import { VibeMosaic } from './vibe-mosaic';

const tally = makeTally(
  'spa',
  { '5': 20 },
  { reasonTagTallies: { weather_chaos: 12, overtakes: 5 } },
);
const chips = visibleTags(tally, 'past-card');

describe('VibeMosaic', () => {
  it('keeps the factors covered until revealed by click, and Escape covers them again', async () => {
    const user = userEvent.setup();
    render(<VibeMosaic groupId="spa" chips={chips} />);
    const toggle = screen.getByRole('button', { name: 'Reveal vibe factors' });
    expect(screen.queryByText(/Weather Chaos/)).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Weather Chaos/)).toBeVisible();
    expect(screen.getByText(/Weather Chaos/).closest('li')).toHaveClass('mosaic__tile--highlight');
    expect(screen.getByText(/Overtakes/).closest('li')).not.toHaveClass('mosaic__tile--highlight');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Weather Chaos/)).not.toBeVisible();
  });

  it('reveals with Enter and Space and remembers the choice per group', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<VibeMosaic groupId="spa" chips={chips} />);
    screen.getByRole('button', { name: 'Reveal vibe factors' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Hide vibe factors' })).toBeInTheDocument();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Reveal vibe factors' })).toBeInTheDocument();
    await user.keyboard(' ');
    expect(localStorage.getItem(tagRevealKey('spa'))).toBe('true');
    unmount();

    render(<VibeMosaic groupId="spa" chips={chips} />);
    expect(screen.getByRole('button', { name: 'Hide vibe factors' })).toBeInTheDocument();
  });

  it('ignores a garbled stored flag', () => {
    localStorage.setItem(tagRevealKey('spa'), 'maybe');
    render(<VibeMosaic groupId="spa" chips={chips} />);
    expect(screen.getByRole('button', { name: 'Reveal vibe factors' })).toBeInTheDocument();
  });
});
