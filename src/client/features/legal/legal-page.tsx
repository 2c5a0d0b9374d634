import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../domain/constants';
import { useLanguage, useT } from '../../i18n/language-store';
import { formatCalendarDay } from '../../shared/race-time';
import { useSeriesPath } from '../../shared/series-path';
import { useDocumentTitle } from '../../shared/use-document-title';
import { PrivacyPolicy } from './privacy-policy';
import { TermsOfService } from './terms-of-service';

/** The month both texts were last changed (a calendar day, so no time zone shifts it). */
const LEGAL_LAST_UPDATED = '2025-06-01';

export default function LegalPage() {
  const t = useT();
  const language = useLanguage();
  useDocumentTitle('privacy');
  const home = useSeriesPath('home');
  const lastUpdated = formatCalendarDay(LEGAL_LAST_UPDATED, language, {
    month: 'long',
    year: 'numeric',
  });
  const back = (
    <p>
      <Link to={home}>← {t('pages.legal.back', { product: PRODUCT_NAME })}</Link>
    </p>
  );
  return (
    <article className="static-page legal-page">
      {back}
      <h1>{t('pages.legal.title')}</h1>
      <PrivacyPolicy lastUpdated={lastUpdated} />
      <TermsOfService lastUpdated={lastUpdated} />
      {back}
    </article>
  );
}
