import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { jsonResponse } from '../../../test/client/fetch-stub';
import { brazil, NOW, races, tallies, vegas } from '../../../test/client/home-season';
import {
  ANDROID_UA,
  DESKTOP_UA,
  fireInstallPrompt,
  IPHONE_UA,
  setUserAgent,
} from '../../../test/client/install-prompt';
import { preloadShell } from '../../../test/client/on-demand-shell';
import { asServer } from '../../../test/client/server-names';
import { PRODUCT_NAME } from '../../domain/constants';
import { LANGUAGES, type Language } from '../../domain/i18n/languages';
import type { Catalogue } from '../../domain/i18n/messages/catalogue';
import { createTranslate } from '../../domain/i18n/translate';
import { racePageData } from '../../domain/races/race-page';
import { writeRaceNames } from '../../domain/races/written-race-names';
import {
  INSTALL_PROMPT_DELAY_MS,
  INSTALL_PROMPT_MIN_SESSIONS,
} from '../../domain/site/install-prompt';
import { ROUTE_PATHS } from '../../domain/site/routes';
import { STORAGE_KEYS } from '../../domain/site/storage-keys';
import type { Race, TallyMap } from '../../domain/types';
import { watchModeMessage } from '../../domain/voting/vocabulary-messages';
import {
  AUTH_NETWORK,
  genericVoteErrorNotice,
  serverErrorNotice,
  UNPARSEABLE_OK,
  unreachableNotice,
  VOTE_NETWORK,
  VOTE_SUCCESS,
  VOTE_UPDATED,
  voteNoticeText,
} from '../../domain/voting/vote-errors';
import { BELL_MESSAGES, bellNoteText } from '../features/alerts/bell-messages';
import { resetInstallCaptureForTests } from '../features/install/install-prompt-store';
import { racePageApiPath } from '../features/race-page/race-page-data';
import { starButtonName } from '../features/vote-form/star-step';
import { startLanguage } from '../i18n/choose-language';
import { activeLanguage, activeTranslate } from '../i18n/language-store';
import { loadMessages } from '../i18n/load-catalogue';
import { myRaces } from '../shared/my-races/my-races-store';
import { App } from './app';

beforeAll(preloadShell);

// Every page, in every language, in the states only some fans see, rendered with only the
// words production loads for that page (the real startLanguage and route loading, never a
// preloaded whole catalogue), fails on any text that looks like a message id. The static
// check (src/message-namespaces.test.ts) says which words a file may use where; this walk
// proves what a fan actually reads (docs/decisions/0119).

/** Text shaped like a message id: `pages.install.ios.add`. */
const ID_LIKE = /\b[a-z][\w-]*(?:\.[\w-]+){2,}\b/g;
/** Attributes a fan hears or sees besides the text. */
const READ_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext'];

function idLikeTexts(): string[] {
  const found: string[] = [];
  const look = (text: string | null | undefined) => {
    for (const match of text?.match(ID_LIKE) ?? []) found.push(match);
  };
  look(document.title);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) look(node.nodeValue);
  for (const element of document.body.querySelectorAll('*'))
    for (const name of READ_ATTRIBUTES) look(element.getAttribute(name));
  return found;
}

/** Fails naming the page and state, and every id-like text on it. */
function expectNoIds(where: string) {
  expect({ where, ids: idLikeTexts() }).toEqual({ where, ids: [] });
}

/** Races' own pages: one taking votes (the form, its verdict still locked), one rated. */
const RACE_PAGES = [vegas, brazil];

/** The routes a fan can open, with the states a link can put them in. */
const PAGES = [
  ...Object.values(ROUTE_PATHS),
  ...RACE_PAGES.map((race) => `/r/${race.id}`),
  `${ROUTE_PATHS.explorer}?vibes=Meh`,
  '/no-such-page',
];

/**
 * On a race's own page, waits for the race itself (not the 404, nor the page before it,
 * which a navigation keeps on screen while the next one loads), so its words are read.
 */
