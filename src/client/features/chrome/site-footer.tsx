import { Link } from 'react-router';
import { UNOFFICIAL_NOTICE } from '../../../domain/site/copy';
import { ROUTE_PATHS } from '../../../domain/site/routes';
import { buildSettings } from '../../shared/build-settings';

const NEW_TAB = <span className="visually-hidden"> (opens in a new tab)</span>;

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul className="footer-links">
          <li>
            <a href={buildSettings.forumUrl} target="_blank" rel="noopener noreferrer">
              Community Forum{NEW_TAB}
            </a>
          </li>
          <li>
            <Link to={ROUTE_PATHS.install}>Install the App</Link>
          </li>
          <li>
            <Link to={ROUTE_PATHS.support}>Support</Link>
          </li>
          <li>
            <a href={buildSettings.feedbackUrl} target="_blank" rel="noopener noreferrer">
              Feedback{NEW_TAB}
            </a>
          </li>
          <li>
            <Link to={ROUTE_PATHS.privacy}>Privacy Policy &amp; Terms</Link>
          </li>
          <li>
            <Link to={ROUTE_PATHS.fairRatings}>How Ratings Stay Fair</Link>
          </li>
          <li>
            <button
              type="button"
              className="link-button"
              onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            >
              Back to top ↑
            </button>
          </li>
        </ul>
      </nav>
      <p className="footer-notice">{UNOFFICIAL_NOTICE}</p>
    </footer>
  );
}
