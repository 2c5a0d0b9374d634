import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RATING_RANGE_MAX } from '../../domain/explorer/explorer-filter-state';
import type { Translate } from '../../domain/i18n/messages/catalogue';
import { type RaceSignals, SIGNAL_SEPARATOR } from '../../domain/race-facts/race-signals';
import { DATA_SCORE_PATH } from '../../domain/site/routes';
import type { Tally } from '../../domain/types';
import { NO_RATING_LABEL, ratingLabel } from '../../domain/voting/rating-labels';
import { ratingLabelMessage } from '../../domain/voting/vocabulary-messages';
import { useLanguage, useT } from '../i18n/language-store';
import './data-verdict.css';

/**
 * The signals behind a data score, loudest first, in the fan's language: the same order
 * as signalsReason ("1 red flag · 2 safety cars · rain · 61 overtakes"), one part each.
 */
export function signalsReasonParts(signals: RaceSignals, t: Translate): string[] {
  const parts: string[] = [];
  if (signals.redFlags > 0) parts.push(t('common.signal.redFlags', { count: signals.redFlags }));
  if (signals.safetyCars > 0)
    parts.push(t('common.signal.safetyCars', { count: signals.safetyCars }));
  if (signals.virtualSafetyCars > 0)
    parts.push(t('common.signal.virtualSafetyCars', { count: signals.virtualSafetyCars }));
  if (signals.safetyCars + signals.virtualSafetyCars === 0)
    parts.push(t('common.signal.noSafetyCar'));
  parts.push(t(signals.rainLaps > 0 ? 'common.signal.rain' : 'common.signal.dry'));
  if (signals.leadChanges > 0)
    parts.push(t('common.signal.leadChanges', { count: signals.leadChanges }));
  parts.push(t('common.signal.overtakes', { count: signals.overtakes }));
  return parts;
}

/** A score with one decimal in the fan's language: '3.5', '3,5'. */
export function formatScore(value: number, language: string): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

/** The spec's AI flag: marks a rating that did not come from fans; `hint` says what made it. */
export function AiFlag({ hint }: { hint?: string }) {
  const t = useT();
  return (
    <span className="ai-flag" title={hint ?? t('common.ai.hint')}>
      {t('common.ai.rating')}
    </span>
  );
}

/**
 * What every data verdict shows, whatever it was computed from: its name, the score and its
 * label with the AI flag, the reasons behind it in one line, and where the formula is
 * explained. Secondary once the crowd has spoken.
 */
export function DataVerdictFrame({
  name,
  value,
  flag,
  reasons,
  secondary,
}: {
  name: string;
  value: number;
  flag: ReactNode;
  reasons: readonly string[];
  secondary: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const label = ratingLabel(value);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of text, not a form's fieldset; a landmark would repeat on every card.
    <div
      role="group"
      aria-label={name}
      className={secondary ? 'data-verdict data-verdict--secondary' : 'data-verdict'}
    >
      <p className="data-verdict__score">
        <span className="data-verdict__title">{name}</span>{' '}
        <strong className="data-verdict__value">{formatScore(value, language)}</strong>
        <span className="visually-hidden">
          {' '}
          {t('common.dataVerdict.outOf', { max: RATING_RANGE_MAX })}{' '}
        </span>{' '}
        <span className="data-verdict__label">
          {label === NO_RATING_LABEL ? label : t(ratingLabelMessage(label))}
        </span>{' '}
        {flag}
      </p>
      {reasons.length > 0 ? (
        <p className="data-verdict__reason">
          {reasons.map((part, i) => (
            // Each reason stays on one line; the line breaks only between reasons.
            <span key={part} className="data-verdict__signal">
              {i > 0 ? SIGNAL_SEPARATOR : null}
              {part}
            </span>
          ))}
        </p>
      ) : null}
      <Link className="data-verdict__how" to={DATA_SCORE_PATH}>
        {t('common.dataVerdict.how')}
      </Link>
    </div>
  );
}

/** The race-data verdict: scored from the race's timing data, with the signals behind it. */
export function DataVerdict({ tally, secondary = false }: { tally: Tally; secondary?: boolean }) {
  const t = useT();
  const value = tally.AI_Rating_Value;
  if (value === null) return null;
  const signals = tally.AI_Rating_Signals;
  return (
    <DataVerdictFrame
      name={t('common.dataVerdict.label')}
      value={value}
      flag={<AiFlag />}
      reasons={signals ? signalsReasonParts(signals, t) : []}
      secondary={secondary}
    />
  );
}
