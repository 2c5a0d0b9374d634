import { NO_VIBE_DATA_TEXT, NO_VOTING_DATA_TEXT } from '../../../domain/site/copy';
import type { Tally } from '../../../domain/types';
import { allTagsWithVotes } from '../../../domain/voting/reason-tags';
import { starBarPercent, starScaleMax } from '../../../domain/voting/star-scale';
import { STAR_KEYS } from '../../../domain/voting/tally';
import {
  bestWatchMode,
  WATCH_MODE_LABELS,
  watchModeShares,
} from '../../../domain/voting/watch-modes';

const percent = (share: number) => `${Math.round(share * 100)}%`;

function Bar({ percentWidth }: { percentWidth: number }) {
  return (
    <span className="detail-bar" aria-hidden="true">
      <span className="detail-bar__fill" style={{ width: `${percentWidth}%` }} />
    </span>
  );
}

export function BestWayToWatch({ tally }: { tally: Tally }) {
  if (tally.totalVotes === 0) return <p className="detail-empty">{NO_VOTING_DATA_TEXT}</p>;
  const best = bestWatchMode(tally.viewModes);
  return (
    <ul className="detail-list">
      {watchModeShares(tally).map(({ mode, count, share }) => (
        <li key={mode} className={mode === best ? 'detail-line detail-line--best' : 'detail-line'}>
          <span className="detail-line__label">
            {WATCH_MODE_LABELS[mode]}
            {mode === best && <span className="visually-hidden"> (best)</span>}
          </span>
          <Bar percentWidth={share * 100} />
          <span className="detail-line__value">
            {percent(share)} <span className="detail-line__count">({count})</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function RatingBreakdown({ tally }: { tally: Tally }) {
  if (tally.totalVotes === 0) return <p className="detail-empty">{NO_VOTING_DATA_TEXT}</p>;
  const scale = starScaleMax(tally.starBuckets);
  return (
    <ul className="detail-list">
      {[...STAR_KEYS].reverse().map((star) => (
        <li key={star} className="detail-line">
          <span className="detail-line__label">
            {star}
            <span aria-hidden="true">★</span>
            <span className="visually-hidden"> stars</span>
          </span>
          <Bar percentWidth={starBarPercent(tally.starBuckets[star], scale)} />
          <span className="detail-line__value">
            {tally.starBuckets[star]}
            <span className="visually-hidden"> ratings</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function AllVibeFactors({ tally }: { tally: Tally }) {
  const tags = allTagsWithVotes(tally);
  if (tags.length === 0) return <p className="detail-empty">{NO_VIBE_DATA_TEXT}</p>;
  return (
    <ul className="detail-list">
      {tags.map((tag) => (
        <li
          key={tag.id}
          className={tag.highlight ? 'detail-line detail-line--best' : 'detail-line'}
        >
          <span className="detail-line__label">
            <span aria-hidden="true">{tag.emoji}</span> {tag.label}
            {tag.highlight && <span className="visually-hidden"> (top factor)</span>}
          </span>
          <Bar percentWidth={tag.share * 100} />
          <span className="detail-line__value">
            {tag.count} <span className="detail-line__count">({percent(tag.share)})</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
