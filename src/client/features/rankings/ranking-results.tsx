import { useT } from '../../i18n/language-store';
import { RankingRow } from './ranking-row';
import type { RankingView } from './use-ranking';

interface Props {
  view: RankingView;
  /** The heading that names the list. */
  labelledBy: string;
  /** The loading line, one of the site's phrases. */
  loading: string;
  retry: () => void;
}

/** The ranked races of one page, or the loading line, the empty list or the failure. */
export function RankingResults({ view, labelledBy, loading, retry }: Props) {
  const t = useT();
  if (view.status === 'loading') {
    return (
      <p className="page-loading ranking-status" role="status">
        {loading}
      </p>
    );
  }
  if (view.status === 'failed') {
    return (
      <div className="ranking-failed">
        <p role="alert">{t('rankings.failed')}</p>
        <button type="button" className="button" onClick={retry}>
          {t('rankings.retry')}
        </button>
      </div>
    );
  }
  if (view.items.length === 0) {
    return (
      <p className="ranking-status" role="status">
        {t('rankings.empty')}
      </p>
    );
  }
  const first = view.items[0]?.rank ?? 1;
  return (
    <>
      {view.total === null ? null : (
        <p className="ranking-status" role="status">
          {t('rankings.count', { count: view.total })}
        </p>
      )}
      <ol className="ranking-list" start={first} aria-labelledby={labelledBy}>
        {view.items.map((item) => (
          <RankingRow key={item.race.id} item={item} />
        ))}
      </ol>
    </>
  );
}
