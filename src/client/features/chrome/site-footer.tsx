import { Link } from 'react-router';
import { ROUTE_PATHS } from '../../../domain/site/routes';
import { useT } from '../../i18n/language-store';
import { buildSettings } from '../../shared/build-settings';
import { NewTabNote } from './new-tab-note';

export function SiteFooter() {
  const t = useT();
  return (
    <footer className="site-footer">
      <nav aria-label={t('common.footer.label')}>
        <ul className="footer-links">
          <li>
            <a href={buildSettings.forumUrl} target="_blank" rel="noopener noreferrer">
              {t('common.footer.forum')}
              <NewTabNote />
            </a>
          </li>
          <li>
            <Link to={ROUTE_PATHS.install}>{t('common.footer.install')}</Link>
          </li>
          <li>
            <Link to={ROUTE_PATHS.support}>{t('common.footer.support')}</Link>
          </li>
          <li>
            <a href={buildSettings.feedbackUrl} target="_blank" rel="noopener noreferrer">
              {t('common.footer.feedback')}
              <NewTabNote />
            </a>
          </li>
          <li>
            <Link to={ROUTE_PATHS.privacy}>{t('common.footer.privacy')}</Link>
          </li>
          <li>
            <Link to={ROUTE_PATHS.fairRatings}>{t('common.footer.fairRatings')}</Link>
          </li>
          <li>
            <button
              type="button"
              className="link-button"
              onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            >
              {t('common.footer.backToTop')}
            </button>
          </li>
        </ul>
      </nav>
      <p className="footer-notice">{t('common.footer.notice')}</p>
    </footer>
  );
}
