import type { Tally } from '../types';
import { isTagVisible } from '../voting/reason-tags';
import { isHiddenGem, type RankedRace } from './race-ranking';
import { decadeOf, type RankingFilters, type RankingQuery } from './ranking-query';

// Which ranked races a query keeps, the page it asks for, and the choices a ranking page
// offers beside it (decades and circuits), so the page never downloads the races to find them.

/**
 * Whether a race shows a vibe factor: past its share and head count, as the explorer's
 * factor filter reads it, so a race picked for a factor always shows it. A race only the
 * data has rated shows none.
 */
export function showsFactor(
  tally: Pick<Tally, 'totalVotes' | 'reasonTagTallies'>,
  factor: string,
): boolean {
  const count = tally.reasonTagTallies[factor];
  if (typeof count !== 'number' || !(count > 0) || !(tally.totalVotes > 0)) return false;
  // The chip's own rule (a share and a head count), read without building every chip.
  return isTagVisible({ count, share: count / tally.totalVotes });
}

type Filter = keyof RankingFilters;

function passes(ranked: RankedRace, filters: RankingFilters, skip?: Filter): boolean {
  const { race } = ranked;
  const asks = (filter: Filter) => filter !== skip && filters[filter] !== null;
  if (asks('sport') && race.sport !== filters.sport) return false;
  if (asks('decade') && decadeOf(race.season) !== filters.decade) return false;
  if (asks('circuit') && race.location !== filters.circuit) return false;
  if (asks('way') && ranked.bestWatch !== filters.way) return false;
  if (asks('factor') && !showsFactor(ranked.tally, filters.factor!)) return false;
  if (asks('list') && !isHiddenGem(ranked)) return false;
  return true;
}

/** The races a query's filters keep, in rank order. Every filter given must hold. */
export function filterRanking(
  ranking: readonly RankedRace[],
  filters: RankingFilters,
): RankedRace[] {
  return ranking.filter((ranked) => passes(ranked, filters));
}

export interface RankingPage {
  /** 1-based ranks within the filtered list. */
  items: (RankedRace & { rank: number })[];
  page: number;
  pageSize: number;
  /** Races the filters keep, on every page. */
  total: number;
}

/** One page of a filtered ranking; a page past the end holds no race and still tells the total. */
export function rankingPage(kept: readonly RankedRace[], query: RankingQuery): RankingPage {
  const start = (query.page - 1) * query.pageSize;
  return {
    items: kept
      .slice(start, start + query.pageSize)
      .map((ranked, i) => ({ ...ranked, rank: start + i + 1 })),
    page: query.page,
    pageSize: query.pageSize,
    total: kept.length,
  };
}

/** One collator for every sort of places (a locale argument to localeCompare builds one a call). */
const byPlaceName = new Intl.Collator('en').compare;

export interface RankingChoices {
  /** Decades with a race to show, oldest first. */
  decades: number[];
  /** Places with a race to show, in alphabetical order. */
  circuits: string[];
  /**
   * Each of `circuits` the reply's language writes otherwise, by its stored name: present
   * only when the read asked for a language (ranking-reply.ts).
   */
  circuitNames?: Record<string, string>;
}

/**
 * The decades and circuits a page may offer: each read with every other filter of the
 * query applied but its own, so no choice leads to an empty list and a chosen one can be
 * swapped for another without clearing it first.
 */
export function rankingChoices(
  ranking: readonly RankedRace[],
  filters: RankingFilters,
): RankingChoices {
  const decades = new Set<number>();
  const circuits = new Set<string>();
  for (const ranked of ranking) {
    if (passes(ranked, filters, 'decade')) decades.add(decadeOf(ranked.race.season));
    if (passes(ranked, filters, 'circuit')) circuits.add(ranked.race.location);
  }
  return {
    decades: [...decades].sort((a, b) => a - b),
    circuits: [...circuits].sort(byPlaceName),
  };
}
