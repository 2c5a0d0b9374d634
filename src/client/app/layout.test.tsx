import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { preloadShell } from '../../../test/client/on-demand-shell';
import { givenSiteLinks } from '../../../test/client/site-links';
import japanese from '../../domain/i18n/messages/ja/index';
import { activateLanguage } from '../i18n/language-store';
import { track } from '../shared/analytics';
import { Layout } from './layout';

beforeAll(preloadShell);

vi.mock('../shared/analytics', () => ({ track: vi.fn() }));

function renderLayout(path = '/') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Layout bell={<button type="button">Alerts bell</button>}>
        <Routes>
          <Route path="/" element={<h1>Home page</h1>} />
          <Route path="/all-races" element={<h1>Explorer page</h1>} />
        </Routes>
      </Layout>
    </MemoryRouter>,
  );
  return { user, menuButton: screen.getByRole('button', { name: 'Menu' }) };
}

const siteMenu = () => screen.getByRole('navigation', { name: 'Site menu', hidden: true });

describe('site chrome', () => {
  beforeEach(() => {
    vi.mocked(track).mockClear();
    givenSiteLinks({
      feedback: 'https://feedback.example/',
      community: { formula1: 'https://forum.example/f1' },
    });
  });
  afterAll(() => givenSiteLinks(null));

  it('opens the menu with focus inside; Escape closes it and focus returns', async () => {
    const { user, menuButton } = renderLayout();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // The menu's code loads when it is first opened: until then it is not on the page.
    expect(screen.queryByRole('navigation', { name: 'Site menu', hidden: true })).toBeNull();
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = siteMenu();
    expect(menu).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Ratings Home' })).toHaveFocus();
    for (const name of ['All Races', 'Get Ratings Alerts', 'Support']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('link', { name: /Send Feedback/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await user.keyboard('{Escape}');
    expect(siteMenu()).not.toBeVisible();
    expect(menuButton).toHaveFocus();
  });

  it('navigates from the menu and closes it', async () => {
    const { user, menuButton } = renderLayout();
    await user.click(menuButton);
    await user.click(within(siteMenu()).getByRole('link', { name: 'All Races' }));
    expect(screen.getByRole('heading', { name: 'Explorer page' })).toBeInTheDocument();
    expect(siteMenu()).not.toBeVisible();
  });

  it('closes the menu from its backdrop', async () => {
    const { user, menuButton } = renderLayout();
    await user.click(menuButton);
    await user.click(screen.getByTestId('menu-backdrop'));
    expect(siteMenu()).not.toBeVisible();
  });

  it('offers Formula 1 (selected) and an inert MotoGP marked Coming Soon', async () => {
    const { user, menuButton } = renderLayout();
    await user.click(menuButton);
    const chooser = within(siteMenu()).getByRole('button', { name: /Sport: Formula 1/ });
    await user.click(chooser);
    expect(chooser).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Choose a sport' });
    const f1 = within(list).getByRole('button', { name: /Formula 1/ });
    const moto = within(list).getByRole('button', { name: /MotoGP.*Coming Soon/ });
    expect(f1).toHaveAttribute('aria-pressed', 'true');
    expect(moto).toHaveAttribute('aria-disabled', 'true');
    await user.click(moto);
    expect(moto).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('list', { name: 'Choose a sport' })).toBeInTheDocument();
    await user.click(f1);
    expect(screen.queryByRole('list', { name: 'Choose a sport' })).not.toBeInTheDocument();
  });

  it('closes the sport menu when the livery picker opens, and tracks the source', async () => {
    const { user, menuButton } = renderLayout();
    await user.click(menuButton);
    await user.click(within(siteMenu()).getByRole('button', { name: /Sport:/ }));
    await user.click(within(siteMenu()).getByRole('button', { name: 'Select Your Livery' }));
    expect(screen.getByRole('dialog', { name: 'SELECT YOUR LIVERY' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Choose a sport', hidden: true })).toBeNull();
    expect(track).toHaveBeenCalledWith('theme_menu_open', { source: 'menu' });
    // Escape closes only the picker; the menu under it stays for the next choice.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(siteMenu()).toBeVisible();
    expect(within(siteMenu()).getByRole('button', { name: 'Select Your Livery' })).toHaveFocus();
  });

  it('closes the menu after a livery is picked from it, focus back on the menu button', async () => {
    const { user, menuButton } = renderLayout();
    await user.click(menuButton);
    await user.click(within(siteMenu()).getByRole('button', { name: 'Select Your Livery' }));
    await user.click(screen.getByRole('button', { name: 'Papaya' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(siteMenu()).not.toBeVisible();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('closes the livery picker when the sport menu opens', async () => {
    const { user, menuButton } = renderLayout();
    await user.click(menuButton);
    await user.click(within(siteMenu()).getByRole('button', { name: 'Select Your Livery' }));
    // A modal blocks the pointer, so the sport menu can only open by the layout's rule.
    const sport = within(siteMenu()).getByRole('button', { name: /Sport:/, hidden: true });
    act(() => sport.click());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Choose a sport' })).toBeInTheDocument();
  });

  it('opens the livery picker from the header', async () => {
    const { user } = renderLayout();
    await user.click(screen.getByRole('button', { name: 'Choose livery' }));
    expect(screen.getByRole('dialog', { name: 'SELECT YOUR LIVERY' })).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith('theme_menu_open', { source: 'header' });
  });

  it('has a footer with the links and the notice, and the bell in the header', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    for (const name of [
      /Community Forum/,
      'Install the App',
      'Support',
      /Feedback/,
      'Privacy Policy & Terms',
      'How Ratings Stay Fair',
    ]) {
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(footer).getByRole('link', { name: 'How Ratings Stay Fair' })).toHaveAttribute(
      'href',
      '/fair-ratings',
    );
    expect(within(footer).getByRole('button', { name: /Back to top/ })).toBeInTheDocument();
    expect(
      within(footer).getByText(
        'An unofficial community tool, not affiliated with Formula 1 or any of its companies.',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Alerts bell' }),
    ).toBeInTheDocument();
  });

  it('tracks a page_view on every route change', async () => {
    const { user, menuButton } = renderLayout();
    expect(track).toHaveBeenCalledWith('page_view', {
      path: '/',
      route: 'home',
      standalone: false,
    });
    await user.click(menuButton);
    await user.click(within(siteMenu()).getByRole('link', { name: 'All Races' }));
    expect(track).toHaveBeenCalledWith('page_view', {
      path: '/all-races',
      route: 'explorer',
      standalone: false,
    });
    expect(vi.mocked(track).mock.calls.filter(([name]) => name === 'page_view')).toHaveLength(2);
  });

  it('opens another page at its top, and leaves the fan where they are on the same page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    try {
      const { user, menuButton } = renderLayout();
      expect(scrollTo).not.toHaveBeenCalled();
      await user.click(menuButton);
      await user.click(within(siteMenu()).getByRole('link', { name: 'Ratings Home' }));
      expect(scrollTo).not.toHaveBeenCalled();
      await user.click(menuButton);
      await user.click(within(siteMenu()).getByRole('link', { name: 'All Races' }));
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
      expect(scrollTo).toHaveBeenCalledTimes(1);
    } finally {
      scrollTo.mockRestore();
    }
  });

  it('speaks Japanese in the header and footer', () => {
    renderLayout();
    act(() => activateLanguage('ja', japanese));
    expect(screen.getByRole('button', { name: 'メニュー' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'カラーリングを選ぶ' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'アプリをインストール' })).toBeInTheDocument();
    expect(
      within(footer).getByRole('link', { name: /コミュニティフォーラム（新しいタブで開きます）/ }),
    ).toBeInTheDocument();
    expect(within(footer).getByText(/非公式のコミュニティツール/)).toBeInTheDocument();
  });
});
