import { RATING_RANGE_MAX } from '../../../../domain/explorer/explorer-filter-state';
import type { Tally } from '../../../../domain/types';
import { cardWording, NO_RATING_LABEL, ratingLabel } from '../../../../domain/voting/rating-labels';
import { averageRating } from '../../../../domain/voting/tally';
import {
  cardWordingText,
  ratingLabelMessage,
  watchModeMessage,
} from '../../../../domain/voting/vocabulary-messages';
import { bestWatchMode, NO_BEST_WATCH_TEXT } from '../../../../domain/voting/watch-modes';
import { useT } from '../../../i18n/language-store';
import { useHomeFormat } from '../home-format';

/** The crowd's verdict: average, label, the card's wording and the head count. */
export function TallyVerdict({ tally }: { tally: Tally }) {
  const t = useT();
  const format = useHomeFormat();
  const average = averageRating(tally);
  const label = ratingLabel(average);
  return (
    <div className="verdict">
      <p className="verdict__score">
        <span className="verdict__average">{format.average(average)}</span>
        <span className="visually-hidden">
          {' '}
          {t('home.verdict.outOf', { max: RATING_RANGE_MAX })}{' '}
        </span>
        <span className="verdict__label">
          {label === NO_RATING_LABEL ? label : t(ratingLabelMessage(label))}
        </span>
      </p>
      <p className="verdict__wording">
        {t('home.verdict.wording', { wording: cardWordingText(cardWording(average), t) })}
      </p>
      <p className="verdict__count">
        {t('home.verdict.ratings', {
          count: tally.totalVotes,
          total: format.count(tally.totalVotes),
        })}
      </p>
    </div>
  );
}

/** The most voted mode (domain/voting/watch-modes.ts), ties to the later one; '-' when no mode has a vote. */
export function BestWatch({ tally }: { tally: Tally }) {
  const t = useT();
  const best = bestWatchMode(tally.viewModes);
  return (
    <p className="best-watch">
      <span className="best-watch__title">{t('home.verdict.bestWatch')}</span>
      <strong className="best-watch__mode">
        {best ? t(watchModeMessage(best)) : NO_BEST_WATCH_TEXT}
      </strong>
    </p>
  );
}
