import type { MessageId, Translate } from '../../domain/i18n/messages/catalogue';
import {
  type MarginBucket,
  normalizeResultSignals,
  type ResultSignals,
} from '../../domain/race-facts/result-signals';
import type { Tally } from '../../domain/types';
import { useT } from '../i18n/language-store';
import { AiFlag, DataVerdict, DataVerdictFrame } from './data-verdict';

// An archive race's verdict comes from its results, not from timing: it gets a name of its
// own so a fan never takes it for the OpenF1 score. The explorer and a race's own page show
// it, so its words are every page's (common).

const MARGIN_MESSAGES: Record<MarginBucket, MessageId> = {
  'photo-finish': 'common.resultsVerdict.margin.photoFinish',
  close: 'common.resultsVerdict.margin.close',
  clear: 'common.resultsVerdict.margin.clear',
  dominant: 'common.resultsVerdict.margin.dominant',
};

/**
 * The results behind a verdict, loudest first, in the fan's language: the same parts in
 * the same order as resultsReason(), counts only, saying nothing the data lacks.
 */
export function resultsReasonParts(s: ResultSignals, t: Translate): string[] {
  const parts: string[] = [];
  if (s.shortened) parts.push(t('common.resultsVerdict.shortened'));
  if (s.margin) parts.push(t(MARGIN_MESSAGES[s.margin]));
  if (s.retirements === 0) parts.push(t('common.resultsVerdict.noRetirements'));
  else if (s.collisions > 0)
    parts.push(
      t('common.resultsVerdict.retirementsWithCollisions', {
        count: s.retirements,
        collisions: s.collisions,
      }),
    );
  else parts.push(t('common.resultsVerdict.retirements', { count: s.retirements }));
  if (s.placesGained !== null)
    parts.push(t('common.resultsVerdict.placesGained', { count: s.placesGained }));
  if (s.pitStops !== null) parts.push(t('common.resultsVerdict.pitStops', { count: s.pitStops }));
  return parts;
}

/**
 * DataVerdict's look for a race scored from its results: the results label, the score and
 * its label with the AI flag, the results in one line, and where the formula is explained.
 */
export function ResultsVerdict({
  tally,
  secondary = false,
}: {
  tally: Tally;
  secondary?: boolean;
}) {
  const t = useT();
  const value = tally.AI_Rating_Value;
  // Checked here, where they are shown: the shell keeps them as they came (voting/tally.ts).
  const results = normalizeResultSignals(tally.AI_Rating_Results);
  if (value === null || results === null) return null;
  return (
    <DataVerdictFrame
      name={t('common.resultsVerdict.label')}
      value={value}
      // The AI flag, with what this verdict is computed from.
      flag={<AiFlag hint={t('common.resultsVerdict.hint')} />}
      reasons={resultsReasonParts(results, t)}
      secondary={secondary}
    />
  );
}

/** A race's data verdict, named after its source: an archive race's comes from its results. */
export function RaceDataVerdict({ tally, secondary }: { tally: Tally; secondary: boolean }) {
  return tally.AI_Rating_Results ? (
    <ResultsVerdict tally={tally} secondary={secondary} />
  ) : (
    <DataVerdict tally={tally} secondary={secondary} />
  );
}
