import { useId } from 'react';
import { RATING_RANGE_MAX } from '../../../domain/explorer/explorer-filter-state';
import type { Sport } from '../../../domain/sports/sports';
import type { RacePhase, Tally } from '../../../domain/types';
import { NO_RATING_LABEL, ratingLabel } from '../../../domain/voting/rating-labels';
import { averageRating } from '../../../domain/voting/tally';
import { MIN_VOTES_CURRENT, resultsUnlocked } from '../../../domain/voting/unlock';
import { ratingLabelMessage } from '../../../domain/voting/vocabulary-messages';
import { useLanguage, useT } from '../../i18n/language-store';
import { FactorBars, StarBars, WatchModeBars } from '../../shared/crowd-breakdown';
import { formatScore } from '../../shared/data-verdict';

function LockedVerdict({ phase, votes }: { phase: RacePhase; votes: number }) {
  const t = useT();
  if (phase === 'upcoming') return <p className="race-page__empty">{t('racePage.crowd.notRun')}</p>;
  if (phase === 'current' && votes > 0) {
    return (
      <p className="race-page__empty">
        {t('racePage.crowd.locked', { needed: MIN_VOTES_CURRENT })}
      </p>
    );
  }
  return <p className="race-page__empty">{t('racePage.crowd.none')}</p>;
}

/**
 * The fans' verdict: the average and its label, the head count, the stars as bars, the
 * ways to watch and the vibe factors. Shown once the race's results unlock (unlock.ts).
 */
export function CrowdVerdict({
  tally,
  phase,
  sport,
}: {
  tally: Tally;
  phase: RacePhase;
  sport: Sport;
}) {
  const t = useT();
  const language = useLanguage();
  const ids = { crowd: useId(), stars: useId(), watch: useId(), factors: useId() };
  const unlocked = resultsUnlocked(phase, tally.totalVotes);
  const average = averageRating(tally);
  const label = ratingLabel(average);
  return (
    <section className="race-page__crowd" aria-labelledby={ids.crowd}>
      <h3 id={ids.crowd}>{t('racePage.crowd.heading')}</h3>
      {unlocked && average !== null ? (
        <>
          <p className="race-page__score">
            <strong className="race-page__average">{formatScore(average, language)}</strong>
            <span className="race-page__star" aria-hidden="true">
              ★
            </span>
            <span className="visually-hidden">
              {' '}
              {t('racePage.crowd.outOf', { max: RATING_RANGE_MAX })}{' '}
            </span>{' '}
            <span className="race-page__label">
              {label === NO_RATING_LABEL ? label : t(ratingLabelMessage(label))}
            </span>
          </p>
          <p className="race-page__count">
            {t('common.breakdown.ratings', { count: tally.totalVotes })}
          </p>
          <div className="race-page__panels">
            <section aria-labelledby={ids.stars}>
              <h4 id={ids.stars}>{t('racePage.distribution.heading')}</h4>
              <StarBars tally={tally} />
            </section>
            <section aria-labelledby={ids.watch}>
              <h4 id={ids.watch}>{t('racePage.watch.heading')}</h4>
              <WatchModeBars tally={tally} />
            </section>
            <section aria-labelledby={ids.factors}>
              <h4 id={ids.factors}>{t('racePage.factors.heading')}</h4>
              <FactorBars tally={tally} sport={sport} />
            </section>
          </div>
        </>
      ) : (
        <LockedVerdict phase={phase} votes={tally.totalVotes} />
      )}
    </section>
  );
}
