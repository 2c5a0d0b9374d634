// Fixed wording of the product's screens not owned by a more specific file (vote-errors, explorer
// filters, rating labels). Wording that states a rule is built from the rule's constant.
import { PRODUCT_NAME } from '../constants';
import type { Language } from '../i18n/languages';
import type { MessageId, Translate } from '../i18n/messages/catalogue';
import { DEFAULT_SPORT, type Sport, sportName } from '../sports/sports';
import type { RouteKey } from './routes';

export const NOT_FOUND_TITLE = 'DNF (Did Not Find)';

export const UPCOMING_SUBTITLE = 'Voting opens on race day';
export const NO_RATINGS_TEXT = 'No ratings';

/**
 * The home loading screen's humour, in English. The screen reads its phrases from the home
 * catalogue (home.loading.*); this list stays while the vote form's tests check that its own
 * phrases are not these.
 */
export const LOADING_PHRASES = [
  'Warming up the tires...',
  'We are checking...',
  'Checking telemetry...',
  'Engines firing up...',
  'Box, box, box...',
  'Lights out and away we go...',
] as const;

/** Each page's name in the browser's title bar, as a message in the fan's language. */
export const PAGE_TITLE_MESSAGES: Record<RouteKey, MessageId> = {
  home: 'home.documentTitle',
  explorer: 'explorer.title',
  install: 'pages.install.documentTitle',
  support: 'pages.support.documentTitle',
  privacy: 'pages.legal.documentTitle',
  dataScore: 'pages.dataScore.title',
  fairRatings: 'pages.fairRatings.title',
  myRaces: 'myRaces.title',
  bestRaces: 'rankings.title',
  notFound: 'common.notFound.title',
};

/**
 * Installed, the window already shows the app's name: only the name. Another sport's pages
 * name their sport (`sportName`, the page's name already names it); Formula 1's titles are
 * the spec's, unchanged.
 */
export function documentTitle(pageName: string, standalone: boolean, sportName?: string): string {
  if (standalone) return sportName ? `${PRODUCT_NAME} · ${sportName}` : PRODUCT_NAME;
  return `${pageName} | ${PRODUCT_NAME}`;
}

/** Another sport's page whose name does not say the sport: 'MotoGP · All Races'. */
export function sportPageName(pageName: string, sportName: string): string {
  return `${sportName} · ${pageName}`;
}

/**
 * A site page's title in a language, as the app sets it and the server writes it before
 * any script runs (so a crawler, a chat preview and the first paint read the same). A
 * sport's own pages name the sport; its home says whose ratings they are, as its heading.
 */
export function sitePageTitle(
  route: RouteKey,
  sport: Sport,
  language: Language,
  t: Translate,
  standalone = false,
): string {
  const named = sport === DEFAULT_SPORT ? undefined : sportName(sport, language);
  let pageName = t(PAGE_TITLE_MESSAGES[route]);
  if (named)
    pageName =
      route === 'home'
        ? t('common.sportHeading', { sport: named })
        : sportPageName(pageName, named);
  return documentTitle(pageName, standalone, named);
}
