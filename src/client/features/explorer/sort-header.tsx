import type { SortKey, SortState } from '../../../domain/explorer/explorer-sort';

interface Props {
  label: string;
  sortKey: SortKey;
  sort: SortState;
  onSort: (key: SortKey) => void;
}

const ARROWS = { asc: '▲', desc: '▼' } as const;

/** A column heading that sorts: the button acts, aria-sort tells the current order. */
export function SortHeader({ label, sortKey, sort, onSort }: Props) {
  const active = sort.key === sortKey;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        className={`sort-button${active ? ' sort-button--active' : ''}`}
        onClick={() => onSort(sortKey)}
      >
        {label}
        <span className="sort-button__arrow" aria-hidden="true">
          {active ? ARROWS[sort.dir] : '↕'}
        </span>
      </button>
    </th>
  );
}
