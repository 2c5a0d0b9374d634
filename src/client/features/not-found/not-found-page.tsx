import { Link } from 'react-router';
import { documentTitle } from '../../../domain/site/copy';
import { useDocumentTitle } from '../../shared/use-document-title';

export function NotFoundPage() {
  useDocumentTitle(documentTitle('notFound', false));
  return (
    <section className="not-found">
      <h1>DNF (Did Not Find)</h1>
      <p>Looks like this page took a wrong turn at the chicane!</p>
      <Link to="/" className="button">
        Return to Home
      </Link>
    </section>
  );
}
