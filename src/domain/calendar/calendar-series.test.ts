import { SEASONS, sportSportstimesFile } from '../../../test/domain/calendar-files';
import { SPORT_INFO, SPORTS, type Sport } from '../sports/sports';
import { INDYCAR_VENUES } from './calendar-indycar';
import { planCalendarChanges, type StoredRace } from './calendar-match';
import { racePartOf, seriesEventId, seriesEventName } from './calendar-series';
import { CalendarError, type SourceRace } from './calendar-source';
import { readSportstimes } from './calendar-sportstimes';

// Every shipped file of every sport, read as the importer reads it: how many events of
// each kind, and the data's known faults read around.

const series = SPORTS.filter((s) => SPORT_INFO[s].events.kind === 'series');

describe('every sport’s shipped sportstimes files', () => {
  it.each([
    // sport, season, main events, sprints
    ['motogp', 2025, 22, 22],
    ['motogp', 2026, 22, 22],
    ['f2', 2025, 14, 14],
    ['f2', 2026, 14, 14],
    ['f3', 2025, 10, 10],
    ['f3', 2026, 9, 9],
    ['f1-academy', 2025, 15, 0],
    ['f1-academy', 2026, 12, 0],
    ['formula-e', 2025, 16, 0],
    ['formula-e', 2026, 17, 0],
    ['indycar', 2025, 17, 0],
    ['indycar', 2026, 18, 0],
  ] as const)('%s %i: %i races and %i sprints, none skipped', (sport, season, main, sprints) => {
    const { races, skipped } = readSportstimes(sportSportstimesFile(sport, season), sport);
    expect(races).toHaveLength(main);
    expect(races.filter((r) => r.sprintStartsAt)).toHaveLength(sprints);
    expect(skipped).toEqual([]);
    expect(races.every((r) => r.sport === sport && r.season === season)).toBe(true);
  });

  it('gives no two events of all files one id, and every id its sport’s prefix', () => {
    const ids = series.flatMap((sport) =>
      SEASONS.flatMap((season) =>
        readSportstimes(sportSportstimesFile(sport, season), sport).races.flatMap((r) => [
          r.id,
          ...(r.sprintStartsAt ? [`${r.id}-sprint`] : []),
        ]),
      ),
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const sport of series) {
      const prefix = new RegExp(`^\\d{4}-${SPORT_INFO[sport].pathSegment}-`);
      expect(ids.filter((id) => id.includes(SPORT_INFO[sport].pathSegment))).not.toEqual([]);
      for (const season of SEASONS) {
        const { races } = readSportstimes(sportSportstimesFile(sport, season), sport);
        expect(races.filter((r) => !prefix.test(r.id)).map((r) => r.id)).toEqual([]);
      }
    }
  });

  it.each(series.flatMap((sport) => SEASONS.map((season) => [sport, season] as const)))(
    'flags and places every event of %s %i',
    (sport, season) => {
      const { races } = readSportstimes(sportSportstimesFile(sport, season), sport);
      expect(
        races.filter((r) => r.countryFlag === '' || r.location === '').map((r) => r.name),
      ).toEqual([]);
    },
  );

  it.each([
    // sport, season, round, id, name, location, flag, race day
    [
      'motogp',
      2026,
      9,
      '2026-motogp-czech-republic-grand-prix',
      'MotoGP Czech Republic Grand Prix',
      'Brno',
      '🇨🇿',
      '2026-06-21',
    ],
    [
      'motogp',
      2026,
      2,
      '2026-motogp-brazil-grand-prix',
      'MotoGP Brazil Grand Prix',
      'Goiânia',
      '🇧🇷',
      '2026-03-22',
    ],
    [
      'motogp',
      2025,
      8,
      '2025-motogp-aragon-grand-prix',
      'MotoGP Aragon Grand Prix',
      'Aragón',
      '🇪🇸',
      '2025-06-08',
    ],
    [
      'motogp',
      2026,
      20,
      '2026-motogp-qatar-grand-prix',
      'MotoGP Qatar Grand Prix',
      'Lusail',
      '🇶🇦',
      '2026-11-08',
    ],
    [
      'f2',
      2026,
      5,
      '2026-f2-barcelona-feature-race',
      'F2 Barcelona Feature Race',
      'Barcelona',
      '🇪🇸',
      '2026-06-14',
    ],
    [
      'f2',
      2026,
      11,
      '2026-f2-madrid-feature-race',
      'F2 Madrid Feature Race',
      'Madrid',
      '🇪🇸',
      '2026-09-13',
    ],
    [
      'f2',
      2025,
      2,
      '2025-f2-bahrain-feature-race',
      'F2 Bahrain Feature Race',
      'Sakhir',
      '🇧🇭',
      '2025-04-13',
    ],
    // Miami at 0,0 in 'USA': the place is the name, the day the UTC one.
    [
      'f1-academy',
      2025,
      3,
      '2025-f1-academy-miami-race-1',
      'F1 Academy Miami, Race 1',
      'Miami',
      '🇺🇸',
      '2025-05-03',
    ],
    // fe-2025.json starts in December 2024 and is the 2025 season.
    [
      'formula-e',
      2025,
      1,
      '2025-formula-e-sao-paulo-e-prix',
      'São Paulo E-Prix',
      'São Paulo',
      '🇧🇷',
      '2024-12-07',
    ],
    [
      'formula-e',
      2025,
      15,
      '2025-formula-e-london-e-prix-race-1',
      'London E-Prix, Race 1',
      'London',
      '🇬🇧',
      '2025-07-26',
    ],
    [
      'formula-e',
      2025,
      16,
      '2025-formula-e-london-e-prix-race-2',
      'London E-Prix, Race 2',
      'London',
      '🇬🇧',
      '2025-07-27',
    ],
    // No place, no coordinates, a sponsor in the name: the venue names it.
    [
      'indycar',
      2026,
      13,
      '2026-indycar-grand-prix-of-portland',
      'IndyCar Grand Prix of Portland',
      'Portland',
      '🇺🇸',
      '2026-08-09',
    ],
    [
      'indycar',
      2025,
      15,
      '2025-indycar-grand-prix-of-portland',
      'IndyCar Grand Prix of Portland',
      'Portland',
      '🇺🇸',
      '2025-08-10',
    ],
    // Sunday 00:00 UTC is Saturday evening at Gateway.
    [
      'indycar',
      2025,
      8,
      '2025-indycar-gateway-500',
      'IndyCar Gateway 500',
      'Madison',
      '🇺🇸',
      '2025-06-15',
    ],
    [
      'indycar',
      2025,
      11,
      '2025-indycar-iowa-275-race-1',
      'IndyCar Iowa 275, Race 1',
      'Newton',
      '🇺🇸',
      '2025-07-12',
    ],
  ] as const)('%s %i round %i → %s', (sport, season, round, id, name, location, flag, date) => {
    const { races } = readSportstimes(sportSportstimesFile(sport, season), sport);
    expect(races.find((r) => r.round === round)).toMatchObject({
      id,
      name,
      location,
      countryFlag: flag,
      date,
    });
  });

  it('reads MotoGP’s coordinates written as strings, and names its sprint after its race', () => {
    const [race] = readSportstimes(sportSportstimesFile('motogp', 2026), 'motogp').races;
    expect(race).toMatchObject({
      startsAt: '2026-03-01T08:00:00Z',
      sprintStartsAt: '2026-02-28T08:00:00Z',
    });
  });

  it('names every known IndyCar venue and every event of both IndyCar files by one', () => {
    for (const season of SEASONS) {
      const { races } = readSportstimes(sportSportstimesFile('indycar', season), 'indycar');
      const names = INDYCAR_VENUES.map((v) => v.name);
      expect(races.filter((r) => !names.some((n) => r.name.startsWith(`IndyCar ${n}`)))).toEqual(
        [],
      );
    }
  });
});

