import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../domain/constants';
import { useT } from '../../i18n/language-store';
import { useDocumentTitle } from '../../shared/use-document-title';

export function NotFoundPage() {
  const t = useT();
  const title = t('common.notFound.title');
  useDocumentTitle(`${title} | ${PRODUCT_NAME}`);
  return (
    <section className="not-found">
      <h1>{title}</h1>
      <p>{t('common.notFound.text')}</p>
      <Link to="/" className="button">
        {t('common.notFound.home')}
      </Link>
    </section>
  );
}
