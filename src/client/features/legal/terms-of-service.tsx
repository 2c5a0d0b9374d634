import { PRODUCT_NAME } from '../../../domain/constants';
import { sportChoices } from '../../../domain/sports/sport-choices';
import { DEFAULT_SPORT, rightsHolderList } from '../../../domain/sports/sports';
import { useCarriedSports } from '../../data/carried-sports';
import { useLanguage, useT } from '../../i18n/language-store';

export function TermsOfService({ lastUpdated }: { lastUpdated: string }) {
  const t = useT();
  const language = useLanguage();
  // Every series the site carries names its owners (the default sport's alone until the list is in).
  const carried = sportChoices(useCarriedSports(true), DEFAULT_SPORT)
    .filter((choice) => choice.available)
    .map((choice) => choice.sport);
  const owners = rightsHolderList(carried, language);
  return (
    <section aria-labelledby="terms-title">
      <h2 id="terms-title">{t('pages.terms.title')}</h2>
      <p className="meta">{t('pages.legal.lastUpdated', { date: lastUpdated })}</p>
      <ul>
        <li>{t('pages.terms.unofficial', { product: PRODUCT_NAME, owners })}</li>
        <li>{t('pages.terms.opinions')}</li>
        <li>{t('pages.terms.honest')}</li>
        <li>{t('pages.terms.asIs')}</li>
        <li>{t('pages.terms.donations')}</li>
        <li>{t('pages.terms.changes')}</li>
      </ul>
    </section>
  );
}