describe('a sportstimes round of another sport', () => {
  const round = (sessions: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    races: [
      {
        name: 'Qatar',
        location: 'Qatar',
        round: 1,
        latitude: '25.4',
        longitude: '51.4',
        sessions,
        ...extra,
      },
    ],
  });

  it('skips a round with no session a fan rates, saying so, and ignores sessions it does not know', () => {
    const read = readSportstimes(
      {
        races: [
          round({ fp1: '2026-11-06T10:00:00Z' }).races[0],
          { ...round({ race: '2026-11-08T17:00:00Z', FinalPractice: 'soon' }).races[0], round: 2 },
        ],
      },
      'motogp',
    );
    expect(read.races.map((r) => r.round)).toEqual([2]);
    expect(read.skipped).toEqual(['skip race 1 (Qatar): no session a fan rates (race, sprint)']);
  });

  it.each([
    [
      'a race time that is not a time',
      round({ race: 'Sunday' }),
      'race 1 (Qatar): sessions.race is not a UTC time',
    ],
    [
      'a latitude that is not a number',
      round({ race: '2026-11-08T17:00:00Z' }, { latitude: 'north' }),
      'race 1 (Qatar): latitude',
    ],
    [
      'no name',
      round({ race: '2026-11-08T17:00:00Z' }, { name: ' ' }),
      'race 1: name must not be empty',
    ],
    ['no races', { races: [] }, 'races must list at least one race'],
  ])('refuses %s, naming the event and the field', (_what, input, message) => {
    expect(() => readSportstimes(input, 'motogp')).toThrow(CalendarError);
    expect(() => readSportstimes(input, 'motogp')).toThrow(message);
  });

  it.each([
    ['motogp', 'Qatar', undefined, 'MotoGP Qatar Grand Prix', '2026-motogp-qatar-grand-prix'],
    ['f2', 'Bahrain', undefined, 'F2 Bahrain Feature Race', '2026-f2-bahrain-feature-race'],
    [
      'f1-academy',
      'Saudi Arabia',
      1,
      'F1 Academy Saudi Arabia, Race 1',
      '2026-f1-academy-saudi-arabia-race-1',
    ],
    ['formula-e', 'Jeddah', 2, 'Jeddah E-Prix, Race 2', '2026-formula-e-jeddah-e-prix-race-2'],
    [
      'indycar',
      'Grand Prix of St. Petersburg',
      undefined,
      'IndyCar Grand Prix of St. Petersburg',
      '2026-indycar-grand-prix-of-st-petersburg',
    ],
  ] as const)('%s at %s (part %s) is %s, id %s', (sport, place, part, name, id) => {
    expect(seriesEventName(sport, place, part)).toBe(name);
    expect(seriesEventId(sport, 2026, name)).toBe(id);
    expect(racePartOf(name)).toBe(part ?? null);
  });

  it('takes each sport’s sessions from its config’s names', () => {
    expect(SPORT_INFO.motogp.events).toMatchObject({
      sessions: { main: 'race', sprint: 'sprint' },
    });
    expect(SPORT_INFO['f1-academy'].events).toMatchObject({
      sessions: { parts: ['race1', 'race2', 'race3'] },
    });
  });
});

