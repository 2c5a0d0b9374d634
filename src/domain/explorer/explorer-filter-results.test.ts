import { en } from '../../../test/client/english';
import { makeRace, tallyWithAverage } from '../../../test/domain/fixtures';
import type { RacePhase, WatchMode } from '../types';
import { ratingLabel } from '../voting/rating-labels';
import { TAG_MIN_COUNT, TAGS_TOP_EXPLORER_TABLE, visibleTags } from '../voting/reason-tags';
import {
  applyFilters,
  EXPLORER_EMPTY_TEXT,
  resultCountMessage,
  seasonOptions,
  withChosenFactorsFirst,
} from './explorer-filter-results';
import { defaultFilters, type ExplorerFilters } from './explorer-filter-state';
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
