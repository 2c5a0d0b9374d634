import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../domain/constants';
import { documentTitle } from '../../../domain/site/copy';
import { ROUTE_PATHS } from '../../../domain/site/routes';
import { useDocumentTitle } from '../../shared/use-document-title';
import { PrivacyPolicy } from './privacy-policy';
import { TermsOfService } from './terms-of-service';

export const LEGAL_LAST_UPDATED = 'June 2025';

export default function LegalPage() {
  useDocumentTitle(documentTitle('privacy', false));
  return (
    <article className="static-page legal-page">
      <p>
        <Link to={ROUTE_PATHS.home}>← Back to {PRODUCT_NAME}</Link>
      </p>
      <h1>Privacy Policy and Terms of Service</h1>
      <PrivacyPolicy lastUpdated={LEGAL_LAST_UPDATED} />
      <TermsOfService lastUpdated={LEGAL_LAST_UPDATED} />
      <p>
        <Link to={ROUTE_PATHS.home}>← Back to {PRODUCT_NAME}</Link>
      </p>
    </article>
  );
}
