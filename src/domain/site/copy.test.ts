import { PRODUCT_NAME } from '../constants';
import english from '../i18n/messages/en/index';
import { createTranslate } from '../i18n/translate';
import {
  documentTitle,
  LOADING_PHRASES,
  NO_RATINGS_TEXT,
  NOT_FOUND_TITLE,
  PAGE_TITLE_MESSAGES,
  sportPageName,
  UPCOMING_SUBTITLE,
} from './copy';
import type { RouteKey } from './routes';

describe('spec strings', () => {
  it.each<[string, string]>([
    [NOT_FOUND_TITLE, 'DNF (Did Not Find)'],
    [UPCOMING_SUBTITLE, 'Voting opens on race day'],
    [NO_RATINGS_TEXT, 'No ratings'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

/** The English titles, word for word. */
const ENGLISH_TITLES: Record<RouteKey, string> = {
  home: 'Spoiler-free F1 race ratings',
  explorer: 'Race Explorer',
  install: 'Get Ratings Alerts',
  support: 'Support',
  privacy: 'Privacy Policy and Terms',
  dataScore: 'How the AI rating is computed',
  fairRatings: 'How ratings stay fair',
  myRaces: 'My races',
  bestRaces: 'Best races of all time',
  notFound: NOT_FOUND_TITLE,
};
const en = createTranslate('en', english);

describe('documentTitle', () => {
  it.each(Object.entries(ENGLISH_TITLES) as [RouteKey, string][])(
    '%s reads "%s | GP Vibes" in English, just the product name when installed',
    (route, title) => {
      const name = en(PAGE_TITLE_MESSAGES[route]);
      expect(name).toBe(title);
      expect(documentTitle(name, false)).toBe(`${title} | ${PRODUCT_NAME}`);
      expect(documentTitle(name, true)).toBe(PRODUCT_NAME);
    },
  );

  it.each([
    [false, `MotoGP · Race Explorer | ${PRODUCT_NAME}`],
    [true, `${PRODUCT_NAME} · MotoGP`],
  ])('names another sport on its pages (installed: %s)', (standalone, title) => {
    const name = sportPageName(en(PAGE_TITLE_MESSAGES.explorer), 'MotoGP');
    expect(documentTitle(name, standalone, 'MotoGP')).toBe(title);
  });

  it('gives every route its own title', () => {
    const names = Object.values(PAGE_TITLE_MESSAGES).map((id) => en(id));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('LOADING_PHRASES', () => {
  it('includes the spec examples', () => {
    expect(LOADING_PHRASES.join(' ').toLowerCase()).toMatch(
      /warming up the tires.*checking.*telemetry.*engines firing up/,
    );
  });
});
