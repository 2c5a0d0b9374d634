import { Link } from 'react-router';
import { useT } from '../../i18n/language-store';
import { useRankingFormat } from './ranking-format';

interface Props {
  page: number;
  /** Pages in the list, when known. */
  pages: number | null;
  hasNext: boolean;
  /** The address of another page of the same list. */
  linkTo: (page: number) => string;
}

/** Previous and next page as links: each page has its own address, and Back returns to it. */
export function RankingPager({ page, pages, hasNext, linkTo }: Props) {
  const t = useT();
  const format = useRankingFormat();
  if (page === 1 && !hasNext) return null;
  return (
    <nav className="ranking-pager" aria-label={t('rankings.pager.label')}>
      {page > 1 ? (
        <Link to={linkTo(page - 1)} rel="prev">
          {t('rankings.pager.previous')}
        </Link>
      ) : null}
      <span className="ranking-pager__at">
        {pages === null
          ? t('rankings.pager.page', { page: format.whole(page) })
          : t('rankings.pager.pageOf', { page: format.whole(page), pages: format.whole(pages) })}
      </span>
      {hasNext ? (
        <Link to={linkTo(page + 1)} rel="next">
          {t('rankings.pager.next')}
        </Link>
      ) : null}
    </nav>
  );
}
