import { makeRace, makeTally, modes } from '../../../test/domain/fixtures';
import {
  applyFilters,
  defaultFilters,
  type ExplorerFilters,
  FACTOR_FILTER_TAGS,
  setRatingMax,
  setRatingMin,
  setTopRaces,
  toggleFactor,
  toggleMode,
  toggleVibe,
} from '../explorer/explorer-filters';
import { explorerRows } from '../explorer/explorer-rows';
import { SORT_KEYS, type SortDir, sortRows } from '../explorer/explorer-sort';
import { buildHomeSections, TOP_RATED_MIN_AVERAGE } from '../races/home-lists';
import { NOTHING_HIDDEN } from '../races/verdict-hidden';
import { type Tally, WATCH_MODES } from '../types';
import { RATING_LABELS } from '../voting/rating-labels';
import { hiddenVerdicts, verdictUnknown } from './hidden-verdicts';
import { EMPTY_MY_RACES, type MyRaces, withMark, withReveal } from './my-races';

// The shield's promise for lists: what a list shows with a race hidden cannot depend on that
// race's verdict. Each case runs the same lists with the hidden race holding the season's best
// verdict and its worst; any difference would be a way to tell them apart.

const NOW = Date.UTC(2026, 10, 27);
const SEASON = 2026;
const best = makeRace({ id: 'mexico', name: 'Mexico City Grand Prix', date: '2026-10-25' });
const middling = makeRace({ id: 'austin', name: 'United States Grand Prix', date: '2026-10-18' });
const dull = makeRace({ id: 'baku', name: 'Azerbaijan Grand Prix', date: '2026-09-20' });
const dataOnly = makeRace({ id: 'monza', name: 'Italian Grand Prix', date: '2026-09-06' });
const races = [dataOnly, dull, middling, best];

const tags = { overtakes: 9, weather_chaos: 9, rivalries: 9, high_stakes: 9 };
const verdicts: Record<string, Tally> = {
  fiveStars: makeTally(
    'mexico',
    { '5': 10 },
    { viewModes: modes({ 'Full Race': 10 }), reasonTagTallies: tags },
  ),
  oneStar: makeTally('mexico', { '1': 10 }, { viewModes: modes({ 'Highlights Only': 10 }) }),
};
const others: Record<string, Tally> = {
  austin: makeTally('austin', { '3': 10 }, { viewModes: modes({ 'Race-in-30': 10 }) }),
  baku: makeTally('baku', { '1': 10 }, { viewModes: modes({ 'Highlights Only': 10 }) }),
  monza: makeTally('monza', {}, { AI_Rating: true, AI_Rating_Value: 3.4 }),
};

const base = defaultFilters(SEASON);
const filterCases: [string, ExplorerFilters][] = [
  ['no filter', base],
  ['Top Races', setTopRaces(base, true)],
  ['rating 4.0–5.0', setRatingMin(base, TOP_RATED_MIN_AVERAGE)],
  ['rating 1.0–1.5', setRatingMax(base, 1.5)],
  ['rating 1.0–4.9', setRatingMax(base, 4.9)],
  ...RATING_LABELS.map((label): [string, ExplorerFilters] => [
    `vibe ${label}`,
    toggleVibe(base, label),
  ]),
  ...WATCH_MODES.map((mode): [string, ExplorerFilters] => [`mode ${mode}`, toggleMode(base, mode)]),
  ...FACTOR_FILTER_TAGS.map((tag): [string, ExplorerFilters] => [
    `factor ${tag.id}`,
    toggleFactor(base, tag.id),
  ]),
];
const sortCases = SORT_KEYS.flatMap((key) =>
  (['asc', 'desc'] as SortDir[]).map((dir) => ({ key, dir })),
);

function listed(mexico: Tally, mine: MyRaces, filters: ExplorerFilters, sort = sortCases[0]!) {
  const rows = explorerRows(races, { ...others, mexico }, NOW, hiddenVerdicts(mine));
  return sortRows(applyFilters(rows, filters), sort).map((row) => row.race.id);
}

const shielded = withMark(EMPTY_MY_RACES, best.id, 'to-watch', '2026-10-25T20:00:00Z');

