import { PRODUCT_NAME } from '../../../domain/constants';
import { useDocumentTitle } from '../../shared/use-document-title';

export default function LegalPage() {
  useDocumentTitle(`Privacy & Terms — ${PRODUCT_NAME}`);
  return (
    <section>
      <h1>Privacy & Terms</h1>
    </section>
  );
}
