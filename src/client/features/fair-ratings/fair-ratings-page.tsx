import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../domain/constants';
import { ROUTE_PATHS } from '../../../domain/site/routes';
import { formatRich } from '../../i18n/format-rich';
import { useT } from '../../i18n/language-store';
import { useDocumentTitle } from '../../shared/use-document-title';

// Plain words for fans. No limit or number is given away on purpose: a figure printed
// here would be a target to aim just under.
export default function FairRatingsPage() {
  const t = useT();
  const title = t('pages.fairRatings.title');
  useDocumentTitle(`${title} | ${PRODUCT_NAME}`);
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
              <Link to={ROUTE_PATHS.privacy}>{t('pages.fairRatings.tracked.privacyPolicy')}</Link>
            ),
          })}
        </li>
      </ul>

      <h2>{t('pages.fairRatings.people.heading')}</h2>
      <p>{t('pages.fairRatings.people.text')}</p>

      <p>
        <Link to={ROUTE_PATHS.dataScore}>{t('pages.dataScore.title')}</Link> ·{' '}
        <Link to={ROUTE_PATHS.home}>{t('pages.fairRatings.back')}</Link>
      </p>
    </article>
  );
}
