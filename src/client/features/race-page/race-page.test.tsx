import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { en } from '../../../../test/client/english';
import { jsonResponse } from '../../../../test/client/fetch-stub';
import { asServer, namedReply } from '../../../../test/client/server-names';
import {
  archiveTally,
  makeRace,
  makeResults,
  makeTally,
  modes,
} from '../../../../test/domain/fixtures';
import { PRODUCT_NAME } from '../../../domain/constants';
import type { Language } from '../../../domain/i18n/languages';
import japanese from '../../../domain/i18n/messages/ja/index';
import { type RacePageData, raceLink } from '../../../domain/races/race-page';
import { RATING_WINDOW_MS } from '../../../domain/races/race-phase';
import { ASSUMED_RACE_LENGTH_MS } from '../../../domain/races/voting-window';
import { writeRaceNames } from '../../../domain/races/written-race-names';
import { MIN_VOTES_CURRENT, MIN_VOTES_PAST } from '../../../domain/voting/unlock';
import { activateLanguage } from '../../i18n/language-store';
import { myRaces } from '../../shared/my-races/my-races-store';
import { formatRaceDayIn } from '../../shared/race-time';
import RacePage from './race-page';
import { RACE_PAGE_DATA_ID, racePageApiPath } from './race-page-data';
import { formatVotingMoment } from './race-page-format';

const NOW = Date.parse('2026-04-10T12:00:00Z');
const START = '2026-03-28T15:00:00Z';

const bahrain = makeRace({
  id: '2026-bahrain-grand-prix',
  name: 'Bahrain Grand Prix',
  date: '2026-03-28',
  startsAt: START,
  round: 1,
  location: 'Sakhir',
  countryFlag: '🇧🇭',
});
const lastYear = makeRace({
  id: '2025-bahrain-grand-prix',
  name: 'Bahrain Grand Prix',
  date: '2025-11-29',
  location: 'Sakhir',
});
const imola = makeRace({
  id: '2026-emilia-romagna-grand-prix',
  name: 'Emilia Romagna Grand Prix',
  date: '2026-04-18',
  round: 2,
});
/** A race of the archive: from before the first live season, long run. */
const hungary = makeRace({
  id: '2021-hungarian-grand-prix',
  name: 'Hungarian Grand Prix',
  date: '2021-08-01',
  location: 'Budapest',
});
const abuDhabi = makeRace({
  id: '2025-abu-dhabi-grand-prix',
  name: 'Abu Dhabi Grand Prix',
  date: '2025-12-13',
});

const SIGNALS = {
  safetyCars: 1,
  virtualSafetyCars: 0,
  redFlags: 0,
  overtakes: 61,
  leadChanges: 2,
  pitStops: 40,
  cars: 20,
  totalLaps: 56,
  rainLaps: 0,
};
const tally = makeTally(
  bahrain.id,
  { '5': 6, '4': 3, '3': 1 },
  {
    viewModes: modes({ 'Full Race': 7, 'Race-in-30': 3 }),
    reasonTagTallies: { overtakes: 6 },
    AI_Rating: true,
    AI_Rating_Value: 4.1,
    AI_Rating_Signals: SIGNALS,
  },
);

function pageOf(race = bahrain, overrides: Partial<RacePageData> = {}): RacePageData {
  return {
    race,
    tally: { ...tally, raceId: race.id },
    seasonRank: { rank: 3, of: 22 },
    previous: raceLink(abuDhabi),
    next: raceLink(imola),
    sameCircuit: [raceLink(lastYear)],
    ...overrides,
  };
}

/** The page as the server embeds it in a page drawn in `language`: its races named in it. */
function embed(data: RacePageData, language: Language = 'en') {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = RACE_PAGE_DATA_ID;
  script.textContent = JSON.stringify(namedReply(data, language));
  document.head.append(script);
}

/** The API at the network boundary: each race page by id, any other a 404. */
function serve(pages: RacePageData[]) {
  const fetch = vi.fn(async (path: string) => {
    const page = pages.find((p) => path === racePageApiPath(p.race.id));
    return page
      ? jsonResponse(200, page)
      : jsonResponse(404, { error: 'No such race.', code: 'RACE_NOT_FOUND' });
  });
  vi.stubGlobal('fetch', asServer(fetch));
  return fetch;
}

const onDrawn = vi.fn();
/** The form as another feature: it tells the page of a stored vote when the page asks it to. */
const voteForm = (race: { name: string }, onVoted?: () => void) => (
  <form aria-label={`Vote on ${race.name}`}>
    {onVoted ? (
      <button type="button" onClick={onVoted}>
        Stored
      </button>
    ) : null}
  </form>
);

