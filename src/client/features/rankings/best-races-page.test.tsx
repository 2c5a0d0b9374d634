import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { en } from '../../../../test/client/english';
import { jsonResponse } from '../../../../test/client/fetch-stub';
import { asServer } from '../../../../test/client/server-names';
import { archiveTally, makeRace, makeTally } from '../../../../test/domain/fixtures';
import { PRODUCT_NAME } from '../../../domain/constants';
import french from '../../../domain/i18n/messages/fr/index';
import { writeRaceNames } from '../../../domain/races/written-race-names';
import type { RankedRace } from '../../../domain/rankings/race-ranking';
import { HIDDEN_GEM_MIN_SCORE } from '../../../domain/rankings/race-ranking';
import {
  parseRankingQuery,
  RANKING_MAX_PAGE_SIZE,
  RANKING_PAGE_SIZE,
} from '../../../domain/rankings/ranking-query';
import { rankingReply } from '../../../domain/rankings/ranking-reply';
import { sportBestRacesPath } from '../../../domain/site/routes';
import type { Sport } from '../../../domain/sports/sports';
import { activateLanguage } from '../../i18n/language-store';
import { myRaces } from '../../shared/my-races/my-races-store';
import BestRacesPage from './best-races-page';
import { RANKINGS_API_PATH } from './rankings-query';

// The page against the ranking's own reply (the domain's rankingReply, what GET
// /api/rankings answers): the address is the query, the server pages, the shield leaves out
// what the fan still has to watch.

const NOW = Date.parse('2026-11-29T12:00:00Z');
const SEASONS = [1961, 1976, 1984, 1993, 2005, 2012, 2021];

/** A race a ranking holds, its verdict the fans' or the data's. */
function ranked(i: number, sport: Sport = 'formula1'): RankedRace {
  const season = SEASONS[i % SEASONS.length]!;
  const race = makeRace({
    id: `${season}-race-${i}`,
    name: `Race ${i} Grand Prix`,
    date: `${season}-06-${String((i % 27) + 1).padStart(2, '0')}`,
    location: i % 3 === 0 ? 'Monza' : `Circuit ${i}`,
    countryFlag: '🇮🇹',
    sport,
  });
  const fromCrowd = i % 2 === 0;
  const tally = fromCrowd
    ? makeTally(
        race.id,
        { '5': 8, '4': 4 },
        { viewModes: { 'Full Race': 9, 'Race-in-30': 2, 'Highlights Only': 1 } },
      )
    : archiveTally(race.id);
  return {
    race,
    tally,
    verdict: { score: 5 - i / 20, from: fromCrowd ? 'crowd' : 'data' },
    bestWatch: fromCrowd ? 'Full Race' : null,
  };
}

/** Best first, as the server ranks them: 45 Formula 1 races and 3 MotoGP races. */
const RANKING: RankedRace[] = [
  ...Array.from({ length: 45 }, (_, i) => ranked(i)),
  ...[45, 46, 47].map((i) => ranked(i, 'motogp')),
].sort((a, b) => b.verdict.score - a.verdict.score);

const raceName = (entry: RankedRace) =>
  `${entry.race.season} Race ${entry.race.name.split(' ')[1]} GP`;

let requests: URLSearchParams[] = [];

/** The ranking API as the server answers it; `answer` may stand in for it. */
function serveRanking(
  answer?: (query: URLSearchParams) => Response | Promise<Response> | null,
  ranking: readonly RankedRace[] = RANKING,
) {
  requests = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== RANKINGS_API_PATH) throw new Error(`unexpected call to ${url}`);
    requests.push(url.searchParams);
    const stood = answer?.(url.searchParams);
    if (stood) return stood;
    const read = parseRankingQuery(Object.fromEntries(url.searchParams), NOW);
    if ('problem' in read) return jsonResponse(400, { error: read.problem, code: 'INVALID' });
    return jsonResponse(200, rankingReply(ranking, read.query));
  });
  vi.stubGlobal('fetch', asServer(fetch));
  return fetch;
}

let location = '';
function LocationProbe() {
  const { pathname, search } = useLocation();
  location = `${pathname}${search}`;
  return null;
}

function renderPage(path = '/best-races') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/best-races" element={<BestRacesPage />} />
        <Route path={sportBestRacesPath('motogp')} element={<BestRacesPage />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
  return user;
}

