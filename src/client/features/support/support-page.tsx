import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../domain/constants';
import { ROUTE_PATHS } from '../../../domain/site/routes';
import { formatRich } from '../../i18n/format-rich';
import { useT } from '../../i18n/language-store';
import { buildSettings } from '../../shared/build-settings';
import { useDocumentTitle } from '../../shared/use-document-title';

export default function SupportPage() {
  const t = useT();
  useDocumentTitle(`${t('pages.support.documentTitle')} | ${PRODUCT_NAME}`);
  const newTab = <span className="visually-hidden">{t('pages.support.newTab')}</span>;
  return (
    <section className="static-page support-page">
      <h1>{t('pages.support.title')}</h1>
      <p className="lead">{t('pages.support.lead', { product: PRODUCT_NAME })}</p>
      <p>
        <a className="button" href={buildSettings.tipUrl} target="_blank" rel="noopener noreferrer">
          {t('pages.support.tip')}
          {newTab}
        </a>
      </p>

      <h2>{t('pages.support.otherWays')}</h2>
      <ul className="help-list">
        <li>
          {formatRich(t, 'pages.support.share', {
            lead: <strong>{t('pages.support.shareLead')}</strong>,
          })}
        </li>
        <li>
          {formatRich(t, 'pages.support.vote', {
            lead: <strong>{t('pages.support.voteLead')}</strong>,
          })}
        </li>
        <li>
          {formatRich(t, 'pages.support.follow', {
            lead: <strong>{t('pages.support.followLead')}</strong>,
            forum: (
              <a href={buildSettings.forumUrl} target="_blank" rel="noopener noreferrer">
                {t('pages.support.forum')}
                {newTab}
              </a>
            ),
            alerts: <Link to={ROUTE_PATHS.install}>{t('pages.support.alerts')}</Link>,
          })}
        </li>
      </ul>
    </section>
  );
}
