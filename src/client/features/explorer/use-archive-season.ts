import { useEffect, useMemo, useState } from 'react';
import type { Sport } from '../../../domain/sports/sports';
import { useLanguage } from '../../i18n/language-store';
import {
  isArchiveSeason,
  readSeason,
  readSeasonList,
  type SeasonData,
  seasonListReadBefore,
  seasonReadBefore,
  seasonReadInAnyLanguage,
} from './archive-seasons';

export type ArchiveSeasonRead =
  | { status: 'own' }
  | { status: 'loading' }
  | { status: 'loaded'; data: SeasonData }
  | { status: 'failed' };

/**
 * The chosen season's races when it is one of the archive's, read when chosen; 'own' for
 * the site's own seasons (and all of them), which the page's race data already holds.
 */
export function useArchiveSeason(sport: Sport, season: number | null): ArchiveSeasonRead {
  const language = useLanguage();
  const archive = isArchiveSeason(season) ? season : null;
  const before = archive === null ? undefined : seasonReadBefore(sport, archive, language);
  const [failed, setFailed] = useState<string | null>(null);
  const [, setArrived] = useState(0);
  const key = `${sport}:${archive}:${language}`;

  useEffect(() => {
    if (archive === null || before) return;
    let live = true;
    setFailed(null);
    readSeason(sport, archive, language).then(
      () => live && setArrived((n) => n + 1),
      () => live && setFailed(key),
    );
    return () => {
      live = false;
    };
  }, [sport, archive, language, before, key]);

  if (archive === null) return { status: 'own' };
  // A new language's names on the way: the season as read before stays meanwhile.
  const shown = before ?? seasonReadInAnyLanguage(sport, archive);
  if (shown) return { status: 'loaded', data: shown };
  return failed === key ? { status: 'failed' } : { status: 'loading' };
}

/**
 * The season menu's choices: the site's own seasons with a past race (from the page's
 * data), then every archive season the server holds, newest first. Until the server's list
 * arrives (or if it cannot be read) the menu offers the site's own seasons, as before.
 * `archive` is the archive's seasons alone: null until the list is read, none if it cannot be.
 */
export function useSeasonChoices(
  sport: Sport,
  ownSeasons: readonly number[],
): { seasons: number[]; hasArchive: boolean; archive: number[] | null } {
  const [listed, setListed] = useState(() => seasonListReadBefore(sport) ?? null);
  useEffect(() => {
    let live = true;
    readSeasonList(sport).then(
      (list) => live && setListed(list),
      () => live && setListed((list) => list ?? []),
    );
    return () => {
      live = false;
    };
  }, [sport]);
  return useMemo(() => {
    const archive = listed?.filter((season) => isArchiveSeason(season)) ?? null;
    const seasons = [...new Set([...ownSeasons, ...(archive ?? [])])].sort((a, b) => b - a);
    return { seasons, hasArchive: (archive ?? []).length > 0, archive };
  }, [listed, ownSeasons]);
}
