// Fixed wording of the product's screens not owned by a more specific file (vote-errors, explorer
// filters, rating labels). Wording that states a rule is built from the rule's constant.
import { PRODUCT_NAME } from '../constants';
import type { RouteKey } from './routes';

export const NOT_FOUND_TITLE = 'DNF (Did Not Find)';

export const UPCOMING_SUBTITLE = 'Voting opens on race day';
/** The badge of a race that was called off (kept, never voted on). */
export const CANCELLED_RACE_BADGE = 'Cancelled';
/** What a cancelled race says where a verdict or a call to rate would be. */
export const CANCELLED_RACE_TEXT = 'This race was called off: it takes no ratings.';
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

const PAGE_TITLES: Record<RouteKey, string> = {
  home: 'Spoiler-free F1 race ratings',
  explorer: 'Race Explorer',
  install: 'Get Ratings Alerts',
  support: 'Support',
  privacy: 'Privacy Policy and Terms',
  dataScore: 'How the AI rating is computed',
  fairRatings: 'How ratings stay fair',
  notFound: NOT_FOUND_TITLE,
};

/** Installed, the window already shows the app's name: only the name. */
export function documentTitle(route: RouteKey, standalone: boolean): string {
  return standalone ? PRODUCT_NAME : `${PAGE_TITLES[route]} | ${PRODUCT_NAME}`;
}
