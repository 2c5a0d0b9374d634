import { PRODUCT_NAME } from '../../../domain/constants';
import { useDocumentTitle } from '../../shared/use-document-title';

export default function ExplorerPage() {
  useDocumentTitle(`All Races — ${PRODUCT_NAME}`);
  return (
    <section>
      <h1>All Races</h1>
    </section>
  );
}
