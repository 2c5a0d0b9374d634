import { Fragment, lazy, Suspense } from 'react';
import type { ExplorerRow } from '../../../domain/explorer/explorer-rows';
import type { SortKey, SortState } from '../../../domain/explorer/explorer-sort';
import { useT } from '../../i18n/language-store';
import { EXPLORER_COLUMN_COUNT, EXPLORER_COLUMNS } from './explorer-columns';
import { ExplorerTableRow } from './explorer-table-row';
import { SortHeader } from './sort-header';
import './explorer-table.css';

// A row's full breakdown (bars, tabs, the results verdict) is asked for when a fan opens a
// row: the explorer's first load carries the table alone (the 120 KB budget, issue 51).
const RaceDetails = lazy(() =>
  import('./race-details').then((module) => ({ default: module.RaceDetails })),
);

interface Props {
  rows: readonly ExplorerRow[];
  sort: SortState;
  onSort: (key: SortKey) => void;
  expandedId: string | null;
  onToggle: (raceId: string) => void;
  mobile: boolean;
  emptyText: string | null;
}

export const detailsRowId = (raceId: string) => `explorer-details-${raceId}`;

export function ExplorerTable({
  rows,
  sort,
  onSort,
  expandedId,
  onToggle,
  mobile,
  emptyText,
}: Props) {
  const t = useT();
  return (
    <>
      {/* On a phone the table is wider than the screen: said in words, shown by its edges. */}
      {mobile ? (
        <p id="explorer-scroll-hint" className="explorer-scroll-hint">
          {t('explorer.table.scrollHint')} <span aria-hidden="true">→</span>
        </p>
      ) : null}
      {/* A wide table scrolls inside its own box so the page never scrolls sideways. */}
      <section
        className="explorer-table-scroll"
        aria-labelledby="explorer-caption"
        aria-describedby={mobile ? 'explorer-scroll-hint' : undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
      >
        <table className="explorer-table">
          <caption id="explorer-caption">{t('explorer.table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className="explorer-table__toggle-col">
                <span className="visually-hidden">{t('explorer.table.details')}</span>
              </th>
              {EXPLORER_COLUMNS.map((column) =>
                column.sortKey ? (
                  <SortHeader
                    key={column.message}
                    label={t(column.message)}
                    sortKey={column.sortKey}
                    sort={sort}
                    onSort={onSort}
                  />
                ) : (
                  <th key={column.message} scope="col">
                    {t(column.message)}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {emptyText !== null && (
              <tr>
                <td colSpan={EXPLORER_COLUMN_COUNT} className="explorer-table__spanning">
                  <p className="explorer-table__in-view explorer-table__empty">{emptyText}</p>
                </td>
              </tr>
            )}
            {rows.map((row) => {
              const expanded = row.race.id === expandedId;
              return (
                <Fragment key={row.race.id}>
                  <ExplorerTableRow
                    row={row}
                    expanded={expanded}
                    detailsId={detailsRowId(row.race.id)}
                    onToggle={onToggle}
                  />
                  {expanded && (
                    <tr id={detailsRowId(row.race.id)} className="explorer-details-row">
                      <td colSpan={EXPLORER_COLUMN_COUNT} className="explorer-table__spanning">
                        <div className="explorer-table__in-view">
                          <Suspense
                            fallback={<p className="page-loading">{t('common.loading')}</p>}
                          >
                            <RaceDetails row={row} mobile={mobile} />
                          </Suspense>
                        </div>
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </section>
    </>
  );
}
