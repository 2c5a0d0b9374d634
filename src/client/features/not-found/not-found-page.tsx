import { Link } from 'react-router';
import { sportHomePath } from '../../../domain/sports/sports';
import { useT } from '../../i18n/language-store';
import { useHomeSport } from '../../shared/remembered-sport';
import { useDocumentTitle } from '../../shared/use-document-title';

export function NotFoundPage() {
  const t = useT();
  const title = t('common.notFound.title');
  useDocumentTitle('notFound');
  // '/motogp/nope' returns to MotoGP's home; a site page to the fan's sport's.
  const home = sportHomePath(useHomeSport());
  return (
    <section className="not-found">
      <h1>{title}</h1>
      <p>{t('common.notFound.text')}</p>
      <Link to={home} className="button">
        {t('common.notFound.home')}
      </Link>
    </section>
  );
}
