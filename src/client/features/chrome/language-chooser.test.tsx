import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { preloadShell } from '../../../../test/client/on-demand-shell';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../domain/i18n/languages';
import { STORAGE_KEYS } from '../../../domain/site/storage-keys';
import { Layout } from '../../app/layout';

beforeAll(preloadShell);

vi.mock('../../shared/analytics', () => ({ track: vi.fn() }));

async function openMenu() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <Layout>
        <h1>Home page</h1>
      </Layout>
    </MemoryRouter>,
  );
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  return { user, menu: screen.getByRole('navigation', { name: 'Site menu' }) };
}

describe('LanguageChooser', () => {
  it('sits in the menu, named Language, each language named in itself, the current one chosen', async () => {
    const { menu } = await openMenu();
    const chooser = within(menu).getByRole('combobox', { name: 'Language' });
    expect(chooser).toHaveValue('en');
    const options = within(chooser).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      LANGUAGES.map((language) => LANGUAGE_NAMES[language]),
    );
    expect(within(chooser).getByRole('option', { name: 'English' })).toHaveProperty(
      'selected',
      true,
    );
    expect(within(chooser).getByRole('option', { name: '日本語' })).toHaveAttribute('lang', 'ja');
  });

  it('is reachable by keyboard from the menu', async () => {
    const { user, menu } = await openMenu();
    const chooser = within(menu).getByRole('combobox', { name: 'Language' });
    for (let i = 0; i < 12 && document.activeElement !== chooser; i += 1) await user.tab();
    expect(chooser).toHaveFocus();
  });

  it('switches every text of the menu to Dutch at once and remembers the choice', async () => {
    const { user, menu } = await openMenu();
    await user.selectOptions(
      within(menu).getByRole('combobox', { name: 'Language' }),
      'Nederlands',
    );
    const dutchMenu = await screen.findByRole('navigation', { name: 'Sitemenu' });
    expect(within(dutchMenu).getByRole('combobox', { name: 'Taal' })).toHaveValue('nl');
    for (const name of ['Home', 'Alle races', 'Beoordelingsmeldingen', 'Steun ons']) {
      expect(within(dutchMenu).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(dutchMenu).getByRole('button', { name: 'Kies je livery' })).toBeInTheDocument();
    expect(within(dutchMenu).getByRole('button', { name: 'Menu sluiten' })).toBeInTheDocument();
    expect(within(dutchMenu).getByRole('button', { name: /Sport: Formula 1/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de inhoud' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('nl');
    expect(document.documentElement.lang).toBe('nl');
  });
});
