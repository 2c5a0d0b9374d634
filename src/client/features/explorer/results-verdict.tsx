import { Link } from 'react-router';
import { RATING_RANGE_MAX } from '../../../domain/explorer/explorer-filter-state';
import type { MessageId, Translate } from '../../../domain/i18n/messages/catalogue';
import { SIGNAL_SEPARATOR } from '../../../domain/race-facts/race-signals';
import {
  type MarginBucket,
  normalizeResultSignals,
  type ResultSignals,
} from '../../../domain/race-facts/result-signals';
import { DATA_SCORE_PATH } from '../../../domain/site/routes';
import type { Tally } from '../../../domain/types';
import { NO_RATING_LABEL, ratingLabel } from '../../../domain/voting/rating-labels';
import { ratingLabelMessage } from '../../../domain/voting/vocabulary-messages';
import { useLanguage, useT } from '../../i18n/language-store';
import { formatScore } from '../../shared/data-verdict';

// An archive race's verdict comes from its results, not from timing: it gets a name of its
// own so a fan never takes it for the OpenF1 score. Its words live in the explorer
// namespace, the only route that shows archive races, so the home page loads none of them.

const MARGIN_MESSAGES: Record<MarginBucket, MessageId> = {
  'photo-finish': 'explorer.resultsVerdict.margin.photoFinish',
  close: 'explorer.resultsVerdict.margin.close',
  clear: 'explorer.resultsVerdict.margin.clear',
  dominant: 'explorer.resultsVerdict.margin.dominant',
};

/**
 * The results behind a verdict, loudest first, in the fan's language: the same parts in
 * the same order as resultsReason(), counts only, saying nothing the data lacks.
 */
export function resultsReasonParts(s: ResultSignals, t: Translate): string[] {
  const parts: string[] = [];
  if (s.shortened) parts.push(t('explorer.resultsVerdict.shortened'));
  if (s.margin) parts.push(t(MARGIN_MESSAGES[s.margin]));
  if (s.retirements === 0) parts.push(t('explorer.resultsVerdict.noRetirements'));
  else if (s.collisions > 0)
    parts.push(
      t('explorer.resultsVerdict.retirementsWithCollisions', {
        count: s.retirements,
        collisions: s.collisions,
      }),
    );
  else parts.push(t('explorer.resultsVerdict.retirements', { count: s.retirements }));
  if (s.placesGained !== null)
    parts.push(t('explorer.resultsVerdict.placesGained', { count: s.placesGained }));
  if (s.pitStops !== null) parts.push(t('explorer.resultsVerdict.pitStops', { count: s.pitStops }));
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
  const language = useLanguage();
  const value = tally.AI_Rating_Value;
  // Checked here, where they are shown: the shell keeps them as they came (voting/tally.ts).
  const results = normalizeResultSignals(tally.AI_Rating_Results);
  if (value === null || results === null) return null;
  const label = ratingLabel(value);
  const verdictLabel = t('explorer.resultsVerdict.label');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of text, as DataVerdict's.
    <div
      role="group"
      aria-label={verdictLabel}
      className={secondary ? 'data-verdict data-verdict--secondary' : 'data-verdict'}
    >
      <p className="data-verdict__score">
        <span className="data-verdict__title">{verdictLabel}</span>{' '}
        <strong className="data-verdict__value">{formatScore(value, language)}</strong>
        <span className="visually-hidden">
          {' '}
          {t('common.dataVerdict.outOf', { max: RATING_RANGE_MAX })}{' '}
        </span>{' '}
        <span className="data-verdict__label">
          {label === NO_RATING_LABEL ? label : t(ratingLabelMessage(label))}
        </span>{' '}
        {/* The AI flag, with what this verdict is computed from. */}
        <span className="ai-flag" title={t('explorer.resultsVerdict.hint')}>
          {t('common.ai.rating')}
        </span>
      </p>
      <p className="data-verdict__reason">
        {resultsReasonParts(results, t).map((part, i) => (
          // Each part stays on one line; the line breaks only between parts.
          <span key={part} className="data-verdict__signal">
            {i > 0 ? SIGNAL_SEPARATOR : null}
            {part}
          </span>
        ))}
      </p>
      <Link className="data-verdict__how" to={DATA_SCORE_PATH}>
        {t('common.dataVerdict.how')}
      </Link>
    </div>
  );
}
