import { cardWording, ratingLabel } from '../../../../domain/rating-labels';
import { averageRating, formatAverage } from '../../../../domain/tally';
import type { Tally } from '../../../../domain/types';
import { bestWatchLabel } from '../../../../domain/watch-modes';

export const AI_RATING_TEXT = 'AI rating';
export const AI_RATING_HINT = 'This verdict comes from an AI rating, not only from fans';

function ratingsText(votes: number): string {
  return `${votes} ${votes === 1 ? 'rating' : 'ratings'}`;
}

/** Average, label, the card's wording and the head count, plus the AI flag. */
export function TallyVerdict({ tally }: { tally: Tally }) {
  const average = averageRating(tally);
  return (
    <div className="verdict">
      <p className="verdict__score">
        <span className="verdict__average">{formatAverage(average)}</span>
        <span className="visually-hidden"> out of 5, </span>
        <span className="verdict__label">{ratingLabel(average)}</span>
      </p>
      <p className="verdict__wording">“{cardWording(average)}”</p>
      <p className="verdict__count">
        {ratingsText(tally.totalVotes)}
        {tally.AI_Rating ? (
          <span className="ai-flag" title={AI_RATING_HINT}>
            {AI_RATING_TEXT}
          </span>
        ) : null}
      </p>
    </div>
  );
}

/** SPEC §4: the most voted mode, ties to the later one; '-' when no mode has a vote. */
export function BestWatch({ tally }: { tally: Tally }) {
  return (
    <p className="best-watch">
      <span className="best-watch__title">Best way to watch</span>
      <strong className="best-watch__mode">{bestWatchLabel(tally.viewModes)}</strong>
    </p>
  );
}
