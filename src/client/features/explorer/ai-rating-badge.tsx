import { signalsReason } from '../../../domain/data-score/race-signals';
import type { Tally } from '../../../domain/types';
import { AI_RATING_TEXT } from '../../shared/data-verdict';

/** The AI flag in a table row: the data score, with its signals as the hover text. */
export function AiRatingBadge({ tally }: { tally: Tally }) {
  const value = tally.AI_Rating_Value;
  if (value === null) return null;
  const reason = tally.AI_Rating_Signals ? `: ${signalsReason(tally.AI_Rating_Signals)}` : '';
  return (
    <abbr className="ai-badge" title={`${AI_RATING_TEXT}${reason}`}>
      AI {value.toFixed(1)}
    </abbr>
  );
}