async function raceDrawn(path: string) {
  const race = RACE_PAGES.find((r) => path === `/r/${r.id}`);
  if (!race) return;
  // Named as the page's language names it.
  const name = writeRaceNames(race, activeLanguage()).full;
  const heading = await screen.findByRole(
    'heading',
    { level: 1, name: (text) => text.includes(name) },
    { timeout: 5_000 },
  );
  expect(heading).toBeVisible();
}

/** Past races only and none of them rated: every list's empty text, and nothing ahead. */
const betweenSeasons = races.filter((r) => r.date < vegas.date);

/** A walk renders many pages; on a busy machine it needs more than the default 5 s. */
const WALK_TIMEOUT_MS = 30_000;

let navigate: (path: string) => void = () => {};
function NavigationProbe() {
  navigate = useNavigate();
  return null;
}

/**
 * The server at the network boundary: the season, each race's own page as the server makes
 * it, and a vote answer to choose.
 */
function serve(
  data: { races: Race[]; tallies: TallyMap } | 'pending',
  vote: () => Response = () => jsonResponse(200, {}),
) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    if (data === 'pending') return new Promise<Response>(() => {});
    if (path === '/api/races') return jsonResponse(200, data.races);
    if (path === '/api/tallies') return jsonResponse(200, data.tallies);
    if (path === '/api/session') return jsonResponse(201, { token: 'test-token' });
    if (path === '/api/votes') return vote();
    const race = data.races.find((r) => racePageApiPath(r.id) === path);
    if (race) return jsonResponse(200, racePageData(race, { ...data, now: NOW }));
    return jsonResponse(404, { error: 'Not found' });
  });
  vi.stubGlobal('fetch', asServer(fetch));
}

/** Opens `path` as a fresh page load would: its words first, then the first render. */
async function openPage(language: Language, path: string) {
  cleanup();
  await startLanguage(language, new URL(path, 'http://localhost').pathname);
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <App />
        <NavigationProbe />
      </MemoryRouter>,
    );
  });
  await settled();
}

/** A text on the page as written: French puts a no-break space before `:` and `!`. */
const shown = (text: string) => screen.getByText(text, { normalizer: (raw) => raw });

/** The bell, as a fan finds it: by its name in the page's language. */
const bellButton = () =>
  screen.getByRole('button', { name: activeTranslate()('common.bell.label') });

/** Waits out route words still loading and the home page's loading screen. */
async function settled() {
  await waitFor(
    () => {
      expect(document.querySelector('.page-loading')).toBeNull();
      expect(document.querySelector('.home-loading')).toBeNull();
    },
    { timeout: 5_000 },
  );
}

function standaloneDisplay(on: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: on && query === '(display-mode: standalone)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  // The season's live race is open for votes at this instant; timers stay real.
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  standaloneDisplay(false);
  setUserAgent(DESKTOP_UA);
  sessionStorage.clear();
  resetInstallCaptureForTests();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetInstallCaptureForTests();
  setUserAgent(DESKTOP_UA);
});

