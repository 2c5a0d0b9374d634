import { Link } from 'react-router';
import { ROUTE_PATHS, sportRoutePath } from '../../../domain/site/routes';
import { hasDataScore } from '../../../domain/sports/sports';
import { formatRich } from '../../i18n/format-rich';
import { useT } from '../../i18n/language-store';
import { useHomeSport } from '../../shared/remembered-sport';
import { useDocumentTitle } from '../../shared/use-document-title';

// Plain words for fans. No limit or number is given away on purpose: a figure printed
// here would be a target to aim just under.
export default function FairRatingsPage() {
  const t = useT();
  const title = t('pages.fairRatings.title');
  useDocumentTitle('fairRatings');
  // The page's series' own pages; the data score only where the series has one (0121).
  const sport = useHomeSport();
  return (
    <article className="static-page fair-ratings-page">
      <h1>{title}</h1>
      <p className="lead">{t('pages.fairRatings.lead')}</p>

      <h2>{t('pages.fairRatings.kept.heading')}</h2>
      <p>{t('pages.fairRatings.kept.text')}</p>

      <h2>{t('pages.fairRatings.share.heading')}</h2>
      <p>{t('pages.fairRatings.share.text')}</p>
      <p>{t('pages.fairRatings.share.crowds')}</p>

      <h2>{t('pages.fairRatings.work.heading')}</h2>
      <p>{t('pages.fairRatings.work.text')}</p>

      <h2>{t('pages.fairRatings.tracked.heading')}</h2>
      <ul>
        <li>{t('pages.fairRatings.tracked.noAccounts')}</li>
        <li>{t('pages.fairRatings.tracked.hashes')}</li>
        <li>
          {formatRich(t, 'pages.fairRatings.tracked.more', {
            privacyPolicy: (
              <Link to={sportRoutePath(sport, 'privacy')}>
                {t('pages.fairRatings.tracked.privacyPolicy')}
              </Link>
            ),
          })}
        </li>
      </ul>

      <h2>{t('pages.fairRatings.people.heading')}</h2>
      <p>{t('pages.fairRatings.people.text')}</p>

      <p>
        {hasDataScore(sport) ? (
          <>
            <Link to={ROUTE_PATHS.dataScore}>{t('pages.dataScore.title')}</Link> ·{' '}
          </>
        ) : null}
        <Link to={sportRoutePath(sport, 'home')}>{t('pages.fairRatings.back')}</Link>
      </p>
    </article>
  );
}
