import { en } from '../../../test/client/english';
import { makeRace, tallyWithAverage } from '../../../test/domain/fixtures';
import type { Sport } from '../sports/sports';
import type { RacePhase, WatchMode } from '../types';
import { LABEL_CUTOFF_CINEMA, LABEL_CUTOFF_GREAT, ratingLabel } from '../voting/rating-labels';
import { TAG_MIN_COUNT, TAGS_TOP_EXPLORER_TABLE, visibleTags } from '../voting/reason-tags';
import {
  applyFilters,
  EXPLORER_EMPTY_TEXT,
  openingSeason,
  resultCountMessage,
  seasonOptions,
  withChosenFactorsFirst,
} from './explorer-filter-results';
import { defaultFilters, type ExplorerFilters, setTopRaces } from './explorer-filter-state';
import type { ExplorerRow } from './explorer-rows';

const SEASON = 2025;
const base = defaultFilters(SEASON);

function row(
  id: string,
  average: number,
  extra: { phase?: RacePhase; mode?: WatchMode; tags?: Record<string, number>; date?: string } = {},
): ExplorerRow {
  const tally = { ...tallyWithAverage(id, 10, average), reasonTagTallies: extra.tags ?? {} };
  return {
    race: makeRace({ id, date: extra.date ?? '2025-06-01' }),
    tally,
    phase: extra.phase ?? 'past',
    average,
    label: ratingLabel(average),
    bestWatch: extra.mode ?? 'Full Race',
    topTags: [],
    verdictHidden: false,
    viewModesUnderShield: null,
  };
}

const ids = (rows: ExplorerRow[]) => rows.map((r) => r.race.id);

describe('applyFilters: rating range on the displayed average', () => {
  it.each<[string, number, Partial<ExplorerFilters>, boolean]>([
    ['3.94 shows as 3.9, below a 4.0 minimum', 3.94, { ratingMin: 4 }, false],
    ['3.96 shows as 4.0, at a 4.0 minimum', 3.96, { ratingMin: 4 }, true],
    ['4.04 shows as 4.0, at a 4.0 maximum', 4.04, { ratingMax: 4 }, true],
    ['4.06 shows as 4.1, above a 4.0 maximum', 4.06, { ratingMax: 4 }, false],
    ['full range keeps 1.0', 1, {}, true],
    ['full range keeps 5.0', 5, {}, true],
  ])('%s → %s', (_name, average, patch, kept) => {
    expect(applyFilters([row('r', average)], { ...base, ...patch })).toHaveLength(kept ? 1 : 0);
  });
});

describe('applyFilters: a race only the data has rated', () => {
  const dataOnly: ExplorerRow = {
    ...row('data', 1),
    tally: { ...tallyWithAverage('data', 0, 0), AI_Rating: true, AI_Rating_Value: 3.9 },
    average: null,
    label: '-',
  };
  it.each<[Partial<ExplorerFilters>, boolean]>([
    [{}, true],
    [{ ratingMin: 3.9 }, true],
    [{ ratingMin: 4 }, false],
    [{ ratingMax: 3.8 }, false],
  ])('is filtered on its AI rating: %o → %s', (patch, kept) => {
    expect(applyFilters([dataOnly], { ...base, ...patch })).toHaveLength(kept ? 1 : 0);
  });
});

describe('applyFilters: groups', () => {
  const rows = [
    row('cinema', 4.8, { mode: 'Full Race', tags: { overtakes: TAG_MIN_COUNT } }),
    row('good', 3, {
      mode: 'Race-in-30',
      tags: { rivalries: TAG_MIN_COUNT, overtakes: 0, weather_chaos: TAG_MIN_COUNT - 1 },
    }),
    row('poor', 1.5, { mode: 'Highlights Only', date: '2024-06-01' }),
  ];

  it.each<[string, Partial<ExplorerFilters>, string[]]>([
    ['no filters (season 2025)', {}, ['cinema', 'good']],
    ['all seasons', { season: null }, ['cinema', 'good', 'poor']],
    ['season 2024', { season: 2024 }, ['poor']],
    ['vibe Cinema', { vibes: ['Cinema'] }, ['cinema']],
    ['vibes Cinema or Good', { vibes: ['Cinema', 'Good'] }, ['cinema', 'good']],
    ['mode Race-in-30', { modes: ['Race-in-30'] }, ['good']],
    ['factor overtakes needs a count above 0', { factors: ['overtakes'] }, ['cinema']],
    // Below the visibility rule the race shows no such factor, so the filter passes it by.
    ['factor weather chaos one ballot short of showing', { factors: ['weather_chaos'] }, []],
    ['factors overtakes or rivalries', { factors: ['overtakes', 'rivalries'] }, ['cinema', 'good']],
    ['groups combine with AND', { vibes: ['Cinema'], modes: ['Race-in-30'] }, []],
  ])('%s', (_name, patch, expected) => {
    expect(ids(applyFilters(rows, { ...base, ...patch }))).toEqual(expected);
  });
});

