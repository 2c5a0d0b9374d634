import type { Tally } from '../../../../domain/types';
import { cardWording, ratingLabel } from '../../../../domain/voting/rating-labels';
import { averageRating, formatAverage } from '../../../../domain/voting/tally';
import { bestWatchLabel } from '../../../../domain/voting/watch-modes';

function ratingsText(votes: number): string {
  return `${votes} ${votes === 1 ? 'rating' : 'ratings'}`;
}

/** The crowd's verdict: average, label, the card's wording and the head count. */
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
      <p className="verdict__count">{ratingsText(tally.totalVotes)}</p>
    </div>
  );
}

/** The most voted mode (domain/voting/watch-modes.ts), ties to the later one; '-' when no mode has a vote. */
export function BestWatch({ tally }: { tally: Tally }) {
  return (
    <p className="best-watch">
      <span className="best-watch__title">Best way to watch</span>
      <strong className="best-watch__mode">{bestWatchLabel(tally.viewModes)}</strong>
    </p>
  );
}
