import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { jsonResponse } from '../../../../test/client/fetch-stub';
import { preloadShell } from '../../../../test/client/on-demand-shell';
import { Layout } from '../../app/layout';
import { forgetCarriedSports, SPORTS_PATH } from '../../data/carried-sports';

beforeAll(preloadShell);

vi.mock('../../shared/analytics', () => ({ track: vi.fn() }));

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The server's answer to GET /api/sports: a list, or a failure. */
function stubSports(answer: string[] | 'offline') {
  const fetch = vi.fn(async (path: string) => {
    if (path !== SPORTS_PATH) throw new Error(`unexpected call to ${path}`);
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return jsonResponse(200, { sports: answer });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function openChooser(path = '/') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Layout>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </Layout>
    </MemoryRouter>,
  );
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  const menu = screen.getByRole('navigation', { name: 'Site menu' });
  const chooser = within(menu).getByRole('button', { name: /^Sport:/ });
  await user.click(chooser);
  return { user, menu, chooser, list: () => screen.getByRole('list', { name: 'Choose a sport' }) };
}

/** What each option says, without its (hidden) emoji. */
const optionNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((b) => b.textContent?.replace(/^\S+\s+/, '').trim());

describe('SportChooser', () => {
  beforeEach(() => forgetCarriedSports());
  afterEach(() => vi.unstubAllGlobals());

  it.each<[string, string[] | 'offline', string[]]>([
    ['while the site carries Formula 1 only', ['formula1'], ['Formula 1', 'MotoGP Coming Soon']],
    ['when the list cannot be read', 'offline', ['Formula 1', 'MotoGP Coming Soon']],
    [
      'once the site carries MotoGP and Formula E',
      ['formula1', 'formula-e', 'motogp', 'curling'],
      ['Formula 1', 'MotoGP', 'Formula E'],
    ],
    [
      'with other sports but not MotoGP',
      ['formula1', 'f2'],
      ['Formula 1', 'MotoGP Coming Soon', 'Formula 2'],
    ],
  ])('lists %s', async (_, answer, names) => {
    const fetch = stubSports(answer);
    const { list } = await openChooser();
    await waitFor(() => expect(optionNames(list())).toEqual(names));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reads the list only when the chooser opens', async () => {
    const fetch = stubSports(['formula1', 'motogp']);
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <Layout>
          <Where />
        </Layout>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("goes to a carried sport's home, closes the menu and shows it as open", async () => {
    stubSports(['formula1', 'motogp']);
    const { user, menu, list } = await openChooser();
    const moto = await within(list()).findByRole('button', { name: /MotoGP/ });
    expect(moto).not.toHaveAttribute('aria-disabled');
    await user.click(moto);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/motogp$/);
    expect(menu).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const chooser = within(menu).getByRole('button', { name: 'Sport: MotoGP' });
    await user.click(chooser);
    expect(within(list()).getByRole('button', { name: /MotoGP/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(list()).getByRole('button', { name: /Formula 1/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('keeps MotoGP inert while it is Coming Soon', async () => {
    stubSports(['formula1']);
    const { user, list } = await openChooser();
    const moto = within(list()).getByRole('button', { name: /MotoGP.*Coming Soon/ });
    await user.click(moto);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(list()).toBeInTheDocument();
  });

  it('is worked from the keyboard: Enter on a sport goes to its home', async () => {
    stubSports(['formula1', 'f3']);
    const { user, list } = await openChooser('/motogp/all-races');
    // The open sport counts as carried even where the list leaves it out.
    await waitFor(() => expect(optionNames(list())).toEqual(['Formula 1', 'MotoGP', 'Formula 3']));
    within(list())
      .getByRole('button', { name: /Formula 1/ })
      .focus();
    await user.tab();
    expect(within(list()).getByRole('button', { name: /MotoGP/ })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/f3$/);
  });

  it.each([
    ['/motogp', '/motogp', '/motogp/all-races'],
    ['/formula-e/all-races', '/formula-e', '/formula-e/all-races'],
    ['/', '/', '/all-races'],
    ['/install', '/', '/all-races'],
  ])('at %s the logo and home link lead to %s, all races to %s', async (path, home, all) => {
    stubSports('offline');
    const { menu } = await openChooser(path);
    expect(within(menu).getByRole('link', { name: 'Ratings Home' })).toHaveAttribute('href', home);
    expect(within(menu).getByRole('link', { name: 'All Races' })).toHaveAttribute('href', all);
    expect(screen.getByRole('link', { name: /GP Vibes/ })).toHaveAttribute('href', home);
  });
});
