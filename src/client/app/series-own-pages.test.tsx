import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { en } from '../../../test/client/english';
import { jsonResponse } from '../../../test/client/fetch-stub';
import { preloadShell } from '../../../test/client/on-demand-shell';
import { asServer } from '../../../test/client/server-names';
import { givenSiteLinks } from '../../../test/client/site-links';
import { makeRace } from '../../../test/domain/fixtures';
import type { MessageId } from '../../domain/i18n/messages/catalogue';
import { racePageData } from '../../domain/races/race-page';
import { CALENDAR_FEED_PATH, webcalUrl } from '../../domain/sharing/public-feeds';
import { type KnownRouteKey, sportRoutePath } from '../../domain/site/routes';
import { STORAGE_KEYS } from '../../domain/site/storage-keys';
import { LOADING_MIN_MS } from '../../domain/site/timing-rules';
import { SPORTS, sportHomePath, sportPath } from '../../domain/sports/sports';
import type { Race } from '../../domain/types';
import { forgetCarriedSports } from '../data/carried-sports';
import { NotificationBell } from '../features/alerts/notification-bell';
import type { PushPlatform } from '../features/alerts/push-platform';
import FairRatingsPage from '../features/fair-ratings/fair-ratings-page';
import { NewBanner } from '../features/home/new-banner';
import { resetLoadingGate } from '../features/home/use-loading-gate';
import LegalPage from '../features/legal/legal-page';
import { racePageApiPath } from '../features/race-page/race-page-data';
import SupportPage from '../features/support/support-page';
import { App } from './app';
import { Layout } from './layout';

beforeAll(preloadShell);

vi.mock('../shared/analytics', () => ({ track: vi.fn() }));

// A series' pages, alerts page, install page, footer and calendar stay that series' own
// wherever the fan goes from them (decision 0150): every link from a series' page leads to
// its own copy of the page, and a page whose address names no series (a race's page, the
// site's own pages reached from Formula 1's) shows the series the fan is in.

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);
const upcoming = (overrides: Partial<Race>) => {
  const start = inDays(10);
  return makeRace({
    date: start.toISOString().slice(0, 10),
    startsAt: start.toISOString(),
    ...overrides,
  });
};

const f1Next = upcoming({ id: '2026-f1-next', name: 'Qatar Grand Prix' });
const motoNext = upcoming({
  id: '2026-motogp-next',
  name: 'MotoGP Valencia Grand Prix',
  sport: 'motogp',
});
const motoPast = makeRace({
  id: '2026-motogp-misano',
  name: 'MotoGP San Marino Grand Prix',
  date: '2026-09-13',
  sport: 'motogp',
});

const RACES: Record<string, Race[]> = { '': [f1Next], '?sport=motogp': [motoPast, motoNext] };

