import { NO_RATINGS_TEXT } from '../../../../domain/site/copy';
import type { Tally } from '../../../../domain/types';
import { starBarPercent, starScaleMax } from '../../../../domain/voting/star-scale';
import { STAR_KEYS } from '../../../../domain/voting/tally';

const STARS_HIGH_TO_LOW = [...STAR_KEYS].reverse();

/** One bar per star, scaled to the tallest bar plus headroom (STAR_SCALE_HEADROOM). */
export function StarDistribution({ tally }: { tally: Tally }) {
  // Nothing to draw: no votes, or totals without any star counts behind them.
  if (!STAR_KEYS.some((star) => tally.starBuckets[star] > 0)) {
    return <p className="empty-text">{NO_RATINGS_TEXT}</p>;
  }
  const scale = starScaleMax(tally.starBuckets);
  return (
    <ul className="star-dist" aria-label="Star distribution">
      {STARS_HIGH_TO_LOW.map((star) => {
        const count = tally.starBuckets[star];
        return (
          <li key={star} className="star-dist__row">
            <span className="star-dist__star">
              {star}
              <span aria-hidden="true">★</span>
              <span className="visually-hidden"> stars:</span>
            </span>
            <span className="star-dist__track" aria-hidden="true">
              <span
                className="star-dist__bar"
                data-testid={`star-bar-${star}`}
                style={{ width: `${starBarPercent(count, scale)}%` }}
              />
            </span>
            <span className="star-dist__count">{count}</span>
          </li>
        );
      })}
    </ul>
  );
}
