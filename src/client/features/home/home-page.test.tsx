import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { races, tallies, vegas } from '../../../../test/client/home-season';
import { LOADING_MIN_MS } from '../../../domain/constants';
import { cardAnchor } from '../../../domain/races/race-names';
import { LOADING_PHRASES } from '../../../domain/site/copy';
import type { RaceDataState } from '../../data/race-data';
import { HomePage } from './home-page';
import { NewBanner } from './new-banner';
import { ShareLanding } from './share-landing';
import { resetLoadingGate } from './use-loading-gate';

const data: { current: RaceDataState } = {
  current: {
    races: [],
    tallies: {},
    racesLoaded: false,
    talliesLoaded: false,
    error: null,
    tallyVersion: 0,
  },
};
vi.mock('../../data/race-data', () => ({
  useRaceData: () => ({ ...data.current, dispatch: () => {} }),
}));

function setData(next: Partial<RaceDataState>) {
  data.current = { ...data.current, ...next };
}
const LOADED = { races, tallies, racesLoaded: true, talliesLoaded: true };

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.hash}`}</div>;
}

function renderAt(url: string) {
  const tree = () => (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/r/:raceId" element={<ShareLanding />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>
  );
  const view = render(tree());
  return { ...view, refresh: () => view.rerender(tree()) };
}

beforeEach(() => {
  vi.useFakeTimers();
  resetLoadingGate();
  setData({ races: [], tallies: {}, racesLoaded: false, talliesLoaded: false });
});
afterEach(() => vi.useRealTimers());

describe('HomePage', () => {
  it(`shows a loading phrase until races, tallies and ${LOADING_MIN_MS} ms are all done`, () => {
    const { refresh } = renderAt('/');
    const status = screen.getByRole('status');
    expect(LOADING_PHRASES).toContain(status.textContent);
    expect(document.title).toBe('Spoiler-free F1 race ratings | GP Vibes');

    setData({ races, racesLoaded: true });
    refresh();
    act(() => vi.advanceTimersByTime(LOADING_MIN_MS));
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();

    setData({ tallies, talliesLoaded: true });
    refresh();
    expect(screen.getByRole('heading', { name: 'NOW RATING' })).toBeInTheDocument();
  });

  it('keeps the loading screen for the minimum even when the data is instant', () => {
    setData(LOADED);
    renderAt('/');
    act(() => vi.advanceTimersByTime(LOADING_MIN_MS - 1));
    expect(screen.queryByRole('heading', { name: 'NOW RATING' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'NOW RATING' })).toBeInTheDocument();
  });

  it("opens a shared link at the race's card", () => {
    setData(LOADED);
    renderAt(`/r/${vegas.id}`);
    expect(screen.getByTestId('location').textContent).toBe(`/#${cardAnchor(vegas)}`);
  });

  it('sends a shared link to an unknown race home', () => {
    setData(LOADED);
    renderAt('/r/no-such-race');
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});

describe('NewBanner', () => {
  const settings = {
    updateBanner: true,
    bannerText: 'NEW: alerts',
    bannerStandaloneText: 'NEW: alerts in the app',
  };
  const renderBanner = (props: Parameters<typeof NewBanner>[0]) =>
    render(
      <MemoryRouter>
        <NewBanner {...props} />
      </MemoryRouter>,
    );

  it('links to the install page', () => {
    renderBanner({ settings, standalone: false });
    expect(screen.getByRole('link', { name: 'NEW: alerts' })).toHaveAttribute('href', '/install');
  });

  it("offers 'get notified' in the installed app", () => {
    renderBanner({ settings, standalone: true });
    expect(screen.getByText('NEW: alerts in the app')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'get notified' })).toHaveAttribute('href', '/install');
  });

  it('is absent when the build turns it off', () => {
    const { container } = renderBanner({ settings: { ...settings, updateBanner: false } });
    expect(container).toBeEmptyDOMElement();
  });
});
