import { PRODUCT_NAME } from '../constants';
import {
  CANCELLED_RACE_BADGE,
  documentTitle,
  LOADING_PHRASES,
  NO_RATINGS_TEXT,
  NOT_FOUND_TITLE,
  UPCOMING_SUBTITLE,
} from './copy';
import type { RouteKey } from './routes';

describe('spec strings', () => {
  it.each<[string, string]>([
    [NOT_FOUND_TITLE, 'DNF (Did Not Find)'],
    [UPCOMING_SUBTITLE, 'Voting opens on race day'],
    [NO_RATINGS_TEXT, 'No ratings'],
    [CANCELLED_RACE_BADGE, 'Cancelled'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
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
