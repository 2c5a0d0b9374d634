import { Link } from 'react-router';
import { SIGNAL_SEPARATOR, signalsReason } from '../../domain/data-score/race-signals';
import { DATA_SCORE_PATH } from '../../domain/site/routes';
import type { Tally } from '../../domain/types';
import { ratingLabel } from '../../domain/voting/rating-labels';
import './data-verdict.css';

export const AI_RATING_TEXT = 'AI rating';
export const AI_RATING_HINT =
  'Computed from race data (safety cars, rain, overtakes…), not by fans';
export const DATA_VERDICT_LABEL = 'Data verdict';
export const DATA_SCORE_LINK_TEXT = 'How the AI rating is computed';

/** The spec's AI flag: marks a rating that did not come from fans. */
export function AiFlag() {
  return (
    <span className="ai-flag" title={AI_RATING_HINT}>
      {AI_RATING_TEXT}
    </span>
  );
}

/**
 * The race-data verdict: its score and label with the AI flag, the signals behind it in
 * one line, and where the formula is explained. Secondary once the crowd has spoken.
 */
export function DataVerdict({ tally, secondary = false }: { tally: Tally; secondary?: boolean }) {
  const value = tally.AI_Rating_Value;
  if (value === null) return null;
  const signals = tally.AI_Rating_Signals;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of text, not a form's fieldset; a landmark would repeat on every card.
    <div
      role="group"
      aria-label={DATA_VERDICT_LABEL}
      className={secondary ? 'data-verdict data-verdict--secondary' : 'data-verdict'}
    >
      <p className="data-verdict__score">
        <span className="data-verdict__title">{DATA_VERDICT_LABEL}</span>{' '}
        <strong className="data-verdict__value">{value.toFixed(1)}</strong>
        <span className="visually-hidden"> out of 5, </span>{' '}
        <span className="data-verdict__label">{ratingLabel(value)}</span> <AiFlag />
      </p>
      {signals ? (
        <p className="data-verdict__reason">
          {signalsReason(signals)
            .split(SIGNAL_SEPARATOR)
            .map((part, i) => (
              // Each signal stays on one line; the line breaks only between signals.
              <span key={part} className="data-verdict__signal">
                {i > 0 ? SIGNAL_SEPARATOR : null}
                {part}
              </span>
            ))}
        </p>
      ) : null}
      <Link className="data-verdict__how" to={DATA_SCORE_PATH}>
        {DATA_SCORE_LINK_TEXT}
      </Link>
    </div>
  );
}
