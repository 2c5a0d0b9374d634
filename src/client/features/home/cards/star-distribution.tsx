import type { Tally } from '../../../../domain/types';
import { starBarPercent, starScaleMax } from '../../../../domain/voting/star-scale';
import { STAR_KEYS } from '../../../../domain/voting/tally';
import { useT } from '../../../i18n/language-store';
import { useHomeFormat } from '../home-format';

const STARS_HIGH_TO_LOW = [...STAR_KEYS].reverse();

/** One bar per star, scaled to the tallest bar plus headroom (STAR_SCALE_HEADROOM). */
export function StarDistribution({ tally }: { tally: Tally }) {
  const t = useT();
  const format = useHomeFormat();
  // Nothing to draw: no votes, or totals without any star counts behind them.
  if (!STAR_KEYS.some((star) => tally.starBuckets[star] > 0)) {
    return <p className="empty-text">{t('home.distribution.empty')}</p>;
  }
  const scale = starScaleMax(tally.starBuckets);
  return (
    <ul className="star-dist" aria-label={t('home.panel.distribution')}>
      {STARS_HIGH_TO_LOW.map((star) => {
        const count = tally.starBuckets[star];
        return (
          <li key={star} className="star-dist__row">
            <span className="star-dist__star">
              <span aria-hidden="true">{format.count(Number(star))}★</span>
              <span className="visually-hidden">
                {t('home.distribution.stars', { star: Number(star) })}
              </span>
            </span>
            <span className="star-dist__track" aria-hidden="true">
              <span
                className="star-dist__bar"
                data-testid={`star-bar-${star}`}
                style={{ width: `${starBarPercent(count, scale)}%` }}
              />
            </span>
            <span className="star-dist__count">{format.count(count)}</span>
          </li>
        );
      })}
    </ul>
  );
}