function renderPage(raceId = bahrain.id) {
  return render(
    <MemoryRouter initialEntries={[`/r/${raceId}`]}>
      <Routes>
        <Route
          path="/r/:raceId"
          element={
            <RacePage
              renderVoteForm={voteForm}
              notFound={<h1>{en('common.notFound.title')}</h1>}
              onDrawn={onDrawn}
            />
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const verdict = () => screen.getByRole('region', { name: en('racePage.verdict.heading') });
const rankText = en('racePage.rank.value', { rank: 3, total: 22, season: '2026' });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  onDrawn.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.getElementById(RACE_PAGE_DATA_ID)?.remove();
});

describe('a race page', () => {
  it('draws the race the server embedded on its first render, without asking the API', () => {
    const fetch = serve([]);
    embed(pageOf());
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: '2026 Bahrain Grand Prix' }),
    ).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
    expect(onDrawn).toHaveBeenCalled();
    // Spent once drawn: the race opened again later is asked for afresh.
    expect(document.getElementById(RACE_PAGE_DATA_ID)).toBeNull();
    const title = en('racePage.documentTitle', { season: '2026', race: 'Bahrain Grand Prix' });
    expect(document.title).toBe(`${title} · ${PRODUCT_NAME}`);

    expect(screen.getByText('Formula 1')).toBeVisible();
    expect(
      screen.getByText(en('racePage.facts.seasonRound', { season: '2026', round: 1 })),
    ).toBeVisible();
    expect(screen.getByText(formatRaceDayIn('en', bahrain, { weekday: true }))).toBeVisible();
    expect(screen.getByRole('img', { name: 'Bahrain' })).toBeVisible();
    expect(screen.getByText('Sakhir')).toBeVisible();
    expect(
      screen.getByRole('group', {
        name: en('common.myRaces.label', { race: 'Bahrain Grand Prix' }),
      }),
    ).toBeVisible();

    const crowd = within(verdict()).getByRole('region', { name: en('racePage.crowd.heading') });
    expect(within(crowd).getByText('4.5')).toBeVisible();
    expect(within(crowd).getByText(en('common.breakdown.ratings', { count: 10 }))).toBeVisible();
    for (const panel of ['distribution', 'watch', 'factors'] as const)
      expect(
        within(crowd).getByRole('region', { name: en(`racePage.${panel}.heading`) }),
      ).toBeVisible();
    const data = within(verdict()).getByRole('group', { name: en('common.dataVerdict.label') });
    expect(data).toHaveTextContent(en('common.signal.safetyCars', { count: 1 }));
    expect(within(verdict()).getByText(rankText)).toBeVisible();
  });

  it('asks the API for a race the server did not embed', async () => {
    const fetch = serve([pageOf()]);
    embed(pageOf(imola));
    renderPage();
    expect(screen.getByText(en('common.loading'))).toBeVisible();
    expect(onDrawn).not.toHaveBeenCalled();
    expect(
      await screen.findByRole('heading', { level: 1, name: '2026 Bahrain Grand Prix' }),
    ).toBeVisible();
    expect(fetch.mock.calls.map(([path]) => path)).toEqual([racePageApiPath(bahrain.id)]);
    expect(onDrawn).toHaveBeenCalled();
  });

  // The server draws a page in the language its address asks for; one chosen on this device
  // it cannot know (decision 0157): the app reads the page again in the fan's language.
  it('asks the API again for a race embedded in another language than the page', async () => {
    const fetch = serve([pageOf()]);
    embed(pageOf(), 'de');
    renderPage();
    expect(screen.getByText(en('common.loading'))).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 1, name: '2026 Bahrain Grand Prix' }),
    ).toBeVisible();
    expect(fetch.mock.calls.map(([path]) => path)).toEqual([racePageApiPath(bahrain.id)]);
    expect(screen.queryByText(/Großer Preis/)).not.toBeInTheDocument();
  });

  it('reads its races again in a language the fan chooses, the page staying drawn meanwhile', async () => {
    const fetch = serve([pageOf()]);
    embed(pageOf());
    renderPage();
    act(() => activateLanguage('ja', japanese));
    // The Japanese words are in at once; the race's names once the page is read again.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bahrain Grand Prix');
    const name = writeRaceNames(bahrain, 'ja').full;
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
    expect(screen.getByText(writeRaceNames(bahrain, 'ja').place)).toBeVisible();
    expect(fetch.mock.calls.map(([path]) => path)).toEqual([racePageApiPath(bahrain.id)]);
  });

  it('shows the 404 for a race the server does not know', async () => {
    serve([]);
    renderPage('no-such-race');
    expect(await screen.findByRole('heading', { name: en('common.notFound.title') })).toBeVisible();
    expect(onDrawn).toHaveBeenCalled();
  });

  it('says a race could not be loaded, and tries again when asked', async () => {
    vi.stubGlobal('fetch', asServer(vi.fn().mockRejectedValueOnce(new TypeError('offline'))));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(en('racePage.failed'));
    serve([pageOf()]);
    fireEvent.click(screen.getByRole('button', { name: en('racePage.retry') }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '2026 Bahrain Grand Prix' }),
    ).toBeVisible();
  });

  it('links the races before and after it and at the same circuit to their pages', async () => {
    serve([pageOf(), pageOf(imola, { previous: raceLink(bahrain), next: null, sameCircuit: [] })]);
    embed(pageOf());
    renderPage();
    const around = screen.getByRole('navigation', { name: en('racePage.links.label') });
    const previous = within(around).getByRole('link', { name: /2025 Abu Dhabi Grand Prix/ });
    expect(previous).toHaveAttribute('href', `/r/${abuDhabi.id}`);
    expect(previous).toHaveAccessibleName(
      `${en('racePage.links.previous')} 2025 Abu Dhabi Grand Prix`,
    );
    const next = within(around).getByRole('link', { name: /2026 Emilia Romagna Grand Prix/ });
    expect(next).toHaveAttribute('href', `/r/${imola.id}`);
    const circuit = screen.getByRole('region', {
      name: en('racePage.sameCircuit.heading', { location: 'Sakhir' }),
    });
    expect(within(circuit).getByRole('link', { name: '2025 Bahrain Grand Prix' })).toHaveAttribute(
      'href',
      `/r/${lastYear.id}`,
    );

    fireEvent.click(next);
    expect(
      await screen.findByRole('heading', { level: 1, name: '2026 Emilia Romagna Grand Prix' }),
    ).toBeVisible();
  });
});

