import { SPORT_QUERY_PARAM, sportPath } from '../sports/sports';
import { ATOM_FEED_PATH, CALENDAR_FEED_PATH, embedPath, webcalUrl } from './public-feeds';

describe('webcalUrl', () => {
  it.each<[string, string]>([
    ['https://gpvibes.example', 'webcal://gpvibes.example/calendar.ics'],
    ['http://127.0.0.1:8080', 'webcal://127.0.0.1:8080/calendar.ics'],
    ['https://gpvibes.example/some/page?x=1', 'webcal://gpvibes.example/calendar.ics'],
  ])('%s subscribes at %s', (origin, url) => {
    expect(webcalUrl(origin)).toBe(url);
    expect(url.endsWith(CALENDAR_FEED_PATH)).toBe(true);
  });

  it("asks for the calendar in the fan's language, English staying the plain address", () => {
    const origin = 'https://gpvibes.example';
    expect(webcalUrl(origin, CALENDAR_FEED_PATH, 'ja')).toBe(
      'webcal://gpvibes.example/calendar.ics?lang=ja',
    );
    expect(webcalUrl(origin, CALENDAR_FEED_PATH, 'pt-BR')).toBe(
      'webcal://gpvibes.example/calendar.ics?lang=pt-BR',
    );
    expect(webcalUrl(origin, CALENDAR_FEED_PATH, 'en')).toBe(webcalUrl(origin));
  });
});

describe("one sport's calendar and feed", () => {
  it.each<[string, Parameters<typeof sportPath>[1], string]>([
    [CALENDAR_FEED_PATH, 'formula1', '/calendar.ics'],
    [CALENDAR_FEED_PATH, 'motogp', `/calendar.ics?${SPORT_QUERY_PARAM}=motogp`],
    [ATOM_FEED_PATH, 'formula-e', `/feed.xml?${SPORT_QUERY_PARAM}=formula-e`],
  ])('%s of %s is %s', (path, sport, expected) => {
    expect(sportPath(path, sport)).toBe(expected);
  });

  it("subscribes to another sport's calendar in the fan's language", () => {
    const path = sportPath(CALENDAR_FEED_PATH, 'motogp');
    expect(webcalUrl('https://gpvibes.example', path, 'de')).toBe(
      'webcal://gpvibes.example/calendar.ics?sport=motogp&lang=de',
    );
    expect(webcalUrl('https://gpvibes.example', path)).toBe(
      'webcal://gpvibes.example/calendar.ics?sport=motogp',
    );
  });
});

describe('embedPath', () => {
  it.each<[string, string]>([
    ['2025-las-vegas-grand-prix', '/embed/2025-las-vegas-grand-prix'],
    ['a/b?c', '/embed/a%2Fb%3Fc'],
  ])('%s embeds at %s', (raceId, path) => {
    expect(embedPath(raceId)).toBe(path);
  });
});
