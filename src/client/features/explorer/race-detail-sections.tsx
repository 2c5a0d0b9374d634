import type { Tally } from '../../../domain/types';
import { allTagsWithVotes, factorEmoji } from '../../../domain/voting/reason-tags';
import { starBarPercent, starScaleMax } from '../../../domain/voting/star-scale';
import { STAR_KEYS } from '../../../domain/voting/tally';
import { bestWatchMode, watchModeShares } from '../../../domain/voting/watch-modes';
import { usePageSport } from '../../data/use-page-sport';
import { useT } from '../../i18n/language-store';
import { useExplorerFormat } from './explorer-format';
import { factorText, watchModeText } from './explorer-words';

function Bar({ percentWidth }: { percentWidth: number }) {
  return (
    <span className="detail-bar" aria-hidden="true">
      <span className="detail-bar__fill" style={{ width: `${percentWidth}%` }} />
    </span>
  );
}

export function BestWayToWatch({ tally }: { tally: Tally }) {
  const t = useT();
  const format = useExplorerFormat();
  if (tally.totalVotes === 0) {
    return <p className="detail-empty">{t('explorer.details.noVotingData')}</p>;
  }
  const best = bestWatchMode(tally.viewModes);
  return (
    <ul className="detail-list">
      {watchModeShares(tally).map(({ mode, count, share }) => (
        <li key={mode} className={mode === best ? 'detail-line detail-line--best' : 'detail-line'}>
          <span className="detail-line__label">
            {watchModeText(t, mode)}
            {mode === best && (
              <span className="visually-hidden"> {t('explorer.details.best')}</span>
            )}
          </span>
          <Bar percentWidth={share * 100} />
          <span className="detail-line__value">
            {format.percent(share)}{' '}
            <span className="detail-line__count">({format.count(count)})</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function RatingBreakdown({ tally }: { tally: Tally }) {
  const t = useT();
  const format = useExplorerFormat();
  if (tally.totalVotes === 0) {
    return <p className="detail-empty">{t('explorer.details.noVotingData')}</p>;
  }
  const scale = starScaleMax(tally.starBuckets);
  return (
    <ul className="detail-list">
      {[...STAR_KEYS].reverse().map((star) => (
        <li key={star} className="detail-line">
          <span className="detail-line__label">
            {star}
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              {' '}
              {t('explorer.details.starsWord', { count: Number(star) })}
            </span>
          </span>
          <Bar percentWidth={starBarPercent(tally.starBuckets[star], scale)} />
          <span className="detail-line__value">
            {format.count(tally.starBuckets[star])}
            <span className="visually-hidden">
              {' '}
              {t('explorer.details.ratingsWord', { count: tally.starBuckets[star] })}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function AllVibeFactors({ tally }: { tally: Tally }) {
  const t = useT();
  const sport = usePageSport();
  const format = useExplorerFormat();
  const tags = allTagsWithVotes(tally);
  if (tags.length === 0) {
    return <p className="detail-empty">{t('explorer.details.noVibeData')}</p>;
  }
  return (
    <ul className="detail-list">
      {tags.map((tag) => (
        <li
          key={tag.id}
          className={tag.highlight ? 'detail-line detail-line--best' : 'detail-line'}
        >
          <span className="detail-line__label">
            <span aria-hidden="true">{factorEmoji(tag, sport)}</span> {factorText(t, tag)}
            {tag.highlight && <span className="visually-hidden"> {t('explorer.topFactor')}</span>}
          </span>
          <Bar percentWidth={tag.share * 100} />
          <span className="detail-line__value">
            {format.count(tag.count)}{' '}
            <span className="detail-line__count">({format.percent(tag.share)})</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
