import { PRODUCT_NAME } from '../../../domain/constants';
import { useDocumentTitle } from '../../shared/use-document-title';

export default function SupportPage() {
  useDocumentTitle(`Support — ${PRODUCT_NAME}`);
  return (
    <section>
      <h1>Support</h1>
    </section>
  );
}
