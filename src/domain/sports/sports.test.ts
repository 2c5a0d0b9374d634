import { readSportstimes } from '../calendar/calendar-sportstimes';
import { LANGUAGES } from '../i18n/languages';
import { CALENDAR_FEED_PATH } from '../sharing/public-feeds';
import { RACE_KINDS } from './sport-events';
import {
  DEFAULT_SPORT,
  fullRaceMinutes,
  hasDataScore,
  hasGrandPrixEvents,
  isSport,
  rightsHolderList,
  SPORT_INFO,
  SPORT_NAMES,
  SPORT_QUERY_PARAM,
  SPORTS,
  type SportInfo,
  sportExplorerPath,
  sportHomePath,
  sportMyRacesPath,
  sportOfPath,
  sportOfSportstimesUrl,
  sportPath,
} from './sports';

describe('sports', () => {
  it('has a name in every language and a path of its own for each sport, Formula 1 at the root', () => {
    for (const sport of SPORTS) {
      for (const language of LANGUAGES) expect(SPORT_NAMES[sport][language]).toBeTruthy();
    }
    const segments = SPORTS.map((sport) => SPORT_INFO[sport].pathSegment);
    expect(new Set(segments).size).toBe(SPORTS.length);
    expect(SPORT_INFO[DEFAULT_SPORT].pathSegment).toBe('');
  });

  it.each([
    ['/', 'formula1', '/'],
    ['/all-races', 'formula1', '/all-races'],
    ['/install', 'formula1', '/install'],
    ['/motogp', 'motogp', '/'],
    ['/motogp/all-races', 'motogp', '/all-races'],
    ['/formula-e/all-races', 'formula-e', '/all-races'],
    ['/f1-academy', 'f1-academy', '/'],
    ['/formula1', 'formula1', '/formula1'],
    ['/motogpx', 'formula1', '/motogpx'],
  ] as const)('%s is %s at %s', (pathname, sport, path) => {
    expect(sportOfPath(pathname)).toEqual({ sport, path });
  });

  it.each(SPORTS)('%s: home and explorer paths read back as the sport', (sport) => {
    expect(sportOfPath(sportHomePath(sport))).toEqual({ sport, path: '/' });
    expect(sportOfPath(sportExplorerPath(sport))).toEqual({ sport, path: '/all-races' });
  });

  it.each([
    ['https://example.org/sportstimes/f1/main/_db/f1/2026.json', 'formula1'],
    ['https://example.org/_db/motogp/2026.json', 'motogp'],
    ['https://example.org/_db/fe/2025.json', 'formula-e'],
    ['https://example.org/_db/f1-academy/2026.json', 'f1-academy'],
    ['https://example.org/_db/indycar/2026.json', 'indycar'],
    ['https://example.org/_db/curling/2026.json', null],
    ['https://example.org/motogp-2026.json', null],
  ] as const)('%s names %s', (url, sport) => {
    expect(sportOfSportstimesUrl(url)).toBe(sport);
  });

  it.each([
    ['motogp', true],
    ['formula-e', true],
    ['curling', false],
    ['', false],
    [null, false],
  ] as const)('isSport(%j) is %s', (value, expected) => {
    expect(isSport(value)).toBe(expected);
  });

  it.each([
    ['/api/races', 'formula1', '/api/races'],
    ['/api/tallies', 'formula1', '/api/tallies'],
    ['/calendar.ics', 'motogp', `/calendar.ics?${SPORT_QUERY_PARAM}=motogp`],
    ['/feed.xml', 'formula-e', `/feed.xml?${SPORT_QUERY_PARAM}=formula-e`],
  ] as const)('%s of %s is %s', (path, sport, expected) => {
    expect(sportPath(path, sport)).toBe(expected);
  });

  // Formula 1's rounds are Grand Prix weekends, and only its race data and results are scored.
  it.each([
    ['formula1', true, true],
    ['motogp', false, false],
    ['f2', false, false],
    ['f3', false, false],
    ['f1-academy', false, false],
    ['formula-e', false, false],
    ['indycar', false, false],
  ] as const)('%s: Grand Prix weekends %s, the data verdict %s', (sport, grandPrix, scored) => {
    expect(hasGrandPrixEvents(sport)).toBe(grandPrix);
    expect(hasDataScore(sport)).toBe(scored);
  });

  it.each(SPORTS)("%s: a Full Race's length is the table's, for each kind", (sport) => {
    for (const kind of RACE_KINDS) {
      expect(fullRaceMinutes(sport, kind)).toBe(SPORT_INFO[sport].fullRaceMinutes[kind]);
      expect(fullRaceMinutes(sport, kind)).toBeGreaterThan(0);
    }
  });
});