describe("a race page's verdict and voting", () => {
  it('shows no stars, average, data verdict or rank for a race still to watch', () => {
    myRaces.mark(bahrain.id, 'to-watch');
    embed(pageOf());
    renderPage();
    expect(within(verdict()).getByText(en('common.shield.hidden'))).toBeVisible();
    expect(
      within(verdict()).getByRole('button', { name: en('common.shield.reveal') }),
    ).toBeVisible();
    expect(within(verdict()).queryByText('4.5')).toBeNull();
    expect(
      within(verdict()).queryByRole('region', { name: en('racePage.crowd.heading') }),
    ).toBeNull();
    expect(
      within(verdict()).queryByRole('group', { name: en('common.dataVerdict.label') }),
    ).toBeNull();
    expect(screen.queryByText(rankText)).toBeNull();
    expect(screen.queryByText(/★/)).toBeNull();
  });

  it('shows the vote form while the race takes votes', () => {
    const live = { ...bahrain, isCurrent: true, date: '2026-04-10', startsAt: null };
    embed(pageOf(live, { tally: makeTally(live.id, { '5': 2 }), seasonRank: null }));
    renderPage();
    const voting = screen.getByRole('region', { name: en('racePage.voting.rate') });
    expect(within(voting).getByRole('form', { name: 'Vote on Bahrain Grand Prix' })).toBeVisible();
    // Two votes on a live race: not enough to show a verdict yet.
    expect(
      within(verdict()).getByText(en('racePage.crowd.locked', { needed: MIN_VOTES_CURRENT })),
    ).toBeVisible();
  });

  it('says when voting closed on a past race', () => {
    embed(pageOf());
    renderPage();
    const closesAt = Date.parse(START) + ASSUMED_RACE_LENGTH_MS + RATING_WINDOW_MS;
    const voting = screen.getByRole('region', { name: en('racePage.voting.heading') });
    expect(voting).toHaveTextContent(
      en('racePage.voting.closedOn', { date: formatVotingMoment(closesAt, 'en', false) }),
    );
    expect(within(voting).queryByRole('form')).toBeNull();
  });

  it('shows a race of the archive its form, how it is rated, and its data verdict', () => {
    embed(pageOf(hungary, { tally: archiveTally(hungary.id), seasonRank: null }));
    renderPage(hungary.id);
    const voting = screen.getByRole('region', { name: en('racePage.voting.rate') });
    expect(voting).toHaveTextContent(en('racePage.voting.archive'));
    expect(en('racePage.voting.archive')).toBe(
      "Rated by its results · Rate it if you've watched it",
    );
    expect(
      within(voting).getByRole('form', { name: 'Vote on Hungarian Grand Prix' }),
    ).toBeVisible();
    // Never that votes may come: it takes them now.
    expect(voting).not.toHaveTextContent(en('racePage.voting.notOpen'));
    expect(within(verdict()).getByText(en('racePage.crowd.none'))).toBeVisible();
    expect(
      within(verdict()).getByRole('group', { name: en('common.resultsVerdict.label') }),
    ).toBeVisible();
  });

  it("reads an archive race's tally again once the fan's vote is stored: both verdicts, each named", async () => {
    const { totalVotes, totalStars, starBuckets } = makeTally(hungary.id, { '4': MIN_VOTES_PAST });
    const viewModes = modes({ 'Full Race': MIN_VOTES_PAST });
    const rated = { ...archiveTally(hungary.id), totalVotes, totalStars, starBuckets, viewModes };
    const fetch = serve([pageOf(hungary, { tally: rated, seasonRank: null })]);
    embed(pageOf(hungary, { tally: archiveTally(hungary.id), seasonRank: null }));
    renderPage(hungary.id);
    const crowd = () =>
      within(verdict()).getByRole('region', { name: en('racePage.crowd.heading') });
    expect(within(crowd()).getByText(en('racePage.crowd.none'))).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Stored' }));
    expect(await within(crowd()).findByText('4.0')).toBeVisible();
    // The head count (the star bars say it of their own bar too).
    expect(
      within(crowd()).getByText(en('common.breakdown.ratings', { count: MIN_VOTES_PAST }), {
        selector: 'p',
      }),
    ).toBeVisible();
    expect(
      within(verdict()).getByRole('group', { name: en('common.resultsVerdict.label') }),
    ).toBeVisible();
    expect(fetch.mock.calls.map(([path]) => path)).toEqual([racePageApiPath(hungary.id)]);
  });

  it('gives the race being rated no such re-read: the live feed carries its tally', () => {
    const live = { ...bahrain, isCurrent: true, date: '2026-04-10', startsAt: null };
    embed(pageOf(live, { tally: makeTally(live.id, { '5': 2 }), seasonRank: null }));
    renderPage();
    const voting = screen.getByRole('region', { name: en('racePage.voting.rate') });
    expect(voting).not.toHaveTextContent(en('racePage.voting.archive'));
    expect(within(voting).queryByRole('button', { name: 'Stored' })).toBeNull();
  });

  it('says when voting opens on an upcoming race, and that a cancelled one takes none', () => {
    const upcoming = { ...imola, startsAt: '2026-04-18T13:00:00Z' };
    const opensAt = Date.parse('2026-04-18T13:00:00Z') + ASSUMED_RACE_LENGTH_MS;
    embed(pageOf(upcoming, { tally: makeTally(imola.id), seasonRank: null }));
    const { unmount } = renderPage(imola.id);
    expect(screen.getByRole('region', { name: en('racePage.voting.heading') })).toHaveTextContent(
      en('racePage.voting.opensOn', { date: formatVotingMoment(opensAt, 'en', true) }),
    );
    expect(within(verdict()).getByText(en('racePage.crowd.notRun'))).toBeVisible();
    unmount();

    embed(
      pageOf({ ...bahrain, cancelled: true }, { tally: makeTally(bahrain.id), seasonRank: null }),
    );
    renderPage();
    expect(screen.getByRole('region', { name: en('racePage.voting.heading') })).toHaveTextContent(
      en('racePage.voting.cancelled'),
    );
    expect(screen.queryByRole('region', { name: en('racePage.verdict.heading') })).toBeNull();
    expect(screen.queryByRole('button', { name: en('common.myRaces.watched') })).toBeNull();
  });

  it("names an archive race's data verdict after its results", () => {
    embed(
      pageOf(bahrain, {
        tally: { ...tally, AI_Rating_Signals: null, AI_Rating_Results: makeResults() },
      }),
    );
    renderPage();
    expect(
      within(verdict()).getByRole('group', { name: en('common.resultsVerdict.label') }),
    ).toHaveTextContent(
      en('common.resultsVerdict.retirementsWithCollisions', { count: 9, collisions: 3 }),
    );
    expect(
      within(verdict()).queryByRole('group', { name: en('common.dataVerdict.label') }),
    ).toBeNull();
  });

  it('reveals the verdict when the fan asks', () => {
    myRaces.mark(bahrain.id, 'to-watch');
    embed(pageOf());
    renderPage();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: en('common.shield.reveal') }));
    });
    expect(within(verdict()).getByText(rankText)).toBeVisible();
  });
});
