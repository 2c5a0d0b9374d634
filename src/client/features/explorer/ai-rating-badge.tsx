import { signalsReason } from '../../../domain/data-score/race-signals';
import type { Tally } from '../../../domain/types';
import { useT } from '../../i18n/language-store';
import { AI_RATING_TEXT } from '../../shared/data-verdict';
import { useExplorerFormat } from './explorer-format';

/** The AI flag in a table row: the data score, with its signals as the hover text. */
export function AiRatingBadge({ tally }: { tally: Tally }) {
  const t = useT();
  const format = useExplorerFormat();
  const value = tally.AI_Rating_Value;
  if (value === null) return null;
  const reason = tally.AI_Rating_Signals ? `: ${signalsReason(tally.AI_Rating_Signals)}` : '';
  return (
    <abbr className="ai-badge" title={`${AI_RATING_TEXT}${reason}`}>
      {t('explorer.row.aiBadge', { value: format.decimal(value) })}
    </abbr>
  );
}
