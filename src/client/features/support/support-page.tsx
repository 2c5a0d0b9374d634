import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../domain/constants';
import { documentTitle, SUPPORT_PAGE_TITLE } from '../../../domain/site/copy';
import { ROUTE_PATHS } from '../../../domain/site/routes';
import { buildSettings } from '../../shared/build-settings';
import { useDocumentTitle } from '../../shared/use-document-title';

export default function SupportPage() {
  useDocumentTitle(documentTitle('support', false));
  return (
    <section className="static-page support-page">
      <h1>{SUPPORT_PAGE_TITLE}</h1>
      <p className="lead">
        {PRODUCT_NAME} is a free, ad-free community tool run by fans. Donations pay for the server
        and keep it that way.
      </p>
      <p>
        <a className="button" href={buildSettings.tipUrl} target="_blank" rel="noopener noreferrer">
          Leave a tip<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>

      <h2>Other ways to help</h2>
      <ul className="help-list">
        <li>
          <strong>Share with fans.</strong> Send a race link to friends who missed the race: the
          ratings never spoil the result.
        </li>
        <li>
          <strong>Keep voting.</strong> Every rating makes the verdict more useful for the fans who
          watch later. Voting opens on race day.
        </li>
        <li>
          <strong>Follow the community.</strong> Join the{' '}
          <a href={buildSettings.forumUrl} target="_blank" rel="noopener noreferrer">
            community forum<span className="visually-hidden"> (opens in a new tab)</span>
          </a>{' '}
          for race-day reminders, or <Link to={ROUTE_PATHS.install}>turn on alerts</Link>.
        </li>
      </ul>
    </section>
  );
}
