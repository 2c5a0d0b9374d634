import { CALENDAR_FEED_PATH, embedPath, webcalUrl } from './public-feeds';

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

describe('embedPath', () => {
  it.each<[string, string]>([
    ['2025-las-vegas-grand-prix', '/embed/2025-las-vegas-grand-prix'],
    ['a/b?c', '/embed/a%2Fb%3Fc'],
  ])('%s embeds at %s', (raceId, path) => {
    expect(embedPath(raceId)).toBe(path);
  });
});
