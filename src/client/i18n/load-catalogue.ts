// Each language is split into chunks of its own: the words every page needs (common, and
// vote with the shared vocabulary) load before the first render, a route's own words (home,
// explorer, pages, myRaces, racePage, rankings) load with that route, and the server's texts
// never reach the browser (docs/decisions/0116).
import type { Language } from '../../domain/i18n/languages';
import type { RaceNameWords } from '../../domain/i18n/race-name-words';
import type { RouteNamespace } from '../../domain/site/route-namespaces';

type Messages = Record<string, string>;
type Loader = () => Promise<{ default: Messages }>;

/** The first words of a language carry its race names too (first-load.ts): one chunk. */
const FIRST: Record<Language, () => Promise<{ default: Messages; raceNames: RaceNameWords }>> = {
  en: () => import('../../domain/i18n/messages/en/first-load'),
  es: () => import('../../domain/i18n/messages/es/first-load'),
  'pt-BR': () => import('../../domain/i18n/messages/pt-BR/first-load'),
  fr: () => import('../../domain/i18n/messages/fr/first-load'),
  de: () => import('../../domain/i18n/messages/de/first-load'),
  it: () => import('../../domain/i18n/messages/it/first-load'),
  nl: () => import('../../domain/i18n/messages/nl/first-load'),
  ja: () => import('../../domain/i18n/messages/ja/first-load'),
};

const BY_ROUTE: Record<Language, Record<RouteNamespace, Loader>> = {
  en: {
    home: () => import('../../domain/i18n/messages/en/home.json'),
    explorer: () => import('../../domain/i18n/messages/en/explorer.json'),
    pages: () => import('../../domain/i18n/messages/en/pages.json'),
    myRaces: () => import('../../domain/i18n/messages/en/myRaces.json'),
    racePage: () => import('../../domain/i18n/messages/en/racePage.json'),
    rankings: () => import('../../domain/i18n/messages/en/rankings.json'),
  },
  es: {
    home: () => import('../../domain/i18n/messages/es/home.json'),
    explorer: () => import('../../domain/i18n/messages/es/explorer.json'),
    pages: () => import('../../domain/i18n/messages/es/pages.json'),
    myRaces: () => import('../../domain/i18n/messages/es/myRaces.json'),
    racePage: () => import('../../domain/i18n/messages/es/racePage.json'),
    rankings: () => import('../../domain/i18n/messages/es/rankings.json'),
  },
  'pt-BR': {
    home: () => import('../../domain/i18n/messages/pt-BR/home.json'),
    explorer: () => import('../../domain/i18n/messages/pt-BR/explorer.json'),
    pages: () => import('../../domain/i18n/messages/pt-BR/pages.json'),
    myRaces: () => import('../../domain/i18n/messages/pt-BR/myRaces.json'),
    racePage: () => import('../../domain/i18n/messages/pt-BR/racePage.json'),
    rankings: () => import('../../domain/i18n/messages/pt-BR/rankings.json'),
  },
  fr: {
    home: () => import('../../domain/i18n/messages/fr/home.json'),
    explorer: () => import('../../domain/i18n/messages/fr/explorer.json'),
    pages: () => import('../../domain/i18n/messages/fr/pages.json'),
    myRaces: () => import('../../domain/i18n/messages/fr/myRaces.json'),
    racePage: () => import('../../domain/i18n/messages/fr/racePage.json'),
    rankings: () => import('../../domain/i18n/messages/fr/rankings.json'),
  },
  de: {
    home: () => import('../../domain/i18n/messages/de/home.json'),
    explorer: () => import('../../domain/i18n/messages/de/explorer.json'),
    pages: () => import('../../domain/i18n/messages/de/pages.json'),
    myRaces: () => import('../../domain/i18n/messages/de/myRaces.json'),
    racePage: () => import('../../domain/i18n/messages/de/racePage.json'),
    rankings: () => import('../../domain/i18n/messages/de/rankings.json'),
  },
  it: {
    home: () => import('../../domain/i18n/messages/it/home.json'),
    explorer: () => import('../../domain/i18n/messages/it/explorer.json'),
    pages: () => import('../../domain/i18n/messages/it/pages.json'),
    myRaces: () => import('../../domain/i18n/messages/it/myRaces.json'),
    racePage: () => import('../../domain/i18n/messages/it/racePage.json'),
    rankings: () => import('../../domain/i18n/messages/it/rankings.json'),
  },
  nl: {
    home: () => import('../../domain/i18n/messages/nl/home.json'),
    explorer: () => import('../../domain/i18n/messages/nl/explorer.json'),
    pages: () => import('../../domain/i18n/messages/nl/pages.json'),
    myRaces: () => import('../../domain/i18n/messages/nl/myRaces.json'),
    racePage: () => import('../../domain/i18n/messages/nl/racePage.json'),
    rankings: () => import('../../domain/i18n/messages/nl/rankings.json'),
  },
  ja: {
    home: () => import('../../domain/i18n/messages/ja/home.json'),
    explorer: () => import('../../domain/i18n/messages/ja/explorer.json'),
    pages: () => import('../../domain/i18n/messages/ja/pages.json'),
    myRaces: () => import('../../domain/i18n/messages/ja/myRaces.json'),
    racePage: () => import('../../domain/i18n/messages/ja/racePage.json'),
    rankings: () => import('../../domain/i18n/messages/ja/rankings.json'),
  },
};

/** How `language` writes race and place names, from the chunk of the words every page needs. */
export async function loadRaceNames(language: Language): Promise<RaceNameWords> {
  return (await FIRST[language]()).raceNames;
}

/** The words of `language` every page needs, plus those of the route namespaces asked for. */
export async function loadMessages(
  language: Language,
  namespaces: readonly RouteNamespace[] = [],
): Promise<Messages> {
  const parts = await Promise.all([
    FIRST[language](),
    ...namespaces.map((namespace) => BY_ROUTE[language][namespace]()),
  ]);
  return Object.assign({}, ...parts.map((part) => part.default));
}
