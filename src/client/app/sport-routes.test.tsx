import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { jsonResponse } from '../../../test/client/fetch-stub';
import { asServer } from '../../../test/client/server-names';
import { makeRace, makeTally } from '../../../test/domain/fixtures';
import { racePageData } from '../../domain/races/race-page';
import { LOADING_MIN_MS } from '../../domain/site/timing-rules';
import type { Race, TallyMap } from '../../domain/types';
import { resetLoadingGate } from '../features/home/use-loading-gate';
import { racePageApiPath } from '../features/race-page/race-page-data';
import { myRaces } from '../shared/my-races/my-races-store';
import { App } from './app';

vi.mock('../shared/analytics', () => ({ track: vi.fn() }));

// Each sport its own site within the site (docs/decisions/0122): the address names the
// sport, the page asks the API for that sport's races only; Formula 1's plain reads name none.
const today = new Date().toISOString().slice(0, 10);
const f1Live = makeRace({ id: 'f1-live', name: 'Qatar Grand Prix', date: today, isCurrent: true });
const f1Past = makeRace({ id: 'f1-past', name: 'Italian Grand Prix', date: '2026-09-06' });
const motoLive = makeRace({
  id: '2026-motogp-valencia',
  name: 'MotoGP Valencia Grand Prix',
  date: today,
  isCurrent: true,
  sport: 'motogp',
});
const motoPast = makeRace({
  id: '2026-motogp-misano',
  name: 'MotoGP San Marino Grand Prix',
  date: '2026-09-13',
  sport: 'motogp',
});
const motoSprint = makeRace({
  id: '2026-motogp-misano-sprint',
  name: 'MotoGP San Marino Sprint',
  date: '2026-09-12',
  sport: 'motogp',
  kind: 'sprint',
});

const API: Record<string, { races: Race[]; tallies: TallyMap }> = {
  '': {
    races: [f1Past, f1Live],
    tallies: {
      'f1-past': makeTally('f1-past', { '4': 3 }, { AI_Rating: true, AI_Rating_Value: 4.5 }),
    },
  },
  '?sport=motogp': {
    races: [motoSprint, motoPast, motoLive],
    tallies: {
      // Whatever reaches the page, MotoGP has no data score (Formula 1 only).
      [motoPast.id]: makeTally(motoPast.id, { '5': 2 }, { AI_Rating: true, AI_Rating_Value: 4.5 }),
      [motoSprint.id]: makeTally(motoSprint.id, { '3': 1 }),
    },
  },
};

/** A race's own page, of any sport, as the server makes it from that sport's season. */
function racePageAnswer(path: string): Response | null {
  const data = Object.values(API).find((d) => d.races.some((r) => racePageApiPath(r.id) === path));
  const race = data?.races.find((r) => racePageApiPath(r.id) === path);
  if (!data || !race) return null;
  return jsonResponse(200, racePageData(race, { ...data, now: Date.now() }));
}

