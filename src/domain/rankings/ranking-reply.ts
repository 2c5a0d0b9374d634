import type { RowVerdict } from '../explorer/explorer-rows';
import type { Language } from '../i18n/languages';
import { placeNamesIn, withWrittenNames } from '../races/written-race-names';
import type { Race, Tally } from '../types';
import type { RankedRace } from './race-ranking';
import { filterRanking, type RankingChoices, rankingChoices, rankingPage } from './ranking-filters';
import type { RankingQuery } from './ranking-query';

// What GET /api/rankings answers: one page of the ranking a query asks for, its size, and
// the choices beside it. The one shape the server writes and a client reads.

export interface RankingItem {
  /** 1 the best of the races the query keeps. */
  rank: number;
  race: Race;
  /** The race's whole tally, as GET /api/tallies gives it: stars, ways, factors, AI rating. */
  tally: Tally;
  verdict: RowVerdict;
}

export interface RankingReply {
  items: RankingItem[];
  page: number;
  pageSize: number;
  /** Races the query keeps, over every page. */
  total: number;
  filters: RankingChoices;
}

/**
 * One page of the ranking; with a language, each race of the page named in it and the
 * circuits it writes otherwise beside the choices (docs/decisions/0157).
 */
export function rankingReply(
  ranking: readonly RankedRace[],
  query: RankingQuery,
  language?: Language,
): RankingReply {
  const { items, page, pageSize, total } = rankingPage(filterRanking(ranking, query), query);
  const named = (race: Race) => (language ? withWrittenNames(race, language) : race);
  const filters = rankingChoices(ranking, query);
  return {
    items: items.map(({ rank, race, tally, verdict }) => ({
      rank,
      race: named(race),
      tally,
      verdict,
    })),
    page,
    pageSize,
    total,
    filters: language
      ? { ...filters, circuitNames: placeNamesIn(filters.circuits, language) }
      : filters,
  };
}
