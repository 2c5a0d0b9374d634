import { Link } from 'react-router';
import { sportBestRacesPath } from '../../../domain/site/routes';
import { useT } from '../../i18n/language-store';
import { useOpenSport } from '../../shared/use-open-sport';

/**
 * The way to the best races of all time, one tap from the home: a fan new to the site who
 * wants a classic for tonight finds it before the season's lists (a series' home opens its
 * own series' ranking).
 */
export function BestRacesLink() {
  const t = useT();
  return (
    <p className="best-races-link">
      <Link to={sportBestRacesPath(useOpenSport())}>
        <span aria-hidden="true">🏆 </span>
        {t('home.bestRacesLink')}
      </Link>
    </p>
  );
}
