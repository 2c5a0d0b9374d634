import type { Translate } from '../../../domain/i18n/messages/catalogue';
import type { RankingFilters } from '../../../domain/rankings/ranking-query';

// A list worth opening on its own says which it is: the best of a decade, the best at a
// circuit, both, the hidden gems, or the best of all time.

export function rankingHeading(filters: RankingFilters, t: Translate): string {
  if (filters.list !== null) return t('rankings.heading.hiddenGems');
  const decade = filters.decade === null ? null : String(filters.decade);
  const { circuit } = filters;
  if (decade !== null && circuit !== null) {
    return t('rankings.heading.decadeCircuit', { decade, circuit });
  }
  if (decade !== null) return t('rankings.heading.decade', { decade });
  if (circuit !== null) return t('rankings.heading.circuit', { circuit });
  return t('rankings.title');
}

/** A decade as a choice names it ('1990s', '1990er', '1990年代'). */
export function decadeText(decade: number, t: Translate): string {
  return t('rankings.decade', { decade: String(decade) });
}
