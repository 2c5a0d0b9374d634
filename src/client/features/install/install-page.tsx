import { PRODUCT_NAME } from '../../../domain/constants';
import { useDocumentTitle } from '../../shared/use-document-title';

export default function InstallPage() {
  useDocumentTitle(`Install the App — ${PRODUCT_NAME}`);
  return (
    <section>
      <h1>Install the App</h1>
    </section>
  );
}