describe.each(LANGUAGES)('every page in %s', (language) => {
  it(
    'opens every page with only its own words, and walks on to every other',
    async () => {
      serve({ races, tallies });
      for (const path of PAGES) {
        await openPage(language, path);
        expect(document.documentElement.lang).toBe(language);
        await raceDrawn(path);
        expectNoIds(`${path}, opened`);
      }
      // Opened at the 404, which loads no route's words: each route loads its own on the way.
      await openPage(language, '/no-such-page');
      for (const path of PAGES) {
        await act(async () => navigate(path));
        await settled();
        await raceDrawn(path);
        expectNoIds(`${path}, reached from another page`);
      }
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "shows the home page's loading screen, empty lists and between-seasons copy",
    async () => {
      serve('pending');
      await act(async () => {
        cleanup();
        await startLanguage(language, ROUTE_PATHS.home);
        render(
          <MemoryRouter>
            <App />
          </MemoryRouter>,
        );
      });
      expect(document.querySelector('.home-loading')).not.toBeNull();
      expectNoIds('the loading screen');

      serve({ races: betweenSeasons, tallies: {} });
      await openPage(language, ROUTE_PATHS.home);
      const t = activeTranslate();
      expect(screen.getByRole('link', { name: t('home.calendarSubscribe') })).toBeVisible();
      expectNoIds('the home page between seasons, nothing rated');
      await openPage(language, ROUTE_PATHS.explorer);
      expectNoIds('the explorer with nothing rated');
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "shows a fan's marks and spoiler shield on the home page and the explorer",
    async () => {
      // Every race shielded, its best way to watch allowed: each shield word is on show.
      for (const race of races) myRaces.mark(race.id, 'to-watch');
      myRaces.update({ shield: 'unwatched', showWayToWatch: true });
      serve({ races, tallies });
      for (const path of [ROUTE_PATHS.home, ROUTE_PATHS.explorer]) {
        await openPage(language, path);
        const t = activeTranslate();
        expect(
          screen.getAllByRole('button', { name: t('common.shield.reveal') }).length,
        ).toBeGreaterThan(0);
        expect(
          screen.getAllByRole('button', { name: t('common.myRaces.toWatch') }).length,
        ).toBeGreaterThan(0);
        expectNoIds(`${path} with every race shielded`);
      }
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'shows the installed app its own banner and titles',
    async () => {
      standaloneDisplay(true);
      serve({ races, tallies });
      await openPage(language, ROUTE_PATHS.home);
      const t = activeTranslate();
      const banner = screen.getByRole('complementary', { name: t('home.banner.label') });
      expect(
        within(banner).getByRole('link', { name: t('home.banner.getNotified') }),
      ).toBeVisible();
      expectNoIds('the home page in the installed app');
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'offers the app to a returning iPhone and Android visitor on every page',
    async () => {
      serve({ races, tallies });
      for (const ua of [IPHONE_UA, ANDROID_UA]) {
        sessionStorage.clear();
        resetInstallCaptureForTests();
        localStorage.setItem(STORAGE_KEYS.sessionCount, String(INSTALL_PROMPT_MIN_SESSIONS - 1));
        setUserAgent(ua);
        // The offer waits INSTALL_PROMPT_DELAY_MS into the visit; Testing Library advances
        // Vitest's fake timers only through a `jest` global.
        vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
        vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
        // The 404 loads no route's words: what shows there shows on every page.
        await openPage(language, '/no-such-page');
        if (ua === ANDROID_UA) act(() => void fireInstallPrompt('dismissed'));
        // Awaited: the offer's panel waits for its words as it first renders.
        await act(async () => vi.advanceTimersByTime(INSTALL_PROMPT_DELAY_MS));
        vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
        // The offer's words come with it, once it is due.
        const offer = await screen.findByRole('complementary');
        const label = activeTranslate()('common.installOffer.label', { product: PRODUCT_NAME });
        expect(offer).toHaveAccessibleName(label);
        expect(offer).toBeVisible();
        expectNoIds(`the install offer on ${ua === IPHONE_UA ? 'iPhone' : 'Android'}`);
      }
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'tells a fan offline, and answers the bell where alerts cannot work',
    async () => {
      serve({ races, tallies });
      setUserAgent(IPHONE_UA);
      await openPage(language, '/no-such-page');
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      try {
        act(() => void window.dispatchEvent(new Event('offline')));
        expect(shown(activeTranslate()('common.offline.offline'))).toBeVisible();
        expectNoIds('the offline notice');
      } finally {
        Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
      }
      for (const ua of [IPHONE_UA, DESKTOP_UA]) {
        setUserAgent(ua);
        await openPage(language, '/no-such-page');
        fireEvent.click(bellButton());
        await waitFor(() =>
          expect(document.querySelector('.notification-bell__note')?.textContent).not.toBe(''),
        );
        expectNoIds(`the bell's note on ${ua === IPHONE_UA ? 'iPhone' : 'a desktop browser'}`);
      }
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "answers the alert permission prompt's refusal and dismissal",
    async () => {
      serve({ races, tallies });
      // A browser that can push: the bell asks for permission, and the fan answers.
      const worker = {
        getRegistration: async () => undefined,
        register: () => new Promise(() => {}),
        ready: new Promise(() => {}),
        addEventListener: () => {},
        removeEventListener: () => {},
      };
      Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
      vi.stubGlobal('PushManager', class {});
      try {
        for (const answer of ['denied', 'default'] as const) {
          vi.stubGlobal('Notification', {
            permission: 'default',
            requestPermission: async () => answer,
          });
          await openPage(language, '/no-such-page');
          fireEvent.click(bellButton());
          await waitFor(() =>
            expect(document.querySelector('.notification-bell__note')?.textContent).not.toBe(''),
          );
          const note = answer === 'denied' ? BELL_MESSAGES.denied : BELL_MESSAGES.dismissed;
          expect(document.querySelector('.notification-bell__note')?.textContent).toContain(
            bellNoteText(note, activeTranslate()),
          );
          expectNoIds(`the bell after the permission prompt was answered '${answer}'`);
        }
      } finally {
        Reflect.deleteProperty(navigator, 'serviceWorker');
      }
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'copies a race link where the browser cannot share it',
    async () => {
      serve({ races, tallies });
      // jsdom has no navigator.share, as a desktop browser: the link is copied instead.
      expect('share' in navigator).toBe(false);
      const writeText = vi.fn(async () => {});
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
      try {
        await openPage(language, ROUTE_PATHS.home);
        await act(async () => {
          const race = writeRaceNames(brazil, activeLanguage()).full;
          const name = activeTranslate()('home.card.share', { race });
          fireEvent.click(screen.getAllByRole('button', { name })[0]!);
        });
        expect(writeText).toHaveBeenCalled();
        expect(shown(activeTranslate()('home.card.linkCopied'))).toBeVisible();
        expectNoIds('the link-copied note');
      } finally {
        Reflect.deleteProperty(navigator, 'clipboard');
      }
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "shows the vote form's answers under the form",
    async () => {
      serve({ races, tallies }, () =>
        jsonResponse(403, { error: 'Voting is closed for this race.', code: 'VOTING_CLOSED' }),
      );
      await openPage(language, ROUTE_PATHS.home);
      const t = activeTranslate();
      const form = () => document.querySelector<HTMLElement>('.vote-form')!;
      fireEvent.click(within(form()).getByRole('button', { name: starButtonName(t, 2) }));
      // The form's code takes over from its first step, then moves on after the advance delay.
      const fullRace = await waitFor(
        () => within(form()).getByRole('button', { name: t(watchModeMessage('Full Race')) }),
        { timeout: 5_000 },
      );
      fireEvent.click(fullRace);
      // As written: French puts a no-break space before its colon. The form's answers came
      // with its code (the words are not there before).
      expect(t('vote.error.server', { text: '' })).toBe('vote.error.server');
      const refused = activeTranslate()('vote.error.server', { text: '' }).trim();
      await waitFor(() => expect(form().textContent).toContain(refused));
      expectNoIds('a vote the server refused');
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'formats every vote answer and bell note with the words their features load',
    async () => {
      // The states a component test cannot easily reach: each comes from one list, said with
      // the words every page has and those the vote form and the bell load on first use.
      const catalogue = (await loadMessages(language, ['voteForm', 'bellNotes'])) as Catalogue;
      const t = createTranslate(language, catalogue);
      const notices = [
        VOTE_SUCCESS,
        VOTE_UPDATED,
        UNPARSEABLE_OK,
        AUTH_NETWORK,
        VOTE_NETWORK,
        serverErrorNotice('Voting is closed for this race.', 'VOTING_CLOSED', 403),
        serverErrorNotice(null, undefined, 500),
        unreachableNotice(502),
        genericVoteErrorNotice('boom'),
      ];
      const texts = [
        ...notices.map((notice) => voteNoticeText(notice, t, language)),
        ...Object.values(BELL_MESSAGES).map((note) => bellNoteText(note, t)),
      ];
      expect(texts.flatMap((text) => text.match(ID_LIKE) ?? [])).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});

describe('the walk', () => {
  it('sees a message id where a page shows one', () => {
    render(<p>then pages.install.ios.addToHomeScreen, then Add.</p>);
    expect(idLikeTexts()).toEqual(['pages.install.ios.addToHomeScreen']);
    cleanup();
    render(<button type="button" aria-label="common.bell.label" />);
    expect(idLikeTexts()).toEqual(['common.bell.label']);
  });
});
