import type { RowVerdict } from '../explorer/explorer-rows';
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

export function rankingReply(ranking: readonly RankedRace[], query: RankingQuery): RankingReply {
  const { items, page, pageSize, total } = rankingPage(filterRanking(ranking, query), query);
  return {
    items: items.map(({ rank, race, tally, verdict }) => ({ rank, race, tally, verdict })),
    page,
    pageSize,
    total,
    filters: rankingChoices(ranking, query),
  };
}
