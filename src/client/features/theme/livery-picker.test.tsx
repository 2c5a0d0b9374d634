import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import german from '../../../domain/i18n/messages/de/index';
import { STORAGE_KEYS } from '../../../domain/site/storage-keys';
import { THEMES } from '../../../domain/site/themes';
import { activateLanguage } from '../../i18n/language-store';
import { LiveryPicker } from './livery-picker';
import { ThemeProvider } from './theme-context';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider>
      <button type="button" onClick={() => setOpen(true)}>
        Open livery
      </button>
      <LiveryPicker open={open} onClose={() => setOpen(false)} />
    </ThemeProvider>
  );
}

const accent = () => document.documentElement.style.getPropertyValue('--accent');

async function openPicker() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open livery' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'SELECT YOUR LIVERY' }) };
}

describe('LiveryPicker', () => {
  it('is a labelled modal with a tile per livery, focus on the current one', async () => {
    const { dialog } = await openPicker();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    for (const theme of THEMES) {
      expect(screen.getByRole('button', { name: theme.name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Arrows' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Arrows' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('locks page scroll while open and releases it on close', async () => {
    document.body.style.overflow = 'auto';
    const { user } = await openPicker();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user, dialog } = await openPicker();
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: THEMES[THEMES.length - 1]!.name });
    act(() => last.focus());
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    for (let i = 0; i < THEMES.length + 3; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the close button',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    [
      'the backdrop',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByTestId('livery-backdrop')),
    ],
  ])('closes with %s, keeps the old livery and gives focus back', async (_how, closeIt) => {
    const { user } = await openPicker();
    await user.hover(screen.getByRole('button', { name: 'Papaya' }));
    await closeIt(user);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open livery' })).toHaveFocus();
    expect(accent()).toBe(THEMES[0].primary);
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBeNull();
  });

  it('previews a livery on hover and on focus', async () => {
    const { user } = await openPicker();
    await user.hover(screen.getByRole('button', { name: 'Hulk' }));
    expect(accent()).toBe('#39FF14');
    await user.unhover(screen.getByRole('button', { name: 'Hulk' }));
    act(() => screen.getByRole('button', { name: 'Papaya' }).focus());
    expect(accent()).toBe('#ff8700');
  });

  it('applies, persists and closes on click', async () => {
    const { user } = await openPicker();
    await user.click(screen.getByRole('button', { name: 'Papaya' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('papaya');
    expect(accent()).toBe('#ff8700');
    expect(screen.getByRole('button', { name: 'Open livery' })).toHaveFocus();
  });

  it('applies a livery by keyboard', async () => {
    const { user } = await openPicker();
    act(() => screen.getByRole('button', { name: 'Hulk' }).focus());
    await user.keyboard('{Enter}');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('sauber');
  });

  it('speaks German, the livery names unchanged', async () => {
    act(() => activateLanguage('de', german));
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open livery' }));
    expect(screen.getByRole('dialog', { name: 'WÄHLE DEINE LACKIERUNG' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Papaya' })).toBeInTheDocument();
  });
});
