import { useCallback, useEffect, useState } from 'react';
import type { Language } from '../../../domain/i18n/languages';
import type { RacePageData } from '../../../domain/races/race-page';
import { ApiRequestError, apiGet, inLanguage } from '../../data/api-client';
import { activeLanguage, useLanguage } from '../../i18n/language-store';

// A race's page reads what the server embedded in the page it drew (a full load of
// /r/<race-id>), so the app's first render already has the race and takes over without a
// request of its own; a page opened from inside the app asks the API.

/** The `<script type="application/json">` the server writes into a race page's head. */
export const RACE_PAGE_DATA_ID = 'race-page-data';

export function racePageApiPath(raceId: string): string {
  return `/api/race-pages/${encodeURIComponent(raceId)}`;
}

/** The page of `raceId`, its races named in `language`. */
const pageRead = (raceId: string, language: Language) =>
  inLanguage(racePageApiPath(raceId), language);

/**
 * The embedded page of `raceId` written in `language`, or null: none embedded, another
 * race's, another language's (the server cannot know a language chosen on this device), or
 * unreadable.
 */
export function readEmbeddedRacePage(
  raceId: string,
  language: Language,
  doc: Document = document,
): RacePageData | null {
  const text = doc.getElementById(RACE_PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<RacePageData> | null;
    const ours = data?.race?.id === raceId && data.tally && data.language === language;
    return ours ? (data as RacePageData) : null;
  } catch {
    return null;
  }
}

/**
 * Once the app has drawn the page, the embedded copy is spent: it was true when the page
 * loaded, and opening the race again later asks the API for what is true then.
 */
export function forgetEmbeddedRacePage(doc: Document = document): void {
  doc.getElementById(RACE_PAGE_DATA_ID)?.remove();
}

export type RacePageState =
  | { status: 'loading' }
  | { status: 'ready'; data: RacePageData }
  | { status: 'notFound' }
  | { status: 'failed' };

interface Loaded {
  raceId: string;
  language: Language;
  state: Exclude<RacePageState, { status: 'loading' }>;
}

export interface RacePageRead {
  state: RacePageState;
  /** Asks again after a failure (the page shows loading meanwhile). */
  retry: () => void;
  /**
   * Reads the page again while it stays drawn, past any cached copy (after the fan's vote on
   * a race no live feed carries); a failed read keeps what the page shows.
   */
  refresh: () => void;
}

/** The page of `raceId`: embedded on the first render when the server sent it, else fetched. */
export function useRacePageData(raceId: string): RacePageRead {
  const language = useLanguage();
  const [loaded, setLoaded] = useState<Loaded | null>(() => {
    const opening = activeLanguage();
    const embedded = readEmbeddedRacePage(raceId, opening);
    return embedded
      ? { raceId, language: opening, state: { status: 'ready', data: embedded } }
      : null;
  });
  // Another race's answer (the fan followed a link to the next race) is not this page's.
  const current = loaded?.raceId === raceId ? loaded.state : null;
  // A new language reads the page again for its names; the page as drawn stays meanwhile.
  const needed = current === null || loaded?.language !== language;

  useEffect(() => {
    if (!needed) return;
    const abort = new AbortController();
    apiGet<RacePageData>(pageRead(raceId, language), { signal: abort.signal }).then(
      (data) => setLoaded({ raceId, language, state: { status: 'ready', data } }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        const missing = error instanceof ApiRequestError && error.status === 404;
        const status = missing ? 'notFound' : 'failed';
        setLoaded((shown) =>
          // A page already drawn keeps its names when only the new language's read failed.
          shown?.raceId === raceId && shown.state.status === 'ready' && !missing
            ? { ...shown, language }
            : { raceId, language, state: { status } },
        );
      },
    );
    return () => abort.abort();
  }, [raceId, language, needed]);

  const refresh = useCallback(() => {
    apiGet<RacePageData>(pageRead(raceId, language), { cache: 'no-cache' }).then(
      (data) =>
        setLoaded((shown) =>
          // Only over this race's page as drawn: a page left meanwhile is not overwritten.
          shown?.raceId === raceId && shown.state.status === 'ready'
            ? { raceId, language, state: { status: 'ready', data } }
            : shown,
        ),
      () => {},
    );
  }, [raceId, language]);

  return { state: current ?? { status: 'loading' }, retry: () => setLoaded(null), refresh };
}
