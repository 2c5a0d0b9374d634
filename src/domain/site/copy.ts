// Fixed wording of the product's screens not owned by a more specific file (vote-errors, explorer
// filters, rating labels). Wording that states a rule is built from the rule's constant.
import { PRODUCT_NAME } from '../constants';
import type { MessageId } from '../i18n/messages/catalogue';
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
