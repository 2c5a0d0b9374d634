import type { Page } from '../../../domain/races/home-lists';
import { showingAllText } from '../../../domain/races/home-lists';
import { PAGER_LABELS } from '../../../domain/site/copy';

export interface PagerControlsProps {
  page: Page<unknown>;
  total: number;
  showAll: boolean;
  onPage: (page: number) => void;
  onShowAll: (showAll: boolean) => void;
}

/** Previous / next, 'view all' and, while all are shown, 'Show Pages'. */
export function PagerControls({ page, total, showAll, onPage, onShowAll }: PagerControlsProps) {
  if (showAll) {
    return (
      <div className="pager">
        <p className="pager__status" aria-live="polite">
          {showingAllText(total)}
        </p>
        <button type="button" className="pager__button" onClick={() => onShowAll(false)}>
          {PAGER_LABELS.showPages}
        </button>
      </div>
    );
  }
  return (
    <div className="pager">
      <button
        type="button"
        className="pager__button"
        disabled={!page.hasPrev}
        onClick={() => onPage(page.page - 1)}
      >
        {PAGER_LABELS.previous}
      </button>
      <p className="pager__status" aria-live="polite">
        Page {page.page} of {page.pageCount}
      </p>
      <button
        type="button"
        className="pager__button"
        disabled={!page.hasNext}
        onClick={() => onPage(page.page + 1)}
      >
        {PAGER_LABELS.next}
      </button>
      <button type="button" className="pager__button" onClick={() => onShowAll(true)}>
        {PAGER_LABELS.viewAll}
      </button>
    </div>
  );
}
