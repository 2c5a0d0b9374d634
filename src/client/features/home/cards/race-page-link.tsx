import { Link } from 'react-router';
import { raceNameOf } from '../../../../domain/races/race-name-of';
import { sharePath } from '../../../../domain/sharing/share-paths';
import type { Race } from '../../../../domain/types';
import { useT } from '../../../i18n/language-store';

/**
 * The way from a card to its race's own page. It sits beside the compact card's expand
 * button, never inside it, and keeps its click to itself so no card ever toggles on the way.
 * It carries the race's id and name only: nothing in it can give the race away.
 */
export function RacePageLink({ race }: { race: Pick<Race, 'id' | 'name' | 'sport'> }) {
  const t = useT();
  return (
    <Link
      className="race-card__page-link"
      to={sharePath(race.id)}
      aria-label={t('common.racePage.linkFor', { race: raceNameOf(race) })}
      onClick={(event) => event.stopPropagation()}
    >
      {t('common.racePage.link')}
    </Link>
  );
}
