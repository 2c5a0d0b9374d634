import { makeRace, makeTally } from '../../../test/domain/fixtures';
import type { Race, Tally, TallyMap } from '../types';
import { MIN_VOTES_CURRENT } from '../voting/unlock';
import {
  byCalendarOrder,
  type RacePageData,
  raceLink,
  racePageData,
  SAME_CIRCUIT_LIMIT,
  verdictScore,
} from './race-page';

const NOW = Date.parse('2026-01-15T12:00:00Z');

const gp = (id: string, date: string, extra: Partial<Race> = {}) =>
  makeRace({ id, name: `${id} Grand Prix`, date, ...extra });
const sprint = (id: string, date: string, extra: Partial<Race> = {}) =>
  gp(id, date, { kind: 'sprint', ...extra });

function tallies(...list: Tally[]): TallyMap {
  return Object.fromEntries(list.map((tally) => [tally.raceId, tally]));
}

/** A tally of `votes` fans all giving `stars`. */
const rated = (raceId: string, stars: 1 | 2 | 3 | 4 | 5, votes = 1) =>
  makeTally(raceId, { [stars]: votes });
const dataOnly = (raceId: string, value: number) =>
  makeTally(raceId, {}, { AI_Rating: true, AI_Rating_Value: value });

function page(race: Race, races: Race[], map: TallyMap = {}): RacePageData {
  return racePageData(race, { races, tallies: map, now: NOW });
}

const ids = (links: readonly { id: string }[]) => links.map((link) => link.id);

describe('a race page: the races before and after it', () => {
  const a = gp('a', '2024-11-30', { round: 23 });
  const b = gp('b', '2024-12-07', { round: 24 });
  const bSprint = sprint('b-sprint', '2024-12-06', { round: 24 });
  const c = gp('c', '2025-03-16', { round: 1 });
  const cancelled = gp('d', '2025-04-13', { round: 2, cancelled: true });
  const e = gp('e', '2025-04-20', { round: 3 });
  const otherSport = gp('moto', '2025-03-20', { sport: 'motogp' });
  const season = [a, b, bSprint, c, cancelled, e, otherSport];

  it.each([
    ['the first race has none before it', a, null, 'b'],
    ['the last race of a season leads to the next season', b, 'a', 'c'],
    ['the first race of a season goes back to the last one', c, 'b', 'e'],
    ['a called-off race is stepped over', e, 'c', null],
    ['a called-off race still has its neighbours', cancelled, 'c', 'e'],
    ['a sprint leads only to sprints', bSprint, null, null],
  ])('%s', (_what, race, previous, next) => {
    const data = page(race, season);
    expect(data.previous?.id ?? null).toBe(previous);
    expect(data.next?.id ?? null).toBe(next);
  });

  it('orders races of one day by round, then by id', () => {
    const day = '2025-05-04';
    const first = gp('x-first', day, { round: 5 });
    const second = gp('a-second', day, { round: 6 });
    const third = gp('b-third', day, { round: 6 });
    const races = [third, second, first];
    expect(page(second, races).previous?.id).toBe('x-first');
    expect(page(second, races).next?.id).toBe('b-third');
    expect([...races].sort(byCalendarOrder).map((r) => r.id)).toEqual([
      'x-first',
      'a-second',
      'b-third',
    ]);
  });

  it('links a race by its name, season, round, day, place, sport and kind alone', () => {
    const link = raceLink(sprint('s', '2025-03-15', { round: 2, location: 'Shanghai' }));
    expect(link).toEqual({
      id: 's',
      name: 's Grand Prix',
      season: 2025,
      round: 2,
      date: '2025-03-15',
      location: 'Shanghai',
      sport: 'formula1',
      kind: 'sprint',
    });
    expect('kind' in raceLink(gp('g', '2025-03-16'))).toBe(false);
  });
});