describe('a hidden verdict cannot be told apart in the explorer', () => {
  it.each(filterCases)('filter %s: the same rows whatever the hidden verdict', (_name, filters) => {
    for (const sort of sortCases) {
      expect(listed(verdicts.fiveStars!, shielded, filters, sort)).toEqual(
        listed(verdicts.oneStar!, shielded, filters, sort),
      );
    }
  });

  it.each(filterCases)(
    'filter %s: a hidden race passes only where a race without a verdict would',
    (_name, filters) => {
      const rows = listed(verdicts.fiveStars!, shielded, filters);
      const unfiltered = filters === base;
      expect(rows.includes(best.id)).toBe(unfiltered);
    },
  );

  it.each(sortCases)(
    'sort %j: the hidden race stands with the races without a rating, by date',
    (sort) => {
      const rows = listed(verdicts.fiveStars!, shielded, base, sort);
      const ratingSort = sort.key === 'rating' || sort.key === 'ai_rating';
      if (!ratingSort) return;
      // With no rating it goes after every rated race, newest first among the unrated. The
      // Rating sort reads the data's verdict where the crowd has none, so a race only the
      // data rated is rated there; the hidden race is the only one without a verdict.
      const unrated = sort.key === 'rating' ? [best.id] : [best.id, middling.id, dull.id];
      expect(rows.slice(-unrated.length)).toEqual(unrated);
    },
  );

  it('without the shield the best race leads a sort by rating and passes Top Races', () => {
    const sortByRating = { key: 'rating' as const, dir: 'desc' as const };
    expect(listed(verdicts.fiveStars!, EMPTY_MY_RACES, base, sortByRating)[0]).toBe(best.id);
    expect(listed(verdicts.fiveStars!, EMPTY_MY_RACES, setTopRaces(base, true))).toEqual([best.id]);
  });

  it.each<[string, MyRaces]>([
    ['revealed', withReveal(shielded, best.id)],
    ['marked watched', withMark(shielded, best.id, 'watched', '2026-10-26T20:00:00Z')],
    ['shield off', { ...shielded, shield: 'off' }],
  ])('%s: the race is back in every list at once', (_name, mine) => {
    expect(listed(verdicts.fiveStars!, mine, setTopRaces(base, true))).toEqual([best.id]);
  });

  it('keeps the row (to reveal it there) with its number of ratings and nothing else', () => {
    const [row] = explorerRows([best], { mexico: verdicts.fiveStars! }, NOW, () => true);
    expect(row).toMatchObject({
      average: null,
      label: '-',
      bestWatch: null,
      topTags: [],
      verdictHidden: true,
    });
    expect(row?.tally).toEqual(verdictUnknown(verdicts.fiveStars!));
    expect(row?.tally.totalVotes).toBe(10);
    expect(row?.viewModesUnderShield).toEqual(verdicts.fiveStars!.viewModes);
  });
});

describe('a hidden verdict is not among the home page top rated', () => {
  it.each<[string, MyRaces, string[]]>([
    ['shielded', shielded, []],
    ['unmarked', EMPTY_MY_RACES, [best.id]],
    ['revealed', withReveal(shielded, best.id), [best.id]],
  ])('%s → top rated %j', (_name, mine, topRated) => {
    const tallies = { ...others, mexico: verdicts.fiveStars! };
    const sections = buildHomeSections(races, tallies, NOW, hiddenVerdicts(mine));
    expect(sections.topRated.map((race) => race.id)).toEqual(topRated);
    // The recent list is by date: a hidden race keeps its place there.
    expect([sections.lastRace?.id, ...sections.recent.map((race) => race.id)]).toContain(best.id);
  });
});

describe('hiddenVerdicts', () => {
  it.each<[string, MyRaces, boolean]>([
    ['to-watch scope, marked to watch', shielded, true],
    ['to-watch scope, unmarked', EMPTY_MY_RACES, false],
    ['unwatched scope, unmarked', { ...EMPTY_MY_RACES, shield: 'unwatched' }, true],
    ['off', { ...shielded, shield: 'off' }, false],
  ])('%s → hidden %s', (_name, mine, hidden) => {
    expect(hiddenVerdicts(mine)(best.id)).toBe(hidden);
  });

  it('NOTHING_HIDDEN hides nothing', () => {
    expect(NOTHING_HIDDEN(best.id)).toBe(false);
  });
});
