import {
  type StandingsRace,
  standingsLead,
  TITLE_STAKES,
  type TitleRace,
  titleStake,
  titleStakesOf,
} from './title-stakes';

const WIN = 25;
const race = (over: Partial<TitleRace>): TitleRace => ({
  decidedHere: true,
  lastRound: false,
  leadBefore: 0,
  winWorth: WIN,
  ...over,
});

describe('what the title had riding on a race', () => {
  it('names its two stakes', () => {
    expect(TITLE_STAKES).toEqual(['finale', 'fight']);
  });

  it.each<[string, Partial<TitleRace>, ReturnType<typeof titleStake>]>([
    ['a race that settled nothing', { decidedHere: false }, null],
    [
      'a last race that settled nothing (the title went earlier)',
      { decidedHere: false, lastRound: true },
      null,
    ],
    ['the last race, level going in', { lastRound: true, leadBefore: 0 }, 'finale'],
    [
      'the last race, a leader more than a win ahead',
      { lastRound: true, leadBefore: WIN + 1 },
      'finale',
    ],
    [
      'the last race, standings unknown',
      { lastRound: true, leadBefore: null, winWorth: null },
      'finale',
    ],
    ['an earlier race, level going in', { leadBefore: 0 }, 'fight'],
    ['an earlier race, exactly a win ahead', { leadBefore: WIN }, 'fight'],
    ['an earlier race, half a point more than a win ahead', { leadBefore: WIN + 0.5 }, null],
    [
      'an earlier race, a win at double points',
      { leadBefore: 2 * WIN, winWorth: 2 * WIN },
      'fight',
    ],
    ['an earlier race, without the standings before it', { leadBefore: null }, null],
    ['an earlier race, without points for its winner', { winWorth: null }, null],
  ])('%s: %j is %s', (_, over, stake) => {
    expect(titleStake(race(over))).toBe(stake);
  });

  it.each([
    [[], null],
    [[10], null],
    [[10, 10], 0],
    [[3, 12, 7.5], 4.5],
  ])('reads the lead of standings %j as %s', (points, lead) => {
    expect(standingsLead(points)).toBe(lead);
  });

  describe('over a source’s races', () => {
    const round = (year: number, r: number, over: Partial<StandingsRace> = {}): StandingsRace => ({
      year,
      round: r,
      decidedHere: false,
      standings: null,
      winWorth: WIN,
      ...over,
    });

    it('takes the lead from the round before and the last round from the calendar', () => {
      const stakes = titleStakesOf([
        round(2030, 1, { standings: [25, 18] }),
        round(2030, 2, { standings: [50, 18], decidedHere: true }),
        round(2030, 3), // listed ahead of its results: still the season's last
        round(2031, 1, { standings: [25, 18] }),
        round(2031, 2, { standings: [43, 43], decidedHere: true }),
      ]);
      expect(stakes).toEqual([null, 'fight', null, null, 'finale']);
    });

    it('gives none to a title settled by far, or where the lead going in is unknown', () => {
      const far = [
        round(2030, 1, { standings: [2 * WIN, WIN - 1] }), // a win and a point ahead
        round(2030, 2, { decidedHere: true }),
        round(2030, 3),
      ];
      const unknown = [round(2030, 2, { decidedHere: true }), round(2030, 3)];
      expect(titleStakesOf(far)).toEqual([null, null, null]);
      expect(titleStakesOf(unknown)).toEqual([null, null]);
    });
  });
});
