import { Link } from 'react-router';
import { sportRoutePath } from '../../../domain/site/routes';
import { DEFAULT_SPORT, rightsHolderList } from '../../../domain/sports/sports';
import { useLanguage, useT } from '../../i18n/language-store';
import { useHomeSport } from '../../shared/remembered-sport';
import { communityUrl, siteLinks } from '../../shared/site-links';
import { NewTabNote } from './new-tab-note';

export function SiteFooter() {
  const t = useT();
  const language = useLanguage();
  // The page's series (the race's, or the one the fan came from, on the site's own pages):
  // its forum, its owners, and its own copy of every page linked here (decision 0150).
  const sport = useHomeSport();
  const forumUrl = communityUrl(sport);
  const { feedback } = siteLinks();
  return (
    <footer className="site-footer">
      <nav aria-label={t('common.footer.label')}>
        <ul className="footer-links">
          {forumUrl ? (
            <li>
              <a href={forumUrl} target="_blank" rel="noopener noreferrer">
                {t('common.footer.forum')}
                <NewTabNote />
              </a>
            </li>
          ) : null}
          <li>
            <Link to={sportRoutePath(sport, 'install')}>{t('common.footer.install')}</Link>
          </li>
          <li>
            <Link to={sportRoutePath(sport, 'support')}>{t('common.footer.support')}</Link>
          </li>
          {feedback ? (
            <li>
              <a href={feedback} target="_blank" rel="noopener noreferrer">
                {t('common.footer.feedback')}
                <NewTabNote />
              </a>
            </li>
          ) : null}
          <li>
            <Link to={sportRoutePath(sport, 'privacy')}>{t('common.footer.privacy')}</Link>
          </li>
          <li>
            <Link to={sportRoutePath(sport, 'fairRatings')}>{t('common.footer.fairRatings')}</Link>
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
      <p className="footer-notice">
        {sport === DEFAULT_SPORT
          ? t('common.footer.notice')
          : t('common.footer.noticeSeries', { owners: rightsHolderList([sport], language) })}
      </p>
    </footer>
  );
}
