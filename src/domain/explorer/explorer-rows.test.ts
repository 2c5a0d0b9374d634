import { makeRace, makeTally, modes, tallyWithAverage } from '../../../test/domain/fixtures';
import type { Sport } from '../sports/sports';
import type { Race, RacePhase } from '../types';
import { MIN_VOTES_CURRENT, MIN_VOTES_PAST } from '../voting/unlock';
import { explorerRows, type RowVerdict, rowVerdict, rowVerdictScore } from './explorer-rows';

const NOW = Date.UTC(2025, 9, 1);
const past = makeRace({ id: 'past', date: '2025-09-21' });
const live = makeRace({ id: 'live', date: '2025-10-05', isCurrent: true });
const ahead = makeRace({ id: 'ahead', date: '2025-10-19' });

describe('explorerRows: which races are listed', () => {
  it.each<[string, Race, number, boolean]>([
    ['past race without votes', past, MIN_VOTES_PAST - 1, false],
    ['past race with one vote', past, MIN_VOTES_PAST, true],
    ['live race one vote short', live, MIN_VOTES_CURRENT - 1, false],
    ['live race at the threshold', live, MIN_VOTES_CURRENT, true],
    ['upcoming race with votes', ahead, 10, false],
  ])('%s (%#) → listed: %s', (_name, race, votes, listed) => {
    const rows = explorerRows([race], { [race.id]: makeTally(race.id, { '4': votes }) }, NOW);
    expect(rows.length === 1).toBe(listed);
  });

  it.each<[string, Race, number, boolean]>([
    ['past race with no votes but an AI rating', past, 0, true],
    ['live race one vote short with an AI rating', live, MIN_VOTES_CURRENT - 1, false],
    ['upcoming race with an AI rating', ahead, 0, false],
  ])('%s → listed: %s', (_name, race, votes, listed) => {
    const tally = makeTally(race.id, { '4': votes }, { AI_Rating: true, AI_Rating_Value: 3.9 });
    const rows = explorerRows([race], { [race.id]: tally }, NOW);
    expect(rows.length === 1).toBe(listed);
    if (listed) expect(rows[0]).toMatchObject({ average: null, label: '-' });
  });

  it('lists nothing for a race with no tally at all', () => {
    expect(explorerRows([past], {}, NOW)).toEqual([]);
  });
});

describe('explorerRows: row contents', () => {
  it('derives phase, average, label, best watch and the top two tags', () => {
    const tally = makeTally(
      'past',
      { '5': 6, '4': 4 },
      {
        viewModes: modes({ 'Full Race': 6, 'Race-in-30': 4 }),
        reasonTagTallies: { overtakes: 8, rivalries: 6, red_flags: 5, high_stakes: 1 },
      },
    );
    const [row] = explorerRows([past], { past: tally }, NOW);
    expect(row).toMatchObject({
      race: past,
      tally,
      phase: 'past',
      average: 4.6,
      label: 'Cinema',
      bestWatch: 'Full Race',
    });
    expect(row?.topTags.map((chip) => chip.id)).toEqual(['overtakes', 'rivalries']);
  });

  it('keeps the input order (sorting is separate)', () => {
    const older = makeRace({ id: 'older', date: '2025-05-04' });
    const rows = explorerRows(
      [past, older],
      { past: makeTally('past', { '3': 1 }), older: makeTally('older', { '3': 1 }) },
      NOW,
    );
    expect(rows.map((r) => r.race.id)).toEqual(['past', 'older']);
  });
});

describe('rowVerdict: the crowd where its verdict shows, else the data', () => {
  const CROWD = 2.5;
  const DATA = 4.6;
  function verdictOf(
    phase: RacePhase,
    votes: number,
    { ai = DATA as number | null, sport = 'formula1' as Sport, hidden = false } = {},
  ) {
    const race = makeRace({ id: 'r', sport });
    const tally = { ...tallyWithAverage('r', votes, CROWD), AI_Rating_Value: ai };
    return rowVerdict({
      race,
      tally,
      phase,
      average: null,
      label: '-',
      bestWatch: null,
      topTags: [],
      verdictHidden: hidden,
      viewModesUnderShield: null,
    });
  }

  it.each<[string, RacePhase, number, Parameters<typeof verdictOf>[2], RowVerdict | null]>([
    ['past, one rating: the crowd', 'past', MIN_VOTES_PAST, {}, { score: CROWD, from: 'crowd' }],
    ['past, no rating: the data', 'past', MIN_VOTES_PAST - 1, {}, { score: DATA, from: 'data' }],
    ['past, neither', 'past', MIN_VOTES_PAST - 1, { ai: null }, null],
    [
      'live at the threshold: the crowd',
      'current',
      MIN_VOTES_CURRENT,
      {},
      { score: CROWD, from: 'crowd' },
    ],
    // A live race's data verdict is not read until the race is over.
    ['live one rating short', 'current', MIN_VOTES_CURRENT - 1, {}, null],
    ['upcoming', 'upcoming', MIN_VOTES_CURRENT, {}, null],
    ['a sport without a data score, no rating', 'past', 0, { sport: 'motogp' }, null],
    [
      'a sport without a data score, rated',
      'past',
      MIN_VOTES_PAST,
      { sport: 'motogp' },
      { score: CROWD, from: 'crowd' },
    ],
    ['hidden by the shield, rated', 'past', MIN_VOTES_PAST, { hidden: true }, null],
    ['hidden by the shield, data only', 'past', 0, { hidden: true }, null],
  ])('%s', (_name, phase, votes, options, expected) => {
    expect(verdictOf(phase, votes, options)).toEqual(expected);
  });

  it('reads a listed row as the table lists it, the shield included', () => {
    const tally = makeTally(past.id, {}, { AI_Rating: true, AI_Rating_Value: DATA });
    const [shown] = explorerRows([past], { [past.id]: tally }, NOW);
    const [hidden] = explorerRows([past], { [past.id]: tally }, NOW, () => true);
    expect(rowVerdictScore(shown!)).toBe(DATA);
    expect(rowVerdictScore(hidden!)).toBeNull();
  });
});