describe('seasonOptions', () => {
  it('lists seasons of past races only, newest first, once each', () => {
    const now = Date.UTC(2026, 3, 1);
    const races = [
      makeRace({ date: '2024-05-01' }),
      makeRace({ date: '2026-03-08' }),
      makeRace({ date: '2025-05-04' }),
      makeRace({ date: '2025-06-01' }),
      makeRace({ date: '2027-03-01' }),
    ];
    expect(seasonOptions(races, now)).toEqual([2026, 2025, 2024]);
  });
});

describe('resultCountMessage', () => {
  const phases = (past: number, current: number) => [
    ...Array.from({ length: past }, () => ({ phase: 'past' as const })),
    ...Array.from({ length: current }, () => ({ phase: 'current' as const })),
  ];

  it.each<[number, number, string]>([
    [0, 0, 'Showing 0 past races'],
    [1, 0, 'Showing 1 past race'],
    [3, 0, 'Showing 3 past races'],
    [0, 1, 'Showing 1 current race'],
    [0, 2, 'Showing 2 current races'],
    [1, 1, 'Showing 2 races (1 past + 1 current)'],
    [12, 1, 'Showing 13 races (12 past + 1 current)'],
  ])('%i past + %i current → %s', (past, current, text) => {
    const { id, values } = resultCountMessage(phases(past, current));
    expect(en(id, values)).toBe(text);
  });

  it('has the spec empty text', () => {
    expect(EXPLORER_EMPTY_TEXT).toBe('No races found for the selected filter.');
    expect(en('explorer.empty')).toBe(EXPLORER_EMPTY_TEXT);
  });
});

describe('applyFilters: Grand Prix races or sprints', () => {
  const grandPrix = row('2025-qatar-grand-prix', 4);
  const sprint = {
    ...row('2025-qatar-grand-prix-sprint', 3),
    race: makeRace({ id: '2025-qatar-grand-prix-sprint', kind: 'sprint' }),
  };
  it.each<[string, Partial<ExplorerFilters>, string[]]>([
    ['Grand Prix races by default', {}, ['2025-qatar-grand-prix']],
    ['sprints when asked', { kind: 'sprint' }, ['2025-qatar-grand-prix-sprint']],
  ])('%s', (_name, filters, expected) => {
    expect(ids(applyFilters([grandPrix, sprint], { ...base, ...filters }))).toEqual(expected);
  });
});

describe('withChosenFactorsFirst: the factors cell agrees with the factor filter', () => {
  const tags = { overtakes: 9, rivalries: 8, weather_chaos: TAG_MIN_COUNT };
  const third = {
    ...row('wet', 4, { tags }),
    topTags: visibleTags(tallyOf(tags), 'explorer-table'),
  };
  function tallyOf(reasonTagTallies: Record<string, number>) {
    return { ...tallyWithAverage('wet', 10, 4), reasonTagTallies };
  }

  it('puts a chosen factor the race shows first, keeping the cell to its size', () => {
    expect(third.topTags.map((tag) => tag.id)).not.toContain('weather_chaos');
    const [shown] = withChosenFactorsFirst([third], ['weather_chaos']);
    expect(shown!.topTags.map((tag) => tag.id)).toEqual(
      ['weather_chaos', 'overtakes', 'rivalries'].slice(0, TAGS_TOP_EXPLORER_TABLE),
    );
  });

  it('leaves rows alone without a factor filter, or where the cell already shows it', () => {
    expect(withChosenFactorsFirst([third], [])[0]).toBe(third);
    expect(withChosenFactorsFirst([third], ['overtakes'])[0]).toBe(third);
  });
});

