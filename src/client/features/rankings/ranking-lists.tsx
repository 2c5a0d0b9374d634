import { Link } from 'react-router';
import { HIDDEN_GEMS_LIST, type RankingFilters } from '../../../domain/rankings/ranking-query';
import { useT } from '../../i18n/language-store';
import { NO_FILTERS } from './rankings-query';

interface Props {
  filters: RankingFilters;
  /** Decades with a race to show. */
  decades: readonly number[];
  /** The address of the first page of a list. */
  linkTo: (filters: RankingFilters) => string;
}

/**
 * The lists worth opening on their own, each a link a fan can share: the best of all time,
 * the hidden gems, the best of each decade. Each keeps the series chosen.
 */
export function RankingLists({ filters, decades, linkTo }: Props) {
  const t = useT();
  const base: RankingFilters = { ...NO_FILTERS, sport: filters.sport };
  const lists: { key: string; filters: RankingFilters; name: string }[] = [
    { key: 'all', filters: base, name: t('rankings.lists.allTime') },
    {
      key: 'gems',
      filters: { ...base, list: HIDDEN_GEMS_LIST },
      name: t('rankings.lists.hiddenGems'),
    },
    ...decades.map((decade) => ({
      key: String(decade),
      filters: { ...base, decade },
      name: t('rankings.lists.decade', { decade: String(decade) }),
    })),
  ];
  const current = linkTo(filters);
  return (
    <nav className="ranking-lists" aria-label={t('rankings.lists.label')}>
      <ul>
        {lists.map((list) => {
          const to = linkTo(list.filters);
          return (
            <li key={list.key}>
              <Link to={to} aria-current={to === current ? 'page' : undefined}>
                {list.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
