import { NO_VOTE_DATA_TEXT } from '../../../../domain/site/copy';
import type { Tally } from '../../../../domain/types';
import { cardWording } from '../../../../domain/voting/rating-labels';
import { compactTagChips, compactWatchModes } from '../../../../domain/voting/reason-tags';
import { averageRating, formatAverage } from '../../../../domain/voting/tally';
import { WATCH_MODE_LABELS } from '../../../../domain/voting/watch-modes';
import { AiFlag } from '../../../shared/data-verdict';

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/**
 * The one-line reading of a past race. Phrasing content only: it sits inside the card's
 * expand button.
 */
export function CompactSummary({ tally }: { tally: Tally }) {
  if (tally.totalVotes === 0) {
    if (tally.AI_Rating_Value === null) {
      return <span className="empty-text">{NO_VOTE_DATA_TEXT}</span>;
    }
    // Nobody rated it, but the data did: its score, flagged.
    return (
      <span className="compact">
        <span className="compact__score">
          <span className="compact__average">{tally.AI_Rating_Value.toFixed(1)}</span>{' '}
          <span className="compact__wording">
            {cardWording(tally.AI_Rating_Value, { compactPast: true })}
          </span>{' '}
          <AiFlag />
        </span>
      </span>
    );
  }
  const average = averageRating(tally);
  const modes = compactWatchModes(tally);
  const chips = compactTagChips(tally);
  return (
    <span className="compact">
      <span className="compact__score">
        <span className="compact__average">{formatAverage(average)}</span>{' '}
        <span className="compact__wording">{cardWording(average, { compactPast: true })}</span>
        {/* The data verdict follows the crowd's, flagged as the AI rating it is. */}
        {tally.AI_Rating_Value !== null ? (
          <>
            {' · '}
            <span className="compact__ai">{tally.AI_Rating_Value.toFixed(1)}</span> <AiFlag />
          </>
        ) : null}
      </span>
      {modes.length > 0 ? (
        <span className="compact__modes">
          {modes.map((entry) => (
            <span key={entry.mode} className="compact__mode">
              {WATCH_MODE_LABELS[entry.mode]} {percent(entry.share)}
            </span>
          ))}
        </span>
      ) : null}
      {chips.length > 0 ? (
        <span className="compact__chips">
          {chips.map((chip) => (
            <span key={chip.id} className="chip chip--highlight">
              <span aria-hidden="true">{chip.emoji}</span> {chip.label}
            </span>
          ))}
        </span>
      ) : null}
    </span>
  );
}