describe('applyFilters: vibes and Top Races read the data verdict where the crowd has none', () => {
  const STEP = 0.1;
  function dataOnly(id: string, ai: number, extra: { sport?: Sport; hidden?: boolean } = {}) {
    const base = row(id, 1);
    return {
      ...base,
      race: makeRace({ id, sport: extra.sport ?? 'formula1' }),
      tally: { ...tallyWithAverage(id, 0, 0), AI_Rating: true, AI_Rating_Value: ai },
      average: null,
      label: '-',
      bestWatch: null,
      verdictHidden: extra.hidden ?? false,
    } satisfies ExplorerRow;
  }
  const topRaces = setTopRaces(base, true);

  it.each<[string, ExplorerRow, Partial<ExplorerFilters>, boolean]>([
    [
      'AI at the Cinema cut-off is Cinema',
      dataOnly('d', LABEL_CUTOFF_CINEMA),
      { vibes: ['Cinema'] },
      true,
    ],
    [
      'AI just below the Cinema cut-off is not',
      dataOnly('d', LABEL_CUTOFF_CINEMA - STEP),
      { vibes: ['Cinema'] },
      false,
    ],
    [
      'AI just below the Cinema cut-off is Great',
      dataOnly('d', LABEL_CUTOFF_CINEMA - STEP),
      { vibes: ['Great'] },
      true,
    ],
    ['Top Races takes AI at the Great cut-off', dataOnly('d', LABEL_CUTOFF_GREAT), topRaces, true],
    [
      'Top Races leaves AI just below the Great cut-off',
      dataOnly('d', LABEL_CUTOFF_GREAT - STEP),
      topRaces,
      false,
    ],
    // A way to watch a fan picks asks the crowd, which said nothing of this race.
    [
      'a mode chosen by hand passes a race only the data rated by',
      dataOnly('d', LABEL_CUTOFF_CINEMA),
      { modes: ['Full Race'] },
      false,
    ],
    [
      'no data verdict for a sport without one',
      dataOnly('d', LABEL_CUTOFF_CINEMA, { sport: 'motogp' }),
      { vibes: ['Cinema'] },
      false,
    ],
    [
      'a sport without one is not a top race on it',
      dataOnly('d', LABEL_CUTOFF_CINEMA, { sport: 'motogp' }),
      topRaces,
      false,
    ],
    [
      'the shield hides it from a vibe',
      dataOnly('d', LABEL_CUTOFF_CINEMA, { hidden: true }),
      { vibes: ['Cinema'] },
      false,
    ],
    [
      'the shield hides it from Top Races',
      dataOnly('d', LABEL_CUTOFF_CINEMA, { hidden: true }),
      topRaces,
      false,
    ],
    [
      'the shield hides it from a rating range',
      dataOnly('d', LABEL_CUTOFF_CINEMA, { hidden: true }),
      { ratingMin: LABEL_CUTOFF_GREAT },
      false,
    ],
  ])('%s', (_name, candidate, patch, kept) => {
    expect(applyFilters([candidate], { ...base, ...patch })).toHaveLength(kept ? 1 : 0);
  });

  it('Top Races still asks the crowd for its way to watch where the crowd has rated', () => {
    const cinemaHighlights = row('c', LABEL_CUTOFF_CINEMA, { mode: 'Highlights Only' });
    const cinemaFull = row('f', LABEL_CUTOFF_CINEMA, { mode: 'Full Race' });
    expect(ids(applyFilters([cinemaHighlights, cinemaFull], topRaces))).toEqual(['f']);
  });

  it('reads the crowd over a higher AI rating', () => {
    const crowdGood = {
      ...row('g', LABEL_CUTOFF_GREAT - STEP),
      tally: { ...tallyWithAverage('g', 10, LABEL_CUTOFF_GREAT - STEP), AI_Rating_Value: 5 },
    };
    expect(applyFilters([crowdGood], topRaces)).toHaveLength(0);
    expect(applyFilters([crowdGood], { ...base, vibes: ['Good'] })).toHaveLength(1);
  });
});

describe('openingSeason: never an empty season on a fresh start', () => {
  const SHOWN = 2026;
  const listed = (...seasons: number[]) =>
    seasons.map((season) => ({ race: makeRace({ date: `${season}-06-01` }) }));
  const sprintOnly = [{ race: makeRace({ date: `${SHOWN}-06-01`, kind: 'sprint' }) }];
  const ARCHIVE = [2021, 2024, 1950];

  it.each<[string, { race: ReturnType<typeof makeRace> }[], number[] | null, Sport, number | null]>(
    [
      ['the season on show has a race to list', listed(2025, SHOWN), ARCHIVE, 'formula1', SHOWN],
      ['it has none yet: the newest own season that has', listed(2025), ARCHIVE, 'formula1', 2025],
      [
        'a rated sprint alone does not list it',
        [...sprintOnly, ...listed(2025)],
        null,
        'formula1',
        2025,
      ],
      ['no own season has one: the newest of the archive', [], ARCHIVE, 'formula1', 2024],
      ['no own season has one and the archive list is still read', [], null, 'formula1', null],
      ['no own season has one and there is no archive', [], [], 'formula1', SHOWN],
      // Archive races are rated by the data alone; another sport's have no verdict to list.
      ['a sport without the data verdict never waits on the archive', [], null, 'motogp', SHOWN],
      ['nor opens on it', [], ARCHIVE, 'motogp', SHOWN],
    ],
  )('%s', (_name, rows, archive, sport, expected) => {
    expect(openingSeason(SHOWN, rows, archive, sport)).toBe(expected);
  });
});