describe('importing another sport again', () => {
  const asStored = (races: SourceRace[]): StoredRace[] =>
    races.map(({ sprintStartsAt: _s, part: _p, ...r }) => ({
      ...r,
      isCurrent: false,
      cancelled: false,
    }));

  function importOnce(sport: Sport, season: number, stored: StoredRace[] = []) {
    const races = readSportstimes(sportSportstimesFile(sport, season), sport).races;
    return planCalendarChanges(stored, [{ format: 'sportstimes', races }], {
      cancelMissing: false,
    });
  }

  it.each(series.flatMap((sport) => SEASONS.map((season) => [sport, season] as const)))(
    '%s %i: a second import changes nothing',
    (sport, season) => {
      const first = importOnce(sport, season);
      const stored = asStored(first.flatMap((c) => (c.action === 'add' ? [c.race] : [])));
      expect(importOnce(sport, season, stored)).toEqual([]);
    },
  );

  it('keeps an event’s id when a later file renames it, renumbers it and moves it a day', () => {
    const file = sportSportstimesFile('indycar', 2026) as { races: Record<string, unknown>[] };
    const first = importOnce('indycar', 2026);
    const stored = asStored(first.flatMap((c) => (c.action === 'add' ? [c.race] : [])));
    const portland = file.races.find((r) => r.round === 13)!;
    const renamed = {
      races: [
        {
          ...portland,
          name: 'NewSponsor Grand Prix of Portland',
          slug: 'newsponsor-grand-prix-of-portland',
          round: 14,
          sessions: { race: '2026-08-10T20:00:00Z' },
        },
      ],
    };
    const races = readSportstimes(renamed, 'indycar').races;
    const changes = planCalendarChanges(stored, [{ format: 'sportstimes', races }], {
      cancelMissing: false,
    });
    expect(changes).toMatchObject([
      { action: 'update', raceId: '2026-indycar-grand-prix-of-portland', moved: true },
    ]);
  });

  it('matches a double-header’s races by their number, whatever their rounds', () => {
    const file = sportSportstimesFile('formula-e', 2026) as { races: Record<string, unknown>[] };
    const first = importOnce('formula-e', 2026);
    const stored = asStored(first.flatMap((c) => (c.action === 'add' ? [c.race] : [])));
    // The same season with a round added in front: every round number moves up one.
    const shifted = { races: file.races.map((r) => ({ ...r, round: (r.round as number) + 1 })) };
    const races = readSportstimes(shifted, 'formula-e').races;
    const changes = planCalendarChanges(stored, [{ format: 'sportstimes', races }], {
      cancelMissing: false,
    });
    expect(
      changes.every((c) => c.action === 'update' && Object.keys(c.set).join() === 'round'),
    ).toBe(true);
    expect(changes).toHaveLength(races.length);
  });
});
