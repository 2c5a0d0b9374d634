import { useEffect, useState } from 'react';
import type { Language } from '../../../domain/i18n/languages';
import type { VerdictHidden } from '../../../domain/races/verdict-hidden';
import type { RankingChoices } from '../../../domain/rankings/ranking-filters';
import {
  RANKING_MAX_PAGE_SIZE,
  RANKING_PAGE_SIZE,
  type RankingFilters,
} from '../../../domain/rankings/ranking-query';
import type { RankingItem, RankingReply } from '../../../domain/rankings/ranking-reply';
import { ApiRequestError, apiGet, inLanguage } from '../../data/api-client';
import { useLanguage } from '../../i18n/language-store';
import { rankingsApiPath } from './rankings-query';
import { pageWithoutHidden, readEnough } from './shielded-ranking';

// One page of the ranking as this fan may see it. Without a shield the server's page is the
// page. With one, the ranking is read from its first race in the largest pages the API
// gives, until the page and whether another follows are settled without the hidden races.

export type RankingView =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      items: RankingItem[];
      page: number;
      pageSize: number;
      /** Races in the list over every page; null while the shield's read has not reached its end. */
      total: number | null;
      hasNext: boolean;
      /** The decades and circuits to choose from; null when the server refused the query. */
      choices: RankingChoices | null;
    };

/**
 * At most this many reads for one page under the shield: the largest page times this is
 * past every race stored (some 1,300), so the bound only stops a runaway.
 */
export const MAX_SHIELDED_READS = 40;

type Ready = Extract<RankingView, { status: 'ready' }>;

async function serverPage(
  filters: RankingFilters,
  page: number,
  language: Language,
  signal: AbortSignal,
): Promise<Ready> {
  const path = inLanguage(rankingsApiPath(filters, page), language);
  const reply = await apiGet<RankingReply>(path, { signal });
  return {
    status: 'ready',
    items: reply.items,
    page,
    pageSize: reply.pageSize,
    total: reply.total,
    hasNext: page * reply.pageSize < reply.total,
    choices: reply.filters,
  };
}

async function pageUnderShield(
  filters: RankingFilters,
  page: number,
  hidden: VerdictHidden,
  language: Language,
  signal: AbortSignal,
): Promise<Ready> {
  const read: RankingItem[] = [];
  const seen = new Set<string>();
  let choices: RankingChoices = { decades: [], circuits: [] };
  let complete = false;
  for (let next = 1; next <= MAX_SHIELDED_READS; next += 1) {
    const reply = await apiGet<RankingReply>(
      inLanguage(rankingsApiPath(filters, next, RANKING_MAX_PAGE_SIZE), language),
      { signal },
    );
    if (next === 1) choices = reply.filters;
    // A vote between two reads may move a race across pages: each counts once.
    for (const item of reply.items) {
      if (seen.has(item.race.id)) continue;
      seen.add(item.race.id);
      read.push(item);
    }
    complete = reply.items.length === 0 || next * reply.pageSize >= reply.total;
    if (readEnough(read, hidden, page, RANKING_PAGE_SIZE, complete)) break;
  }
  const shown = pageWithoutHidden(read, hidden, page, RANKING_PAGE_SIZE, complete);
  return { status: 'ready', ...shown, page, pageSize: RANKING_PAGE_SIZE, choices };
}

/**
 * What a refused query shows: no race. The page reads its address with the server's rules,
 * so only a server that reads them differently (a newer deploy) refuses one.
 */
function refused(page: number): Ready {
  return {
    status: 'ready',
    items: [],
    page,
    pageSize: RANKING_PAGE_SIZE,
    total: 0,
    hasNext: false,
    choices: null,
  };
}

interface Loaded {
  key: string;
  view: Exclude<RankingView, { status: 'loading' }>;
}

/**
 * The page `page` of the list `filters` keep; `hidden` leaves races out when `shielded`.
 * `retry` asks again after a failure.
 */
export function useRanking(
  filters: RankingFilters,
  page: number,
  hidden: VerdictHidden,
  shielded: boolean,
): { view: RankingView; retry: () => void } {
  const language = useLanguage();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  // What the answer shown belongs to: an answer to an earlier question never shows.
  const question = `${rankingsApiPath(filters, page)}|${shielded ? 'shielded' : 'all'}|${attempt}`;
  const key = `${question}|${language}`;

  useEffect(() => {
    const abort = new AbortController();
    const read = shielded
      ? pageUnderShield(filters, page, hidden, language, abort.signal)
      : serverPage(filters, page, language, abort.signal);
    read.then(
      (view) => setLoaded({ key, view }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        const badQuery = error instanceof ApiRequestError && error.status === 400;
        setLoaded({ key, view: badQuery ? refused(page) : { status: 'failed' } });
      },
    );
    return () => abort.abort();
  }, [key, filters, page, hidden, shielded, language]);

  // The same list asked for in a new language stays as it was until its names arrive.
  const same = loaded?.key === key || loaded?.key.startsWith(`${question}|`);
  return {
    view: loaded && same ? loaded.view : { status: 'loading' },
    retry: () => setAttempt((n) => n + 1),
  };
}
