import {
  MIN_VOTES_CURRENT,
  PRODUCT_NAME,
  RATING_WINDOW_HOURS,
  TOP_RATED_MIN_AVERAGE,
} from '../constants';
import {
  documentTitle,
  GATHERING_VIBES_TEXT,
  LAST_RACE_HINT,
  LINK_COPIED_TEXT,
  LOADING_PHRASES,
  NO_RATINGS_TEXT,
  NO_REASON_TAGS_TEXT,
  NO_VIBE_DATA_TEXT,
  NO_VOTE_DATA_TEXT,
  NO_VOTES_TEXT,
  NO_VOTING_DATA_TEXT,
  NOT_FOUND_TEXT,
  NOT_FOUND_TITLE,
  PAGER_LABELS,
  pickLoadingPhrase,
  RECENT_EMPTY_TEXT,
  RESULTS_LOCKED_TEXT,
  RETURN_HOME_TEXT,
  recentSubtitle,
  SECTION_TITLES,
  THEME_PICKER_TITLE,
  TOP_RATED_EMPTY_TEXT,
  topRatedSubtitle,
  UPCOMING_SUBTITLE,
} from './copy';
import type { RouteKey } from './routes';

describe('spec strings', () => {
  it.each<[string, string]>([
    [NOT_FOUND_TITLE, 'DNF (Did Not Find)'],
    [NOT_FOUND_TEXT, 'Looks like this page took a wrong turn at the chicane!'],
    [RETURN_HOME_TEXT, 'Return to Home'],
    [SECTION_TITLES.nowRating, 'NOW RATING'],
    [SECTION_TITLES.lastRace, 'LAST RACE'],
    [SECTION_TITLES.recent, 'RECENT RACES'],
    [SECTION_TITLES.topRated, 'TOP RATED'],
    [SECTION_TITLES.upcoming, 'UPCOMING'],
    [recentSubtitle(2025), 'Recent GP races of the 2025 season'],
    [topRatedSubtitle(2025), 'Top races of the 2025 season (4+ stars)'],
    [UPCOMING_SUBTITLE, 'Voting opens on race day'],
    [LAST_RACE_HINT, 'Rate races within 48 hours - set up vote alerts'],
    [RECENT_EMPTY_TEXT, 'Recent races will appear here once they have user votes'],
    [TOP_RATED_EMPTY_TEXT, 'Races with 4+ stars will appear here'],
    [NO_VOTE_DATA_TEXT, 'no vote data yet'],
    [NO_VOTES_TEXT, 'no votes yet'],
    [NO_REASON_TAGS_TEXT, 'no reason tags yet'],
    [RESULTS_LOCKED_TEXT, 'Results unlock at 5 ratings, check back in a moment'],
    [NO_RATINGS_TEXT, 'No ratings'],
    [NO_VOTING_DATA_TEXT, 'No voting data available for this race yet.'],
    [NO_VIBE_DATA_TEXT, 'No vibe driver data available'],
    [GATHERING_VIBES_TEXT, 'Gathering the vibes'],
    [LINK_COPIED_TEXT, 'Link copied to clipboard!'],
    [THEME_PICKER_TITLE, 'SELECT YOUR LIVERY'],
    [PAGER_LABELS.viewAll, 'view all'],
    [PAGER_LABELS.showPages, 'Show Pages'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('builds rule-bearing strings from the rule constants', () => {
    expect(RESULTS_LOCKED_TEXT).toContain(`${MIN_VOTES_CURRENT} ratings`);
    expect(LAST_RACE_HINT).toContain(`${RATING_WINDOW_HOURS} hours`);
    expect(topRatedSubtitle(2026)).toBe(
      `Top races of the 2026 season (${TOP_RATED_MIN_AVERAGE}+ stars)`,
    );
  });
});

describe('documentTitle', () => {
  it.each<RouteKey>([
    'home',
    'explorer',
    'install',
    'support',
    'privacy',
    'dataScore',
    'fairRatings',
    'notFound',
  ])('%s: distinct in the browser, just the product name when installed', (route) => {
    expect(documentTitle(route, true)).toBe(PRODUCT_NAME);
    expect(documentTitle(route, false)).toMatch(new RegExp(`.+ \\| ${PRODUCT_NAME}$`));
  });

  it('gives every route its own title', () => {
    const routes: RouteKey[] = [
      'home',
      'explorer',
      'install',
      'support',
      'privacy',
      'dataScore',
      'fairRatings',
      'notFound',
    ];
    expect(new Set(routes.map((r) => documentTitle(r, false))).size).toBe(routes.length);
    expect(documentTitle('notFound', false)).toContain(NOT_FOUND_TITLE);
  });
});

describe('pickLoadingPhrase', () => {
  it.each<[number, string]>([
    [0, LOADING_PHRASES[0]],
    [0.999_999, LOADING_PHRASES[LOADING_PHRASES.length - 1] ?? ''],
    [1, LOADING_PHRASES[LOADING_PHRASES.length - 1] ?? ''],
    [-0.5, LOADING_PHRASES[0]],
    [Number.NaN, LOADING_PHRASES[0]],
  ])('random %s → %s', (random, phrase) => {
    expect(pickLoadingPhrase(random)).toBe(phrase);
  });

  it('includes the spec examples', () => {
    expect(LOADING_PHRASES.join(' ').toLowerCase()).toMatch(
      /warming up the tires.*checking.*telemetry.*engines firing up/,
    );
  });
});