describe('a race page: its rank in its season', () => {
  it.each<[string, Tally, 'past' | 'current' | 'upcoming', number | null]>([
    ['no rating, no data: no verdict', makeTally('r'), 'past', null],
    ['one fan rated a past race', rated('r', 4), 'past', 4],
    ['the crowd leads the data', rated('r', 2, 3), 'past', 2],
    ['the data alone for a past race', dataOnly('r', 3.7), 'past', 3.7],
    ['a live race below the unlock', rated('r', 5, MIN_VOTES_CURRENT - 1), 'current', null],
    ['a live race at the unlock', rated('r', 5, MIN_VOTES_CURRENT), 'current', 5],
    ['a live race has no data verdict to fall back on', dataOnly('r', 4), 'current', null],
    ['an upcoming race never has one', rated('r', 5, 9), 'upcoming', null],
  ])('%s', (_what, tally, phase, score) => {
    expect(verdictScore(tally, phase)).toBe(score);
  });

  const r1 = gp('r1', '2025-03-16', { round: 1 });
  const r2 = gp('r2', '2025-03-23', { round: 2 });
  const r3 = gp('r3', '2025-04-06', { round: 3 });
  const r4 = gp('r4', '2025-04-13', { round: 4 });
  const unrated = gp('r5', '2025-04-20', { round: 5 });
  const r3Sprint = sprint('r3-sprint', '2025-04-05', { round: 3 });
  const lastYear = gp('old', '2024-12-07', { round: 24 });
  const moto = gp('moto', '2025-03-30', { sport: 'motogp' });
  const races = [r1, r2, r3, r3Sprint, r4, unrated, lastYear, moto];
  const map = tallies(
    rated('r1', 3, 2),
    dataOnly('r2', 4.6),
    rated('r3', 5, 1),
    rated('r4', 3, 4),
    rated('r3-sprint', 1),
    rated('old', 5, 10),
    rated('moto', 5, 10),
  );

  it.each([
    ['the best of its season', r3, { rank: 1, of: 4 }],
    ['a data verdict ranks among the crowd verdicts', r2, { rank: 2, of: 4 }],
    ['an equal score goes to the earlier race', r1, { rank: 3, of: 4 }],
    ['and the later one after it', r4, { rank: 4, of: 4 }],
    ['a race without a verdict has no rank', unrated, null],
    ['a sprint ranks among sprints', r3Sprint, { rank: 1, of: 1 }],
  ])('%s', (_what, race, rank) => {
    expect(page(race, races, map).seasonRank).toEqual(rank);
  });
});

describe('a race page: the other races at its circuit', () => {
  const at = (id: string, date: string, location: string, extra: Partial<Race> = {}) =>
    gp(id, date, { location, ...extra });

  it('lists the same sport and kind at the same place, newest first, itself and called-off races left out', () => {
    const race = at('monza-2025', '2025-09-07', 'Monza');
    const races = [
      race,
      at('monza-2023', '2023-09-03', 'Monza'),
      at('monza-2024', '2024-09-01', 'Monza'),
      at('monza-2026', '2026-09-06', 'Monza'),
      at('monza-2020', '2020-09-06', 'Monza', { cancelled: true }),
      at('monza-sprint', '2025-09-06', 'Monza', { kind: 'sprint' }),
      at('moto-monza', '2025-09-07', 'Monza', { sport: 'motogp' }),
      at('imola-2025', '2025-05-18', 'Imola'),
    ];
    expect(ids(page(race, races).sameCircuit)).toEqual(['monza-2026', 'monza-2024', 'monza-2023']);
  });

  it.each([
    ['none', 0, 0],
    ['fewer than the limit', SAME_CIRCUIT_LIMIT - 1, SAME_CIRCUIT_LIMIT - 1],
    ['the limit', SAME_CIRCUIT_LIMIT, SAME_CIRCUIT_LIMIT],
    ['more than the limit', SAME_CIRCUIT_LIMIT + 3, SAME_CIRCUIT_LIMIT],
  ])('links %s of them', (_what, others, shown) => {
    const race = at('here-2030', '2030-06-01', 'Here');
    const older = Array.from({ length: others }, (_, i) =>
      at(`here-${2000 + i}`, `${2000 + i}-06-01`, 'Here'),
    );
    const links = page(race, [race, ...older]).sameCircuit;
    expect(links).toHaveLength(shown);
    if (shown > 0) expect(links[0]?.id).toBe(`here-${2000 + others - 1}`);
  });
});

describe('a race page: its tally', () => {
  it('is the race’s own, or an empty one', () => {
    const race = gp('t', '2025-06-01');
    const tally = rated('t', 4, 2);
    expect(page(race, [race], tallies(tally)).tally).toBe(tally);
    expect(page(race, [race]).tally).toMatchObject({ raceId: 't', totalVotes: 0 });
    expect(page(race, [race]).race).toBe(race);
  });
});
