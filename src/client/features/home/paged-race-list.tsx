import type { ReactNode } from 'react';
import { paginate } from '../../../domain/races/home-lists';
import { cardAnchor } from '../../../domain/races/race-names';
import type { Race } from '../../../domain/types';
import { PagerControls } from './pager-controls';
import { usePager } from './use-pager';

export interface PagedRaceListProps {
  races: Race[];
  pageSize: number;
  /** Changing it returns the list to page 1. */
  resetKey?: unknown;
  /** A card anchor the URL asks for: the list pages to it. */
  focusAnchor?: string | null;
  emptyText?: ReactNode;
  renderCard: (race: Race) => ReactNode;
}

export function PagedRaceList({
  races,
  pageSize,
  resetKey,
  focusAnchor,
  emptyText,
  renderCard,
}: PagedRaceListProps) {
  const focusIndex = focusAnchor ? races.findIndex((race) => cardAnchor(race) === focusAnchor) : -1;
  const pager = usePager(pageSize, { resetKey, focusIndex });
  if (races.length === 0) return emptyText ? <p className="empty-text">{emptyText}</p> : null;
  const page = paginate(races, pager.page, pageSize);
  const shown = pager.showAll ? races : page.items;
  return (
    <>
      <ul className="card-grid">
        {shown.map((race) => (
          <li key={race.id} className="card-grid__item">
            {renderCard(race)}
          </li>
        ))}
      </ul>
      {races.length > pageSize ? (
        <PagerControls
          page={page}
          total={races.length}
          showAll={pager.showAll}
          onPage={pager.setPage}
          onShowAll={pager.setShowAll}
        />
      ) : null}
    </>
  );
}
