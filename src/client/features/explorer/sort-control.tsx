import { useId } from 'react';
import {
  isSortKey,
  nextSort,
  SORT_KEYS,
  type SortState,
} from '../../../domain/explorer/explorer-sort';
import { useT } from '../../i18n/language-store';
import { SORT_LABELS } from './explorer-columns';
import type { SortChange } from './use-explorer-query';

interface Props {
  sort: SortState;
  updateSort: (change: SortChange) => void;
  /** Whether the sport has an AI rating to sort by (Formula 1 only). */
  dataScore?: boolean;
}

/**
 * The same sort as the column headings, plus AI rating (no column of its own). Handy on a
 * phone, where the headings may be scrolled out of view.
 */
export function SortControl({ sort, updateSort, dataScore = true }: Props) {
  const t = useT();
  const id = useId();
  const order = t(sort.dir === 'desc' ? 'explorer.sort.descending' : 'explorer.sort.ascending');
  return (
    <div className="sort-control">
      <label htmlFor={id}>{t('explorer.sort.by')}</label>
      <select
        id={id}
        value={sort.key}
        onChange={(e) => {
          const key = e.target.value;
          if (isSortKey(key))
            updateSort((state) => (state.key === key ? state : nextSort(state, key)));
        }}
      >
        {SORT_KEYS.filter((key) => dataScore || key !== 'ai_rating').map((key) => (
          <option key={key} value={key}>
            {t(SORT_LABELS[key])}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="sort-control__dir"
        aria-label={t('explorer.sort.order', { order })}
        onClick={() => updateSort((state) => nextSort(state, state.key))}
      >
        {order}
        <span aria-hidden="true"> {sort.dir === 'desc' ? '▼' : '▲'}</span>
      </button>
    </div>
  );
}
