import { PRODUCT_NAME } from '../../../domain/constants';
import { useT } from '../../i18n/language-store';

export function TermsOfService({ lastUpdated }: { lastUpdated: string }) {
  const t = useT();
  return (
    <section aria-labelledby="terms-title">
      <h2 id="terms-title">{t('pages.terms.title')}</h2>
      <p className="meta">{t('pages.legal.lastUpdated', { date: lastUpdated })}</p>
      <ul>
        <li>{t('pages.terms.unofficial', { product: PRODUCT_NAME })}</li>
        <li>{t('pages.terms.opinions')}</li>
        <li>{t('pages.terms.honest')}</li>
        <li>{t('pages.terms.asIs')}</li>
        <li>{t('pages.terms.donations')}</li>
        <li>{t('pages.terms.changes')}</li>
      </ul>
    </section>
  );
}
