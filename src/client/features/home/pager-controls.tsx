import type { Page } from '../../../domain/races/home-lists';
import { useT } from '../../i18n/language-store';
import { useHomeFormat } from './home-format';

export interface PagerControlsProps {
  page: Page<unknown>;
  total: number;
  showAll: boolean;
  onPage: (page: number) => void;
  onShowAll: (showAll: boolean) => void;
}

/** Previous / next, 'view all' and, while all are shown, 'Show Pages'. */
export function PagerControls({ page, total, showAll, onPage, onShowAll }: PagerControlsProps) {
  const t = useT();
  const format = useHomeFormat();
  if (showAll) {
    return (
      <div className="pager">
        <p className="pager__status" aria-live="polite">
          {t('home.pager.showingAll', { count: total, total: format.count(total) })}
        </p>
        <button type="button" className="pager__button" onClick={() => onShowAll(false)}>
          {t('home.pager.showPages')}
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
        {t('home.pager.previous')}
      </button>
      <p className="pager__status" aria-live="polite">
        {t('home.pager.status', {
          page: format.count(page.page),
          pageCount: format.count(page.pageCount),
        })}
      </p>
      <button
        type="button"
        className="pager__button"
        disabled={!page.hasNext}
        onClick={() => onPage(page.page + 1)}
      >
        {t('home.pager.next')}
      </button>
      <button type="button" className="pager__button" onClick={() => onShowAll(true)}>
        {t('home.pager.viewAll')}
      </button>
    </div>
  );
}
