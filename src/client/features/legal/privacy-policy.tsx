import { PRODUCT_NAME } from '../../../domain/constants';
import { formatRich } from '../../i18n/format-rich';
import { useT } from '../../i18n/language-store';

export function PrivacyPolicy({ lastUpdated }: { lastUpdated: string }) {
  const t = useT();
  return (
    <section aria-labelledby="privacy-title">
      <h2 id="privacy-title">{t('pages.privacy.title')}</h2>
      <p className="meta">{t('pages.legal.lastUpdated', { date: lastUpdated })}</p>
      <p>{t('pages.privacy.intro', { product: PRODUCT_NAME })}</p>
      <h3>{t('pages.privacy.device.heading')}</h3>
      <ul>
        <li>
          {formatRich(t, 'pages.privacy.device.token', {
            token: <strong>{t('pages.privacy.device.tokenTerm')}</strong>,
          })}
        </li>
        <li>{t('pages.privacy.device.preferences')}</li>
        <li>{t('pages.privacy.device.offline')}</li>
      </ul>
      <h3>{t('pages.privacy.server.heading')}</h3>
      <ul>
        <li>
          {formatRich(t, 'pages.privacy.server.votes', {
            votes: <strong>{t('pages.privacy.server.votesTerm')}</strong>,
          })}
        </li>
        <li>
          {formatRich(t, 'pages.privacy.server.usage', {
            usage: <strong>{t('pages.privacy.server.usageTerm')}</strong>,
          })}
        </li>
        <li>
          {formatRich(t, 'pages.privacy.server.push', {
            push: <strong>{t('pages.privacy.server.pushTerm')}</strong>,
          })}
        </li>
      </ul>
      <p>{t('pages.privacy.server.addresses')}</p>
      <h3>{t('pages.privacy.thirdParties.heading')}</h3>
      <p>{t('pages.privacy.thirdParties.text')}</p>
      <h3>{t('pages.privacy.choices.heading')}</h3>
      <p>{t('pages.privacy.choices.text')}</p>
    </section>
  );
}