const list = () => screen.findByRole('list', { name: /./ }, { timeout: 5_000 });
/** The ranked rows shown, each as its rank and its race's link text. */
async function rows(): Promise<string[]> {
  const items = within(await list()).getAllByRole('listitem');
  return items.map(
    (item) =>
      `${item.firstChild?.textContent} ${within(item).getAllByRole('link')[0]!.textContent}`,
  );
}
const lastRequest = () => Object.fromEntries(requests.at(-1) ?? []);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the best races of all time', () => {
  it('ranks a page of every series with each race named with its year, its series, place and verdict', async () => {
    serveRanking();
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: en('rankings.title') }),
    ).toBeVisible();
    const shown = await rows();
    expect(shown).toHaveLength(RANKING_PAGE_SIZE);
    expect(shown.slice(0, 2)).toEqual([`1 ${raceName(RANKING[0]!)}`, `2 ${raceName(RANKING[1]!)}`]);
    // Every series, the server's default page: nothing asked beyond the page.
    expect(lastRequest()).toEqual({});
    expect(document.title).toBe(`${en('rankings.title')} | ${PRODUCT_NAME}`);
    expect(screen.getByText(en('rankings.count', { count: RANKING.length }))).toBeVisible();

    const first = within(await list()).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('link', { name: raceName(RANKING[0]!) })).toHaveAttribute(
      'href',
      `/r/${RANKING[0]!.race.id}`,
    );
    expect(first).toHaveTextContent('Monza');
    expect(first).toHaveTextContent('Formula 1');
    expect(within(first).getByRole('img', { name: 'Italy' })).toBeVisible();
  });

  it("labels each verdict the fans' or the data's, in the words the race page uses", async () => {
    serveRanking();
    renderPage();
    const [crowdRow, dataRow] = within(await list()).getAllByRole('listitem');
    // The best race is rated by fans (12 of them, 4.6); the next only by its results.
    expect(crowdRow).toHaveTextContent(en('rankings.verdict.crowd'));
    expect(crowdRow).toHaveTextContent(en('common.breakdown.ratings', { count: 12 }));
    expect(crowdRow).toHaveTextContent('5.0');
    expect(crowdRow).toHaveTextContent(en('vote.ratingLabel.cinema'));
    expect(crowdRow).not.toHaveTextContent(en('common.ai.rating'));
    expect(dataRow).toHaveTextContent(en('common.resultsVerdict.label'));
    expect(dataRow).toHaveTextContent(en('common.ai.rating'));
    expect(dataRow).not.toHaveTextContent(en('rankings.verdict.crowd'));
  });

  it.each([
    ['Series', 'MotoGP', { sport: 'motogp' }, 'sport=motogp'],
    ['Decade', '1980s', { decade: '1980' }, 'decade=1980'],
    ['Circuit', 'Monza', { circuit: 'Monza' }, 'circuit=Monza'],
    ['Best way to watch', 'FULL RACE', { way: 'Full Race' }, 'way=Full+Race'],
    ['Vibe factor', 'Rivalries', { factor: 'rivalries' }, 'factor=rivalries'],
  ])(
    'the %s filter asks the ranking for it and puts it in the address',
    async (label, option, asked, query) => {
      serveRanking();
      const user = renderPage('/best-races?page=2');
      await list();
      await user.selectOptions(screen.getByRole('combobox', { name: label }), option);
      // The list starts again on its first page.
      await waitFor(() => expect(lastRequest()).toEqual(asked));
      expect(location).toBe(`/best-races?${query}`);
    },
  );

  it('names the list a decade or a circuit opens, and clears back to all time', async () => {
    serveRanking();
    const user = renderPage('/best-races?decade=1980&circuit=Monza');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: en('rankings.heading.decadeCircuit', { decade: '1980', circuit: 'Monza' }),
      }),
    ).toBeVisible();
    expect(lastRequest()).toEqual({ decade: '1980', circuit: 'Monza' });
    await user.click(screen.getByRole('link', { name: en('rankings.filters.clear') }));
    expect(
      await screen.findByRole('heading', { level: 1, name: en('rankings.title') }),
    ).toBeVisible();
    expect(location).toBe('/best-races');
    expect(screen.queryByRole('link', { name: en('rankings.filters.clear') })).toBeNull();
  });

  it('opens the lists worth opening on their own: the hidden gems and each decade', async () => {
    serveRanking();
    const user = renderPage();
    // The decades come with the ranking.
    await list();
    const lists = screen.getByRole('navigation', { name: en('rankings.lists.label') });
    expect(within(lists).getByRole('link', { name: en('rankings.lists.allTime') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The decades the ranking has races in, oldest first.
    expect(
      within(lists)
        .getAllByRole('link')
        .slice(2)
        .map((link) => link.textContent),
    ).toEqual(
      ['1960s', '1970s', '1980s', '1990s', '2000s', '2010s', '2020s'].map(
        (d) => `Best of the ${d}`,
      ),
    );
    await user.click(within(lists).getByRole('link', { name: en('rankings.lists.hiddenGems') }));
    expect(
      await screen.findByRole('heading', { level: 1, name: en('rankings.heading.hiddenGems') }),
    ).toBeVisible();
    // The rule's bar, said as the rule holds it.
    expect(
      screen.getByText(en('rankings.hiddenGems.hint', { score: HIDDEN_GEM_MIN_SCORE.toFixed(1) })),
    ).toBeVisible();
    expect(lastRequest()).toEqual({ list: 'hidden-gems' });
    expect(location).toBe('/best-races?list=hidden-gems');
  });

  it('pages through the server: next and previous pages are links with their own address', async () => {
    serveRanking();
    const user = renderPage();
    await list();
    const pager = screen.getByRole('navigation', { name: en('rankings.pager.label') });
    expect(pager).toHaveTextContent(en('rankings.pager.pageOf', { page: '1', pages: '3' }));
    expect(within(pager).queryByRole('link', { name: en('rankings.pager.previous') })).toBeNull();
    await user.click(within(pager).getByRole('link', { name: en('rankings.pager.next') }));
    await waitFor(() => expect(lastRequest()).toEqual({ page: '2' }));
    expect(location).toBe('/best-races?page=2');
    await waitFor(async () =>
      expect((await rows())[0]).toBe(
        `${RANKING_PAGE_SIZE + 1} ${raceName(RANKING[RANKING_PAGE_SIZE]!)}`,
      ),
    );
    // The new page starts at its heading.
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: en('rankings.pager.next') }));
    await waitFor(() => expect(lastRequest()).toEqual({ page: '3' }));
    expect(await rows()).toHaveLength(RANKING.length - 2 * RANKING_PAGE_SIZE);
    expect(screen.queryByRole('link', { name: en('rankings.pager.next') })).toBeNull();
    await user.click(screen.getByRole('link', { name: en('rankings.pager.previous') }));
    await waitFor(() => expect(location).toBe('/best-races?page=2'));
  });

  it("opens a series' own page on that series, and every series when asked", async () => {
    serveRanking();
    const user = renderPage('/motogp/best-races');
    expect(await rows()).toHaveLength(3);
    expect(lastRequest()).toEqual({ sport: 'motogp' });
    expect(screen.getByRole('combobox', { name: 'Series' })).toHaveValue('motogp');
    expect(document.title).toBe(`MotoGP · ${en('rankings.title')} | ${PRODUCT_NAME}`);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Series' }),
      en('rankings.filters.allSeries'),
    );
    await waitFor(() => expect(lastRequest()).toEqual({}));
    expect(location).toBe('/motogp/best-races?sport=all');
    expect(await rows()).toHaveLength(RANKING_PAGE_SIZE);
  });

  it.each([
    ['', false, en('rankings.filters.title')],
    ['?decade=1990&way=Full+Race', true, en('rankings.filters.titleActive', { count: 2 })],
  ])('on a phone, with %j, the filters start open: %s, named %j', async (query, open, name) => {
    vi.stubGlobal('matchMedia', (media: string) => ({ matches: !media.includes('min-width') }));
    serveRanking();
    renderPage(`/best-races${query}`);
    await list();
    const summary = screen.getByText(name);
    expect(summary.closest('details')?.open).toBe(open);
  });

  // Names and places come written by the server in the page's language (decision 0157).
  it('names each race and circuit in the page language, as the server wrote them', async () => {
    activateLanguage('fr', french);
    const barcelona = ranked(99);
    barcelona.race = { ...barcelona.race, name: 'Spanish Grand Prix', location: 'Barcelona' };
    serveRanking(undefined, [barcelona, ...RANKING.slice(0, 3)]);
    renderPage();
    const row = within(await list()).getAllByRole('listitem')[0]!;
    expect(row).toHaveTextContent(writeRaceNames(barcelona.race, 'fr').short);
    expect(row).toHaveTextContent('Barcelone');
    const circuit = screen.getByRole('combobox', { name: french['rankings.filters.circuit'] });
    const option = within(circuit).getByRole('option', { name: 'Barcelone' });
    expect(option).toHaveValue('Barcelona');
  });

  it('says no race is found when the filters keep none', async () => {
    serveRanking();
    renderPage('/best-races?sport=motogp&decade=1960');
    expect(await screen.findByText(en('rankings.empty'))).toBeVisible();
    expect(screen.queryByRole('navigation', { name: en('rankings.pager.label') })).toBeNull();
  });

  it('shows a loading phrase, then on a failure says so and tries again', async () => {
    let fail = true;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    serveRanking(() =>
      fail ? held.then(() => jsonResponse(503, { error: 'down', code: 'DOWN' })) : null,
    );
    const user = renderPage();
    const loading = [
      en('rankings.loading.tires'),
      en('rankings.loading.telemetry'),
      en('rankings.loading.engines'),
    ];
    expect(loading).toContain(screen.getByRole('status').textContent);
    await act(async () => release());
    expect(await screen.findByRole('alert')).toHaveTextContent(en('rankings.failed'));
    fail = false;
    await user.click(screen.getByRole('button', { name: en('rankings.retry') }));
    expect(await rows()).toHaveLength(RANKING_PAGE_SIZE);
  });
});

