import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { preloadShell } from '../../../test/client/on-demand-shell';
import { givenSiteLinks } from '../../../test/client/site-links';
import { STORAGE_KEYS } from '../../domain/site/storage-keys';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { openRememberedSport } from '../shared/remembered-sport';
import { Layout } from './layout';

beforeAll(preloadShell);

vi.mock('../shared/analytics', () => ({ track: vi.fn() }));

// Each series' pages say which they are and lead back to it; the site remembers the sport
// a fan chose and opens on it (docs/decisions/0122).

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function renderAt(path: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Layout>
        <Routes>
          <Route path="/" element={<h1>Formula 1 home</h1>} />
          <Route path="/motogp" element={<h1>MotoGP home</h1>} />
          <Route path="/indycar" element={<h1>IndyCar home</h1>} />
          <Route path="/support" element={<h1>Support page</h1>} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
        <Where />
      </Layout>
    </MemoryRouter>,
  );
  return user;
}

const logo = () => within(screen.getByRole('banner')).getByRole('link', { name: /GP Vibes/ });
const footer = () => screen.getByRole('contentinfo');

beforeEach(() => {
  localStorage.clear();
  givenSiteLinks({
    feedback: 'https://feedback.example/',
    community: { formula1: 'https://forum.example/f1', motogp: 'https://forum.example/motogp' },
  });
});
afterAll(() => givenSiteLinks(null));

describe("a series' chrome", () => {
  it('names the series in the header and its owners in the footer, with its forum', () => {
    renderAt('/motogp');
    expect(logo()).toHaveAccessibleName('GP Vibes MotoGP');
    expect(logo()).toHaveAttribute('href', '/motogp');
    expect(
      within(footer()).getByText(
        'An unofficial community tool, not affiliated with Dorna Sports, MotoGP or any of their companies.',
      ),
    ).toBeInTheDocument();
    expect(within(footer()).getByRole('link', { name: /Community Forum/ })).toHaveAttribute(
      'href',
      'https://forum.example/motogp',
    );
  });

  it("shows no forum link for a series the operator gave none, and Formula 1's words on its pages", () => {
    renderAt('/indycar');
    expect(within(footer()).queryByRole('link', { name: /Community Forum/ })).toBeNull();
    expect(
      within(footer()).getByText(/not affiliated with IndyCar, Penske Entertainment/),
    ).toBeInTheDocument();
  });

  it('shows no Feedback link where none is set', () => {
    givenSiteLinks(null);
    renderAt('/');
    expect(within(footer()).queryByRole('link', { name: /Feedback/ })).toBeNull();
    expect(within(footer()).queryByRole('link', { name: /Community Forum/ })).toBeNull();
    expect(logo()).toHaveAccessibleName('GP Vibes');
  });
});

describe('the remembered sport', () => {
  it("leads the logo of the site's own pages to the fan's sport", () => {
    localStorage.setItem(STORAGE_KEYS.sport, 'motogp');
    renderAt('/support');
    expect(logo()).toHaveAttribute('href', '/motogp');
  });

  it("returns a sport's 404 to that sport's home", () => {
    renderAt('/motogp/nope');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/motogp');
  });

  it('leads a new fan home to Formula 1', () => {
    renderAt('/support');
    expect(logo()).toHaveAttribute('href', '/');
  });

  it('is remembered when chosen in the menu, Formula 1 included', async () => {
    const user = renderAt('/motogp');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: /Sport: MotoGP/ }));
    await user.click(screen.getByRole('button', { name: /Formula 1/ }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem(STORAGE_KEYS.sport)).toBe('formula1');
  });
});

describe('openRememberedSport (first load)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("opens '/' on the remembered sport's home", () => {
    localStorage.setItem(STORAGE_KEYS.sport, 'motogp');
    window.history.replaceState(null, '', '/?lang=fr');
    openRememberedSport();
    expect(window.location.pathname + window.location.search).toBe('/motogp?lang=fr');
  });

  it("keeps '/' for a new fan and for one who chose Formula 1", () => {
    openRememberedSport();
    expect(window.location.pathname).toBe('/');
    localStorage.setItem(STORAGE_KEYS.sport, 'formula1');
    openRememberedSport();
    expect(window.location.pathname).toBe('/');
  });

  it('keeps any other address as given', () => {
    localStorage.setItem(STORAGE_KEYS.sport, 'motogp');
    window.history.replaceState(null, '', '/all-races');
    openRememberedSport();
    expect(window.location.pathname).toBe('/all-races');
  });
});
