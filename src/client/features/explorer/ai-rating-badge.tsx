import { SIGNAL_SEPARATOR } from '../../../domain/data-score/race-signals';
import type { Tally } from '../../../domain/types';
import { useT } from '../../i18n/language-store';
import { signalsReasonParts } from '../../shared/data-verdict';
import { useExplorerFormat } from './explorer-format';

/** The AI flag in a table row: the data score, with its signals as the hover text. */
export function AiRatingBadge({ tally }: { tally: Tally }) {
  const t = useT();
  const format = useExplorerFormat();
  const value = tally.AI_Rating_Value;
  if (value === null) return null;
  const signals = tally.AI_Rating_Signals;
  const reason = signals ? `: ${signalsReasonParts(signals, t).join(SIGNAL_SEPARATOR)}` : '';
  return (
    <abbr className="ai-badge" title={`${t('common.ai.rating')}${reason}`}>
      {t('explorer.row.aiBadge', { value: format.decimal(value) })}
    </abbr>
  );
}
