import { useId } from 'react';
import {
  isSortKey,
  nextSort,
  SORT_KEYS,
  type SortState,
} from '../../../domain/explorer/explorer-sort';
import { SORT_LABELS } from './explorer-columns';
import type { SortChange } from './use-explorer-query';

interface Props {
  sort: SortState;
  updateSort: (change: SortChange) => void;
}

/**
 * The same sort as the column headings, plus AI rating (no column of its own). Handy on a
 * phone, where the headings may be scrolled out of view.
 */
export function SortControl({ sort, updateSort }: Props) {
  const id = useId();
  const order = sort.dir === 'desc' ? 'Descending' : 'Ascending';
  return (
    <div className="sort-control">
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        value={sort.key}
        onChange={(e) => {
          const key = e.target.value;
          if (isSortKey(key))
            updateSort((state) => (state.key === key ? state : nextSort(state, key)));
        }}
      >
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {SORT_LABELS[key]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="sort-control__dir"
        aria-label={`Order: ${order}`}
        onClick={() => updateSort((state) => nextSort(state, state.key))}
      >
        {order}
        <span aria-hidden="true"> {sort.dir === 'desc' ? '▼' : '▲'}</span>
      </button>
    </div>
  );
}