describe('a series added through the table alone', () => {
  // Nothing of this series exists anywhere but in this record: every figure is unlike any
  // real sport's, so a function that reads anything but the record fails here.
  const curling: SportInfo<'curling'> = {
    sport: 'curling',
    pathSegment: 'stones',
    emoji: '🥌',
    shortName: 'Curling',
    sportstimesFolder: 'curl',
    seasonPerFile: true,
    roundMatchesByCountry: false,
    syncsPlace: true,
    vehicleEmoji: '🪨',
    events: {
      kind: 'series',
      sessions: { main: 'final', sprint: 'skins' },
      name: '{series} {place} Bonspiel',
      places: 'location',
    },
    dataScore: false,
    rightsHolders: ['World Curling'],
    communityUrl: 'https://example.org/curling',
    fullRaceMinutes: { 'grand-prix': 157, sprint: 23 },
  };

  it('gets its home, explorer and My races paths under its own segment', () => {
    expect(sportHomePath(curling)).toBe('/stones');
    expect(sportExplorerPath(curling)).toBe('/stones/all-races');
    expect(sportMyRacesPath(curling)).toBe('/stones/my-races');
  });

  it('gets its calendar feed and API reads by its own key', () => {
    expect(sportPath(CALENDAR_FEED_PATH, curling)).toBe(
      `${CALENDAR_FEED_PATH}?${SPORT_QUERY_PARAM}=curling`,
    );
    expect(sportPath('/api/races', curling)).toBe(`/api/races?${SPORT_QUERY_PARAM}=curling`);
  });

  it('gets its race lengths for the to-watch list', () => {
    expect(fullRaceMinutes(curling, 'grand-prix')).toBe(157);
    expect(fullRaceMinutes(curling, 'sprint')).toBe(23);
  });

  it('has no data verdict and no Grand Prix weekends, as its record says', () => {
    expect(hasDataScore(curling)).toBe(false);
    expect(hasGrandPrixEvents(curling)).toBe(false);
    expect(hasDataScore({ ...curling, dataScore: true })).toBe(true);
    expect(hasGrandPrixEvents({ ...curling, events: { kind: 'grand-prix' } })).toBe(true);
  });

  it('is the sport its sportstimes files name, once its record is in the table', () => {
    const url = 'https://example.org/_db/curl/2026.json';
    expect(sportOfSportstimesUrl(url)).toBeNull();
    const table = [...SPORTS.map((sport) => SPORT_INFO[sport]), curling];
    expect(sportOfSportstimesUrl(url, table)).toBe('curling');
    expect(sportOfSportstimesUrl('https://example.org/_db/fe/2026.json', table)).toBe('formula-e');
  });

  it('gets its events from its sportstimes file: its sessions, names, ids and seasons', () => {
    const round = (n: number, name: string, sessions: Record<string, string>) => ({
      name,
      location: name === 'Perth' ? 'Perth' : 'Canada',
      latitude: 0,
      longitude: 0,
      round: n,
      sessions: { practice: '2025-12-01T08:00:00Z', ...sessions },
    });
    const { races, skipped } = readSportstimes(
      {
        races: [
          round(1, 'Perth', { final: '2025-12-14T09:00:00Z', skins: '2025-12-13T09:00:00Z' }),
          round(2, 'Halifax', { final: '2026-02-08T17:00:00Z' }),
          round(3, 'Banff', {}),
        ],
      },
      curling,
    );
    // The file is by season: December's round is of the season its last round is in.
    expect(races).toEqual([
      expect.objectContaining({
        id: '2026-stones-curling-perth-bonspiel',
        name: 'Curling Perth Bonspiel',
        season: 2026,
        round: 1,
        location: 'Perth',
        sport: 'curling',
        startsAt: '2025-12-14T09:00:00Z',
        sprintStartsAt: '2025-12-13T09:00:00Z',
      }),
      expect.objectContaining({
        id: '2026-stones-curling-halifax-bonspiel',
        name: 'Curling Halifax Bonspiel',
        season: 2026,
        location: 'Halifax',
        sport: 'curling',
        sprintStartsAt: null,
      }),
    ]);
    expect(skipped).toEqual(['skip race 3 (Banff): no session a fan rates (final, skins)']);
  });

  it('reads as a sport of the table does when its record is a real one', () => {
    const motogp = SPORT_INFO.motogp;
    expect(sportHomePath(motogp)).toBe(sportHomePath('motogp'));
    expect(sportExplorerPath(motogp)).toBe(sportExplorerPath('motogp'));
    expect(sportPath(CALENDAR_FEED_PATH, motogp)).toBe(sportPath(CALENDAR_FEED_PATH, 'motogp'));
    expect(fullRaceMinutes(motogp, 'sprint')).toBe(fullRaceMinutes('motogp', 'sprint'));
    const file = {
      races: [
        {
          name: 'Qatar',
          location: 'Qatar',
          round: 1,
          sessions: { race: '2026-11-08T17:00:00Z', sprint: '2026-11-07T17:00:00Z' },
        },
      ],
    };
    expect(readSportstimes(file, motogp)).toEqual(readSportstimes(file, 'motogp'));
  });
});

describe('rightsHolderList', () => {
  it.each([
    [['motogp'], 'en', 'Dorna Sports, MotoGP'],
    [['indycar'], 'de', 'IndyCar, Penske Entertainment'],
    [
      ['f2', 'f3'],
      'en',
      'FIA Formula 2 Championship, Formula Motorsport Limited, FIA Formula 3 Championship',
    ],
    [['formula1', 'f1-academy'], 'ja', 'Formula 1、FIA、F1 Academy'],
  ] as const)('%j in %s: %s', (sports, language, expected) => {
    expect(rightsHolderList(sports, language)).toBe(expected);
  });

  it.each(SPORTS)('%s names its owners and its usual forum', (sport) => {
    expect(SPORT_INFO[sport].rightsHolders.length).toBeGreaterThan(0);
    expect(SPORT_INFO[sport].communityUrl).toMatch(/^https:\/\//);
  });
});