function stubApi() {
  const fetch = vi.fn(async (url: string) => {
    const racePage = racePageAnswer(url);
    if (racePage) return racePage;
    const [path, query = ''] = url.split(/(?=\?)/);
    const data = API[query];
    if (!data) return jsonResponse(400, { error: 'unknown sport', code: 'UNKNOWN_SPORT' });
    if (path === '/api/races') return jsonResponse(200, data.races);
    if (path === '/api/tallies') return jsonResponse(200, data.tallies);
    return jsonResponse(404, { error: 'no', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', asServer(fetch));
  return fetch;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

const requested = (fetch: ReturnType<typeof stubApi>) => fetch.mock.calls.map(([url]) => url);
// A lazy chunk imported for the first time is transformed then: slow on a loaded machine.
const LOADED = { timeout: LOADING_MIN_MS + 10_000 };

describe('sport routes', () => {
  beforeEach(() => resetLoadingGate());
  afterEach(() => vi.unstubAllGlobals());

  it("opens MotoGP's home at /motogp with its own races only, titled with the sport", async () => {
    const fetch = stubApi();
    // The home page is a lazy chunk: the page suspends until it is in.
    await act(async () => {
      renderAt('/motogp');
    });
    expect(
      await screen.findByRole('heading', { name: 'Spoiler-free MotoGP race ratings' }, LOADED),
    ).toBeInTheDocument();
    const now = await screen.findByRole('region', { name: 'NOW RATING' }, LOADED);
    // On its series' own page a race is named without the series.
    expect(within(now).getByText('Valencia Grand Prix')).toBeInTheDocument();
    expect(within(now).queryByText(/MotoGP Valencia/)).not.toBeInTheDocument();
    // Its vote form (in the home chunk) fills the race's voting section.
    const voting = within(now).getByRole('region', { name: 'THE VALENCIA GP' });
    expect(
      await within(voting).findByRole('button', { name: /^5 stars/ }, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'SPRINTS' })).toBeInTheDocument();
    expect(screen.getByText('Recent races of the 2026 season')).toBeInTheDocument();
    expect(screen.getAllByText(/San Marino Grand Prix/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Qatar Grand Prix|Italian Grand Prix/)).not.toBeInTheDocument();
    expect(requested(fetch)).toEqual(['/api/races?sport=motogp', '/api/tallies?sport=motogp']);
    expect(document.title).toBe('Spoiler-free MotoGP race ratings | GP Vibes');
    expect(screen.queryAllByText('AI rating')).toHaveLength(0);
  });

  it("keeps Formula 1's home at / with the plain reads, naming no sport", async () => {
    const fetch = stubApi();
    renderAt('/');
    const now = await screen.findByRole('region', { name: 'NOW RATING' }, LOADED);
    expect(within(now).getByText(/Qatar Grand Prix/)).toBeInTheDocument();
    expect(screen.queryByText(/MotoGP/)).not.toBeInTheDocument();
    expect(requested(fetch)).toEqual(['/api/races', '/api/tallies']);
    expect(document.title).toBe('Spoiler-free F1 race ratings | GP Vibes');
    expect(screen.getAllByText('AI rating').length).toBeGreaterThan(0);
  });

  it('lists only MotoGP in its explorer, with no AI rating to sort by', async () => {
    const fetch = stubApi();
    // The explorer is a lazy chunk: the page suspends until it is in.
    await act(async () => {
      renderAt('/motogp/all-races');
    });
    await screen.findByText(/^Showing /, {}, LOADED);
    const table = screen.getByRole('table', { name: 'Rated races' });
    expect(within(table).getByRole('row', { name: /San Marino/ })).toBeInTheDocument();
    expect(within(table).queryByRole('row', { name: /Italian|Qatar/ })).not.toBeInTheDocument();
    // Its own races and tallies, and its own seasons for the season menu (decision 0131).
    await waitFor(() =>
      expect([...requested(fetch)].sort()).toEqual([
        '/api/races?sport=motogp',
        '/api/seasons?sport=motogp',
        '/api/tallies?sport=motogp',
      ]),
    );
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sortBy).queryByRole('option', { name: 'AI rating' })).not.toBeInTheDocument();
    expect(document.title).toBe('MotoGP · Race Explorer | GP Vibes');
  });

  it("lists MotoGP's own races still to watch at /motogp/my-races", async () => {
    const fetch = stubApi();
    myRaces.resetForTests();
    myRaces.update({ since: '2026-09-01' });
    // The My races page is a lazy chunk of its own.
    await act(async () => {
      renderAt('/motogp/my-races');
    });
    await screen.findByRole('heading', { level: 1, name: 'My races' }, LOADED);
    await screen.findAllByText('San Marino Grand Prix', {}, LOADED);
    const list = document.querySelector<HTMLElement>('.to-watch-list')!;
    expect(within(list).getByText('San Marino Grand Prix')).toBeInTheDocument();
    expect(within(list).getByText('San Marino Sprint')).toBeInTheDocument();
    expect(within(list).queryByText(/MotoGP/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Italian Grand Prix|Qatar Grand Prix/)).not.toBeInTheDocument();
    expect(requested(fetch)).toEqual(['/api/races?sport=motogp', '/api/tallies?sport=motogp']);
    expect(document.title).toBe('MotoGP · My races | GP Vibes');
    myRaces.resetForTests();
  });

  it.each(['/motogp/data-score', '/curling'])('%s is the 404 page', async (path) => {
    stubApi();
    renderAt(path);
    expect(await screen.findByRole('heading', { name: /DNF/ }, LOADED)).toBeInTheDocument();
  });
});

describe('a shared link to a race of another sport', () => {
  beforeEach(() => resetLoadingGate());
  afterEach(() => vi.unstubAllGlobals());

  it("opens the race's own page, not that sport's home", async () => {
    const fetch = stubApi();
    // The race page is a lazy chunk: the page suspends until it is in.
    await act(async () => {
      renderAt(`/r/${motoPast.id}`);
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: '2026 MotoGP · San Marino Grand Prix' },
        LOADED,
      ),
    ).toBeInTheDocument();
    expect(requested(fetch)).toContain(racePageApiPath(motoPast.id));
    // No search of every sport's races, and no move to MotoGP's home.
    expect(requested(fetch).filter((url) => url.includes('sport='))).toEqual([]);
    expect(
      screen.queryByRole('heading', { name: 'Spoiler-free MotoGP race ratings' }),
    ).not.toBeInTheDocument();
  });
});
