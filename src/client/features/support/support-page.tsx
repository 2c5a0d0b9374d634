import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../domain/constants';
import { formatRich } from '../../i18n/format-rich';
import { useT } from '../../i18n/language-store';
import { useSeriesPath } from '../../shared/series-path';
import { siteLinks, useCommunityUrl } from '../../shared/site-links';
import { useDocumentTitle } from '../../shared/use-document-title';
import { DataSources } from './data-sources';

export default function SupportPage() {
  const t = useT();
  useDocumentTitle('support');
  const newTab = <span className="visually-hidden">{t('pages.support.newTab')}</span>;
  // Links the operator has not set are not shown (docs/configuration.md).
  const { tip } = siteLinks();
  const forumUrl = useCommunityUrl();
  const lead = <strong>{t('pages.support.followLead')}</strong>;
  const alerts = <Link to={useSeriesPath('install')}>{t('pages.support.alerts')}</Link>;
  return (
    <section className="static-page support-page">
      <h1>{t('pages.support.title')}</h1>
      <p className="lead">{t('pages.support.lead', { product: PRODUCT_NAME })}</p>
      {tip ? (
        <p>
          <a className="button" href={tip} target="_blank" rel="noopener noreferrer">
            {t('pages.support.tip')}
            {newTab}
          </a>
        </p>
      ) : null}

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
          {forumUrl
            ? formatRich(t, 'pages.support.follow', {
                lead,
                forum: (
                  <a href={forumUrl} target="_blank" rel="noopener noreferrer">
                    {t('pages.support.forum')}
                    {newTab}
                  </a>
                ),
                alerts,
              })
            : formatRich(t, 'pages.support.followAlerts', { lead, alerts })}
        </li>
      </ul>
      <DataSources />
    </section>
  );
}
