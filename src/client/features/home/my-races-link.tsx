import { Link } from 'react-router';
import { racesStillToWatch } from '../../../domain/my-races/still-to-watch';
import { sportMyRacesPath } from '../../../domain/sports/sports';
import type { Race } from '../../../domain/types';
import { useT } from '../../i18n/language-store';
import { useMyRaces } from '../../shared/my-races/my-races-store';
import { useOpenSport } from '../../shared/use-open-sport';

/**
 * The way to the to-watch list, shown only to a fan with races of this sport marked still
 * to watch: a fan who never marks a race sees a home page with no trace of the list.
 */
export function MyRacesLink({ races, now }: { races: readonly Race[]; now: number }) {
  const t = useT();
  const sport = useOpenSport();
  const count = racesStillToWatch(races, useMyRaces(), now).length;
  if (count === 0) return null;
  return (
    <p className="my-races-link">
      <Link to={sportMyRacesPath(sport)}>{t('home.myRacesLink', { count })}</Link>
    </p>
  );
}