describe('the spoiler shield on the ranking', () => {
  it('leaves a race still to watch out, ranks the rest among themselves and says how many are out', async () => {
    const hidden = RANKING[1]!;
    myRaces.mark(hidden.race.id, 'to-watch');
    myRaces.mark(RANKING[30]!.race.id, 'watched');
    serveRanking();
    renderPage();
    const shown = await rows();
    // No gap where it stood: the third race is second, and the page is still full.
    expect(shown.slice(0, 2)).toEqual([`1 ${raceName(RANKING[0]!)}`, `2 ${raceName(RANKING[2]!)}`]);
    expect(shown).toHaveLength(RANKING_PAGE_SIZE);
    expect(shown.at(-1)).toBe(`${RANKING_PAGE_SIZE} ${raceName(RANKING[RANKING_PAGE_SIZE]!)}`);
    expect(screen.queryByText(raceName(hidden), { exact: false })).toBeNull();
    expect(screen.getByText(en('rankings.shield.leftOut', { count: 1 }))).toBeVisible();
    // The ranking is read from its top in the largest pages, never asked about the race.
    expect(requests.map((query) => Object.fromEntries(query))).toEqual([
      { pageSize: String(RANKING_MAX_PAGE_SIZE) },
    ]);
  });

  it('shows the same page wherever the hidden race ranks', async () => {
    // The race still to watch ranked first, or last: page 2 holds the same races, same ranks.
    const hidden = RANKING[0]!;
    myRaces.mark(hidden.race.id, 'to-watch');
    const pages: string[][] = [];
    for (const ranking of [RANKING, [...RANKING.slice(1), hidden]]) {
      serveRanking(undefined, ranking);
      renderPage('/best-races?page=2');
      pages.push(await rows());
      cleanup();
    }
    expect(pages[0]).toHaveLength(RANKING_PAGE_SIZE);
    expect(pages[1]).toEqual(pages[0]);
    expect(pages[0]![0]).toBe(
      `${RANKING_PAGE_SIZE + 1} ${raceName(RANKING[RANKING_PAGE_SIZE + 1]!)}`,
    );
  });

  it('with every unwatched race shielded, ranks only the races the fan has watched', async () => {
    myRaces.update({ shield: 'unwatched' });
    for (const index of [3, 17, 40]) myRaces.mark(RANKING[index]!.race.id, 'watched');
    serveRanking();
    renderPage();
    expect(await rows()).toEqual([
      `1 ${raceName(RANKING[3]!)}`,
      `2 ${raceName(RANKING[17]!)}`,
      `3 ${raceName(RANKING[40]!)}`,
    ]);
    expect(screen.getByText(en('rankings.shield.leftOutUnwatched'))).toBeVisible();
    // Read to the end: the count is of the races left in.
    expect(screen.getByText(en('rankings.count', { count: 3 }))).toBeVisible();
    expect(screen.queryByRole('navigation', { name: en('rankings.pager.label') })).toBeNull();
  });

  it('with the shield off, shows every race as the server ranks it', async () => {
    myRaces.mark(RANKING[1]!.race.id, 'to-watch');
    myRaces.update({ shield: 'off' });
    serveRanking();
    renderPage();
    expect((await rows())[1]).toBe(`2 ${raceName(RANKING[1]!)}`);
    expect(screen.queryByText(en('rankings.shield.leftOut', { count: 1 }))).toBeNull();
    expect(lastRequest()).toEqual({});
  });
});
