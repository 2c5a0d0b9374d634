import { MAX_REASON_TAGS, PRODUCT_NAME } from '../constants';
import {
  documentTitle,
  LOADING_PHRASES,
  NO_RATINGS_TEXT,
  NO_VIBE_DATA_TEXT,
  NO_VOTING_DATA_TEXT,
  NOT_FOUND_TEXT,
  NOT_FOUND_TITLE,
  REASONS_PROMPT,
  RETURN_HOME_TEXT,
  THEME_PICKER_TITLE,
  UPCOMING_SUBTITLE,
  VOTE_FORM_TITLE,
} from './copy';
import type { RouteKey } from './routes';

describe('spec strings', () => {
  it.each<[string, string]>([
    [NOT_FOUND_TITLE, 'DNF (Did Not Find)'],
    [NOT_FOUND_TEXT, 'Looks like this page took a wrong turn at the chicane!'],
    [RETURN_HOME_TEXT, 'Return to Home'],
    [UPCOMING_SUBTITLE, 'Voting opens on race day'],
    [NO_RATINGS_TEXT, 'No ratings'],
    [NO_VOTING_DATA_TEXT, 'No voting data available for this race yet.'],
    [NO_VIBE_DATA_TEXT, 'No vibe driver data available'],
    [VOTE_FORM_TITLE, 'This race was'],
    [REASONS_PROMPT, 'Pick up to 3 factors that really added to the excitement, else skip'],
    [THEME_PICKER_TITLE, 'SELECT YOUR LIVERY'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('builds rule-bearing strings from the rule constants', () => {
    expect(REASONS_PROMPT).toContain(`up to ${MAX_REASON_TAGS} factors`);
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

describe('LOADING_PHRASES', () => {
  it('includes the spec examples', () => {
    expect(LOADING_PHRASES.join(' ').toLowerCase()).toMatch(
      /warming up the tires.*checking.*telemetry.*engines firing up/,
    );
  });
});