function stubApi() {
  const fetch = vi.fn(async (url: string) => {
    if (url === '/api/sports') return jsonResponse(200, { sports: [...SPORTS] });
    for (const races of Object.values(RACES)) {
      const race = races.find((r) => racePageApiPath(r.id) === url);
      if (race)
        return jsonResponse(200, racePageData(race, { races, tallies: {}, now: Date.now() }));
    }
    const [path, query = ''] = url.split(/(?=\?)/);
    const races = RACES[query];
    if (races && path === '/api/races') return jsonResponse(200, races);
    if (races && path === '/api/tallies') return jsonResponse(200, {});
    return jsonResponse(404, { error: 'no', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', asServer(fetch));
  return fetch;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderApp = (path: string) => {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <Where />
    </MemoryRouter>,
  );
  return user;
};

// A lazy chunk imported for the first time is transformed then: slow on a loaded machine.
const LOADED = { timeout: LOADING_MIN_MS + 10_000 };
const where = () => screen.getByTestId('where').textContent;
const footer = () => screen.getByRole('contentinfo');
// The site's header is the page's first banner (a race's page has a header of its own).
const logo = () =>
  within(screen.getAllByRole('banner')[0]!).getByRole('link', { name: /GP Vibes/ });
/** Follows a link to a page that may still be loading its code (it suspends). */
const follow = (link: HTMLElement) =>
  act(async () => {
    fireEvent.click(link);
  });
const footerLink = (label: MessageId) => within(footer()).getByRole('link', { name: en(label) });
const motoGpNotice = /not affiliated with Dorna Sports, MotoGP/;
const installHeading = () =>
  screen.findByRole('heading', { level: 1, name: en('pages.install.title') }, LOADED);

beforeEach(() => {
  resetLoadingGate();
  forgetCarriedSports();
  givenSiteLinks(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  forgetCarriedSports();
});

/** The footer's links to the site's pages, and the page each leads to. */
const FOOTER_LINKS: readonly [MessageId, KnownRouteKey][] = [
  ['common.footer.install', 'install'],
  ['common.footer.support', 'support'],
  ['common.footer.privacy', 'privacy'],
  ['common.footer.fairRatings', 'fairRatings'],
];

describe("a series' footer and menu", () => {
  const renderLayoutAt = (path: string) => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={[path]}>
        <Layout>
          <Routes>
            <Route path="*" element={<h1>page</h1>} />
          </Routes>
        </Layout>
      </MemoryRouter>,
    );
    return user;
  };

  it.each(SPORTS)("%s's home links its own copy of every page in its footer", (sport) => {
    renderLayoutAt(sportHomePath(sport));
    for (const [label, key] of FOOTER_LINKS) {
      expect(within(footer()).getByRole('link', { name: en(label) })).toHaveAttribute(
        'href',
        sportRoutePath(sport, key),
      );
    }
  });

  it.each([
    ['/motogp', '/motogp/install', '/motogp/support'],
    ['/', '/install', '/support'],
  ])('from %s the menu leads to alerts at %s and support at %s', async (path, alerts, support) => {
    const user = renderLayoutAt(path);
    await user.click(screen.getByRole('button', { name: en('common.header.menu') }));
    const menu = screen.getByRole('navigation', { name: en('common.menu.label') });
    expect(within(menu).getByRole('link', { name: en('common.menu.alerts') })).toHaveAttribute(
      'href',
      alerts,
    );
    expect(within(menu).getByRole('link', { name: en('common.menu.support') })).toHaveAttribute(
      'href',
      support,
    );
  });
});

describe("a series' install page", () => {
  it("names MotoGP's next race, offers MotoGP's calendar first, and stays MotoGP's", async () => {
    const fetch = stubApi();
    await act(async () => {
      renderApp('/motogp/install');
    });
    await installHeading();
    expect(
      await screen.findByText(/Next up: Valencia Grand Prix/, undefined, LOADED),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Qatar Grand Prix/)).not.toBeInTheDocument();
    const motogpCalendar = sportPath(CALENDAR_FEED_PATH, 'motogp');
    const add = screen.getByRole('link', {
      name: en('pages.install.calendar.addSport', { sport: 'MotoGP' }),
    });
    expect(add).toHaveAttribute('href', webcalUrl(window.location.origin, motogpCalendar));
    // Its calendar comes first, before every other series'.
    const links = screen.getAllByRole('link', { name: /calendar$/ });
    expect(links[0]).toBe(add);
    // Formula 1's is offered among the others, named.
    expect(
      await screen.findByRole('link', {
        name: en('pages.install.calendar.addSport', { sport: 'Formula 1' }),
      }),
    ).toHaveAttribute('href', webcalUrl(window.location.origin, CALENDAR_FEED_PATH));
    expect(within(footer()).getByText(motoGpNotice)).toBeInTheDocument();
    expect(logo()).toHaveAttribute('href', '/motogp');
    expect(fetch.mock.calls.map(([url]) => url)).not.toContain('/api/races');
  });

  it("walks from MotoGP's home to its install and support pages and back, never leaving MotoGP", async () => {
    stubApi();
    await act(async () => {
      renderApp('/motogp');
    });
    await follow(footerLink('common.footer.install'));
    await waitFor(() => expect(where()).toBe('/motogp/install'), LOADED);
    await installHeading();
    expect(
      await screen.findByText(/Next up: Valencia Grand Prix/, undefined, LOADED),
    ).toBeInTheDocument();
    await follow(footerLink('common.footer.support'));
    await waitFor(() => expect(where()).toBe('/motogp/support'), LOADED);
    expect(within(footer()).getByText(motoGpNotice)).toBeInTheDocument();
    await follow(logo());
    await waitFor(() => expect(where()).toBe('/motogp'), LOADED);
  });

  it("is Formula 1's when reached from Formula 1's home, for a fan who chose MotoGP before", async () => {
    localStorage.setItem(STORAGE_KEYS.sport, 'motogp');
    stubApi();
    await act(async () => {
      renderApp('/');
    });
    await follow(footerLink('common.footer.install'));
    await waitFor(() => expect(where()).toBe('/install'), LOADED);
    await installHeading();
    expect(
      await screen.findByText(/Next up: Qatar Grand Prix/, undefined, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en('pages.install.calendar.add') })).toHaveAttribute(
      'href',
      webcalUrl(window.location.origin),
    );
    expect(within(footer()).getByText(en('common.footer.notice'))).toBeInTheDocument();
  });

  it('is the remembered series when opened from outside the site', async () => {
    localStorage.setItem(STORAGE_KEYS.sport, 'motogp');
    stubApi();
    await act(async () => {
      renderApp('/install');
    });
    await installHeading();
    expect(
      await screen.findByText(/Next up: Valencia Grand Prix/, undefined, LOADED),
    ).toBeInTheDocument();
    expect(within(footer()).getByText(motoGpNotice)).toBeInTheDocument();
  });
});

describe("a race's page", () => {
  it("is its race's series: logo, footer and their links", async () => {
    stubApi();
    await act(async () => {
      renderApp(`/r/${motoPast.id}`);
    });
    await screen.findByRole(
      'heading',
      { level: 1, name: /MotoGP · San Marino Grand Prix/ },
      LOADED,
    );
    await waitFor(() => expect(within(footer()).getByText(motoGpNotice)).toBeInTheDocument());
    expect(logo()).toHaveAttribute('href', '/motogp');
    expect(
      within(footer()).getByRole('link', { name: en('common.footer.install') }),
    ).toHaveAttribute('href', '/motogp/install');
  });
});

describe("links on a series' pages", () => {
  const renderPageAt = (path: string, page: React.ReactNode) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={page} />
        </Routes>
      </MemoryRouter>,
    );

  it("lead the support page's alerts link to the series' install page", () => {
    renderPageAt('/motogp/support', <SupportPage />);
    expect(screen.getByRole('link', { name: en('pages.support.alerts') })).toHaveAttribute(
      'href',
      '/motogp/install',
    );
  });

  it("lead the terms back to the series' home", () => {
    renderPageAt('/indycar/privacy-terms', <LegalPage />);
    const back = screen.getAllByRole('link', { name: /← / });
    expect(back.length).toBeGreaterThan(0);
    for (const link of back) expect(link).toHaveAttribute('href', '/indycar');
  });

  it.each([
    ['/motogp/fair-ratings', '/motogp/privacy-terms', '/motogp', false],
    ['/fair-ratings', '/privacy-terms', '/', true],
  ])(
    'keep %s in its series (terms %s, home %s); the data score only where the series has one',
    (path, privacy, home, dataScore) => {
      renderPageAt(path, <FairRatingsPage />);
      expect(
        screen.getByRole('link', { name: en('pages.fairRatings.tracked.privacyPolicy') }),
      ).toHaveAttribute('href', privacy);
      expect(screen.getByRole('link', { name: en('pages.fairRatings.back') })).toHaveAttribute(
        'href',
        home,
      );
      expect(screen.queryAllByRole('link', { name: en('pages.dataScore.title') }).length > 0).toBe(
        dataScore,
      );
    },
  );

  it("lead the NEW banner to the series' install page", () => {
    renderPageAt(
      '/motogp',
      <NewBanner
        standalone={false}
        settings={{
          updateBanner: true,
          bannerText: () => undefined,
          bannerStandaloneText: () => undefined,
        }}
      />,
    );
    expect(screen.getByRole('link', { name: en('home.banner.text') })).toHaveAttribute(
      'href',
      '/motogp/install',
    );
  });

  it("lead the bell's install steps on iPhone to the series' install page", async () => {
    const iphone: PushPlatform = {
      support: () => 'ios-install',
      permission: () => 'default',
      requestPermission: vi.fn(async () => 'default' as const),
      existingRegistration: async () => undefined,
      readyRegistration: async () => {
        throw new Error('no service worker');
      },
    };
    renderPageAt('/motogp', <NotificationBell platform={iphone} sport="motogp" />);
    await userEvent.click(screen.getByRole('button', { name: en('common.bell.label') }));
    expect(screen.getByRole('link', { name: /Home Screen/ })).toHaveAttribute(
      'href',
      '/motogp/install',
    );
  });
});
