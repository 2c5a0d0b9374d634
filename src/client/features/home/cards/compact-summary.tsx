import { NO_VOTE_DATA_TEXT } from '../../../../domain/copy';
import { cardWording } from '../../../../domain/rating-labels';
import { compactTagChips, compactWatchModes } from '../../../../domain/reason-tags';
import { averageRating, formatAverage } from '../../../../domain/tally';
import type { Tally } from '../../../../domain/types';
import { WATCH_MODE_LABELS } from '../../../../domain/watch-modes';
import { AI_RATING_HINT, AI_RATING_TEXT } from './tally-verdict';

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/**
 * The one-line reading of a past race. Phrasing content only: it sits inside the card's
 * expand button.
 */
export function CompactSummary({ tally }: { tally: Tally }) {
  if (tally.totalVotes === 0) return <span className="empty-text">{NO_VOTE_DATA_TEXT}</span>;
  const average = averageRating(tally);
  const modes = compactWatchModes(tally);
  const chips = compactTagChips(tally);
  return (
    <span className="compact">
      <span className="compact__score">
        <span className="compact__average">{formatAverage(average)}</span>{' '}
        <span className="compact__wording">{cardWording(average, { compactPast: true })}</span>
        {/* The compact line shows a rating too, so it carries the AI flag like the full card. */}
        {tally.AI_Rating ? (
          <>
            {' '}
            <span className="ai-flag" title={AI_RATING_HINT}>
              {AI_RATING_TEXT}
            </span>
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
