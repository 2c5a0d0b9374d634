// Fixed wording of the product's screens not owned by a more specific file (vote-errors, explorer
// filters, rating labels). Wording that states a rule is built from the rule's constant.
import {
  MIN_VOTES_CURRENT,
  PRODUCT_NAME,
  RATING_WINDOW_HOURS,
  TOP_RATED_MIN_AVERAGE,
} from '../constants';
import type { RouteKey } from './routes';

export const NOT_FOUND_TITLE = 'DNF (Did Not Find)';
export const NOT_FOUND_TEXT = 'Looks like this page took a wrong turn at the chicane!';
export const RETURN_HOME_TEXT = 'Return to Home';

export const SECTION_TITLES = {
  nowRating: 'NOW RATING',
  lastRace: 'LAST RACE',
  recent: 'RECENT RACES',
  topRated: 'TOP RATED',
  upcoming: 'UPCOMING',
} as const;

export const recentSubtitle = (season: number) => `Recent GP races of the ${season} season`;
export const topRatedSubtitle = (season: number) =>
  `Top races of the ${season} season (${TOP_RATED_MIN_AVERAGE}+ stars)`;
export const UPCOMING_SUBTITLE = 'Voting opens on race day';
/** Nothing ahead on the calendar (between seasons): the spec gives no words for it. */
export const UPCOMING_EMPTY_TEXT = 'The next calendar appears here as soon as it is published.';
export const CALENDAR_SUBSCRIBE_TEXT = 'Subscribe to the race calendar';
/** The badge of a race that was called off (kept, never voted on). */
export const CANCELLED_RACE_BADGE = 'Cancelled';
export const LAST_RACE_HINT = `Rate races within ${RATING_WINDOW_HOURS} hours - set up vote alerts`;

export const RECENT_EMPTY_TEXT = 'Recent races will appear here once they have user votes';
export const TOP_RATED_EMPTY_TEXT = `Races with ${TOP_RATED_MIN_AVERAGE}+ stars will appear here`;
export const NO_VOTE_DATA_TEXT = 'no vote data yet';
export const NO_VOTES_TEXT = 'no votes yet';
export const NO_REASON_TAGS_TEXT = 'no reason tags yet';
export const RESULTS_LOCKED_TEXT = `Results unlock at ${MIN_VOTES_CURRENT} ratings, check back in a moment`;
export const NO_RATINGS_TEXT = 'No ratings';
export const NO_VOTING_DATA_TEXT = 'No voting data available for this race yet.';
export const NO_VIBE_DATA_TEXT = 'No vibe driver data available';
export const GATHERING_VIBES_TEXT = 'Gathering the vibes';
export const LINK_COPIED_TEXT = 'Link copied to clipboard!';
/** Home list paging: the product's wording spells 'view all' in lower case, 'Show Pages' capitalised. */
export const PAGER_LABELS = {
  previous: 'Previous',
  next: 'Next',
  viewAll: 'view all',
  showPages: 'Show Pages',
} as const;

export const THEME_PICKER_TITLE = 'SELECT YOUR LIVERY';
export const THEME_MENU_BUTTON = 'Select Your Livery';
export const SPORT_COMING_SOON = 'Coming Soon';
export const LIVE_RATING_BADGE = 'LIVE RATING';
export const INSTALL_PAGE_TITLE = 'Install the App & Get Notified';
export const SUPPORT_PAGE_TITLE = 'Support the product';
export const UNOFFICIAL_NOTICE =
  'An unofficial community tool, not affiliated with Formula 1 or any of its companies.';

export const EXPLORER_DETAIL_TITLES = {
  bestWayToWatch: 'Best Way to Watch',
  ratingBreakdown: 'Rating Breakdown',
  allVibeFactors: 'All Vibe Factors',
} as const;
export const EXPLORER_TABS = {
  ratingAndWatch: 'Rating & Watch',
  vibeFactors: 'Vibe Factors',
} as const;

/** The loading screen's humour; the client picks one with its own random number. */
export const LOADING_PHRASES = [
  'Warming up the tires...',
  'We are checking...',
  'Checking telemetry...',
  'Engines firing up...',
  'Box, box, box...',
  'Lights out and away we go...',
] as const;

export function pickLoadingPhrase(random: number): string {
  const index = Math.min(
    LOADING_PHRASES.length - 1,
    Math.max(0, Math.floor(random * LOADING_PHRASES.length)),
  );
  return LOADING_PHRASES[index] ?? LOADING_PHRASES[0];
}

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
