import { useLayoutEffect, useState } from 'react';
import { activeFilterCount, resultCountMessage } from '../../../domain/explorer/explorer-filters';
import { explorerNote } from '../../../domain/explorer/explorer-note';
import { nextSort, type SortKey } from '../../../domain/explorer/explorer-sort';
import { toggleSingleOpen } from '../../../domain/site/screen-rules';
import { DEFAULT_SPORT, hasDataScore, sportName } from '../../../domain/sports/sports';
import { useLanguage, useT } from '../../i18n/language-store';
import { buildSettings } from '../../shared/build-settings';
import { useDocumentTitle } from '../../shared/use-document-title';
import { ExplorerFiltersPanel } from './explorer-filters-panel';
import { ExplorerTable } from './explorer-table';
import { FiltersSheet } from './filters-sheet';
import { SortControl } from './sort-control';
import { useArchiveSeason, useSeasonChoices } from './use-archive-season';
import { useExplorerQuery } from './use-explorer-query';
import {
  useChosenSeasonData,
  useExplorerData,
  useOpeningSeason,
  useVisibleRows,
} from './use-explorer-rows';
import { useIsExplorerMobile } from './use-is-mobile';
import './explorer.css';

const LAUNCH = { month: buildSettings.launchMonth, season: buildSettings.launchSeason };

export interface ExplorerPageProps {
  /** Called once the page has drawn: a full load hands over from the server's page then. */
  onDrawn?: () => void;
}

export default function ExplorerPage({ onDrawn }: ExplorerPageProps) {
  const t = useT();
  const language = useLanguage();
  const site = useExplorerData();
  const choices = useSeasonChoices(site.sport, site.seasons);
  // On a fresh start it opens on the newest season with a race to list, not an empty one.
  const own = useOpeningSeason(site, choices.archive);
  // Every series but Formula 1 (the site's own) names itself: 'IndyCar Race Explorer'.
  const seriesName = sportName(own.sport, language);
  const title =
    own.sport === DEFAULT_SPORT
      ? t('explorer.title')
      : t('explorer.sportTitle', { sport: seriesName });
  useDocumentTitle('explorer', own.sport);
  // A full load drew the heading and note on the server: the app's replace them as it paints.
  useLayoutEffect(() => onDrawn?.(), [onDrawn]);
  const { filters, sort, updateFilters, updateSort } = useExplorerQuery(own.defaultSeason);
  // A season of the archive is read when chosen (docs/decisions/0131); the site's own
  // seasons, and "All seasons since …", are the page's race data.
  const data = useChosenSeasonData(own, useArchiveSeason(own.sport, filters.season));
  const rows = useVisibleRows(data.allRows, filters, sort);
  const mobile = useIsExplorerMobile();
  // One race open at a time; opening another closes the first.
  const [expandedId, setExpandedId] = useState<string | null>(null);

  const count = resultCountMessage(rows);
  const filtered = activeFilterCount(filters, data.defaultSeason) > 0;
  // Nothing rated yet and nothing filtered away: say so, not 'no races for the filter'.
  const emptyText =
    !data.loaded || rows.length > 0
      ? null
      : data.failed
        ? t('explorer.seasonFailed')
        : filtered
          ? t('explorer.empty')
          : t('explorer.emptySeason', { sport: seriesName });

  const onSort = (key: SortKey) => updateSort((state) => nextSort(state, key));
  const onToggle = (raceId: string) => setExpandedId((open) => toggleSingleOpen(open, raceId));

  const filtersPanel = (
    <ExplorerFiltersPanel
      filters={filters}
      defaultSeason={data.defaultSeason}
      seasons={choices.seasons}
      update={updateFilters}
    />
  );

  return (
    <section className="explorer" aria-labelledby="explorer-title">
      <h1 id="explorer-title">{title}</h1>
      <div className="explorer-notes">
        <p>{explorerNote(t, language, LAUNCH, choices.hasArchive)}</p>
        {/* Phones get the details as tabs: a desktop has them all, and needs no hint. */}
        {mobile ? <p>{t('explorer.note.desktop')}</p> : null}
      </div>
      {mobile ? (
        <FiltersSheet activeCount={activeFilterCount(filters, data.defaultSeason)}>
          {filtersPanel}
        </FiltersSheet>
      ) : (
        filtersPanel
      )}
      <div className="explorer-results-head">
        <p className="explorer-count" role="status">
          {data.loaded ? t(count.id, count.values) : t('explorer.loading')}
        </p>
        <SortControl sort={sort} updateSort={updateSort} dataScore={hasDataScore(data.sport)} />
      </div>
      <ExplorerTable
        rows={rows}
        sort={sort}
        onSort={onSort}
        expandedId={expandedId}
        onToggle={onToggle}
        mobile={mobile}
        emptyText={emptyText}
      />
    </section>
  );
}
