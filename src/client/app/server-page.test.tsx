import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { en } from '../../../test/client/english';
import { jsonResponse } from '../../../test/client/fetch-stub';
import { asServer } from '../../../test/client/server-names';
import { makeRace, makeTally } from '../../../test/domain/fixtures';
import { EXPLORER_SEASONS_DATA_ID } from '../../domain/explorer/explorer-opening';
import type { RacePageData } from '../../domain/races/race-page';
import { racePageApiPath } from '../features/race-page/race-page-data';
import { App } from './app';
import {
  APP_ROOT_ID,
  armHandOverDeadline,
  HAND_OVER_DEADLINE_MS,
  handOverServerPage,
  SERVER_PAGE_ID,
} from './server-page';

vi.mock('../shared/analytics', () => ({ track: vi.fn() }));

// A race page's full load: the server's drawing in #server-page, the app's #root hidden
// until the app has drawn its own page (server-page.ts).

const today = new Date().toISOString().slice(0, 10);
const live = makeRace({ id: 'live-gp', name: 'Qatar Grand Prix', date: today, isCurrent: true });
const livePage: RacePageData = {
  race: live,
  tally: makeTally(live.id, { '4': 6 }),
  seasonRank: null,
  previous: null,
  next: null,
  sameCircuit: [],
};

/** The page as the server sends it: the app's root hidden, the server's page after it. */
function serverDrawnPage(): HTMLElement {
  document.body.innerHTML = '';
  const root = document.createElement('div');
  root.id = APP_ROOT_ID;
  root.hidden = true;
  const drawn = document.createElement('div');
  drawn.id = SERVER_PAGE_ID;
  drawn.textContent = 'Qatar Grand Prix, as the server drew it';
  document.body.append(root, drawn);
  return root;
}

/** The API: the race page answers when `release` is called; the rest answer at once. */
function serve() {
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetched = vi.fn(async (path: string) => {
    if (path === racePageApiPath(live.id)) {
      await answered;
      return jsonResponse(200, livePage);
    }
    if (path === '/api/session') return jsonResponse(201, { token: 'test-token' });
    if (path.startsWith('/api/races')) return jsonResponse(200, [live]);
    if (path.startsWith('/api/tallies')) return jsonResponse(200, {});
    return jsonResponse(404, { error: 'No such race.', code: 'RACE_NOT_FOUND' });
  });
  vi.stubGlobal('fetch', asServer(fetched));
  return { release, fetched };
}

async function openApp(path: string, root: HTMLElement) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>,
      { container: root },
    );
  });
}

const serverPage = () => document.getElementById(SERVER_PAGE_ID);
// A lazy chunk imported for the first time is transformed then: slow on a loaded machine.
const LOADED = { timeout: 15_000 };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('handing the page over from the server to the app', () => {
  it('removes the server page and shows the app, as often as it is asked', () => {
    const root = serverDrawnPage();
    handOverServerPage();
    expect(serverPage()).toBeNull();
    expect(root.hidden).toBe(false);
    handOverServerPage();
    expect(root.hidden).toBe(false);
  });

  it('hands over at the deadline once the app has drawn, and never to an empty app', () => {
    vi.useFakeTimers();
    const root = serverDrawnPage();
    armHandOverDeadline();
    vi.advanceTimersByTime(HAND_OVER_DEADLINE_MS);
    // The app failed before drawing: the server's page is all there is.
    expect(serverPage()).not.toBeNull();

    root.append('Loading…');
    armHandOverDeadline();
    vi.advanceTimersByTime(HAND_OVER_DEADLINE_MS - 1);
    expect(root.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(serverPage()).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('keeps the server page until the race page has its data, then hands over', async () => {
    const root = serverDrawnPage();
    const { release } = serve();
    await openApp(`/r/${live.id}`, root);
    expect(serverPage()).not.toBeNull();
    expect(root.hidden).toBe(true);

    await act(async () => release());
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: `${today.slice(0, 4)} Qatar Grand Prix` },
      LOADED,
    );
    expect(heading).toBeVisible();
    expect(serverPage()).toBeNull();
    expect(root.hidden).toBe(false);
    // The race takes votes: the real form, loaded on its own.
    const voting = screen.getByRole('region', { name: en('racePage.voting.rate') });
    expect(await within(voting).findByRole('button', { name: /^5 stars/ }, LOADED)).toBeVisible();
  });

  it('hands over to the 404 of a race the server does not know', async () => {
    const root = serverDrawnPage();
    serve();
    await openApp('/r/no-such-race', root);
    expect(
      await screen.findByRole('heading', { name: en('common.notFound.title') }, LOADED),
    ).toBeVisible();
    expect(serverPage()).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it("keeps the explorer's opening until the explorer draws, its note from the seasons the page carried", async () => {
    const root = serverDrawnPage();
    // The season list the server drew the page with: an archive season makes the note the archive's.
    const seasons = document.createElement('script');
    seasons.type = 'application/json';
    seasons.id = EXPLORER_SEASONS_DATA_ID;
    seasons.textContent = JSON.stringify({ sport: 'formula1', seasons: [2026, 2025, 1950] });
    document.head.append(seasons);
    const { fetched } = serve();
    await openApp('/all-races', root);
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: en('explorer.title') },
      LOADED,
    );
    expect(heading).toBeVisible();
    expect(serverPage()).toBeNull();
    expect(root.hidden).toBe(false);
    expect(screen.getByText(/older seasons are rated by their results/)).toBeVisible();
    const asked = fetched.mock.calls.map(([path]) => String(path));
    expect(asked.filter((path) => path.startsWith('/api/seasons'))).toEqual([]);
    seasons.remove();
  });

  it('hands over at once on any other page', async () => {
    const root = serverDrawnPage();
    serve();
    await openApp('/no-such-page', root);
    expect(screen.getByRole('heading', { name: en('common.notFound.title') })).toBeVisible();
    expect(serverPage()).toBeNull();
    expect(root.hidden).toBe(false);
  });
});
