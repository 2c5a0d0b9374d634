import { SIGNAL_SEPARATOR } from '../../../domain/race-facts/race-signals';
import { normalizeResultSignals } from '../../../domain/race-facts/result-signals';
import type { Tally } from '../../../domain/types';
import { useT } from '../../i18n/language-store';
import { signalsReasonParts } from '../../shared/data-verdict';
import { resultsReasonParts } from '../../shared/results-verdict';
import { useExplorerFormat } from './explorer-format';

/**
 * The AI flag in a table row: the data score, with its signals as the hover text; an
 * archive race's says it comes from results and lists those instead. Beside a score that
 * is already the data's (`withScore` false) it names it once, without the figure again.
 */
export function AiRatingBadge({ tally, withScore = true }: { tally: Tally; withScore?: boolean }) {
  const t = useT();
  const format = useExplorerFormat();
  const value = tally.AI_Rating_Value;
  if (value === null) return null;
  const results = normalizeResultSignals(tally.AI_Rating_Results);
  const signals = tally.AI_Rating_Signals;
  const parts = results
    ? resultsReasonParts(results, t)
    : signals
      ? signalsReasonParts(signals, t)
      : [];
  const reason = parts.length > 0 ? `: ${parts.join(SIGNAL_SEPARATOR)}` : '';
  const name = results ? t('explorer.resultsVerdict.badge') : t('common.ai.rating');
  return (
    <abbr className="ai-badge" title={`${name}${reason}`}>
      {withScore
        ? t('explorer.row.aiBadge', { value: format.decimal(value) })
        : t('common.ai.rating')}
    </abbr>
  );
}
