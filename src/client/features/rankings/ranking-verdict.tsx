import type { RankingItem } from '../../../domain/rankings/ranking-reply';
import { STAR_VALUES } from '../../../domain/types';
import { NO_RATING_LABEL, ratingLabel } from '../../../domain/voting/rating-labels';
import { roundAverage } from '../../../domain/voting/tally';
import { ratingLabelMessage } from '../../../domain/voting/vocabulary-messages';
import { useT } from '../../i18n/language-store';
import { AiFlag } from '../../shared/data-verdict';
import { useRankingFormat } from './ranking-format';

const MAX_STARS = Math.max(...STAR_VALUES);

/**
 * The verdict a race is ranked by, with whose it is in the words every page uses: the fans'
 * with how many rated it, or the data's (from its results, for a race before live timing)
 * with the AI flag.
 */
export function RankingVerdict({ verdict, tally }: Pick<RankingItem, 'verdict' | 'tally'>) {
  const t = useT();
  const format = useRankingFormat();
  const score = roundAverage(verdict.score);
  if (score === null) return null;
  const label = ratingLabel(score);
  const fromCrowd = verdict.from === 'crowd';
  return (
    <p className={`ranking-verdict ranking-verdict--${verdict.from}`}>
      <span className="ranking-verdict__score">
        <span aria-hidden="true">★ </span>
        <strong>{format.score(score)}</strong>
        <span className="visually-hidden"> {t('rankings.verdict.outOf', { max: MAX_STARS })}</span>
      </span>{' '}
      {label === NO_RATING_LABEL ? null : (
        <span className="ranking-verdict__label">{t(ratingLabelMessage(label))}</span>
      )}{' '}
      <span className="ranking-verdict__source">
        {fromCrowd
          ? t('rankings.verdict.crowd')
          : t(tally.AI_Rating_Results ? 'common.resultsVerdict.label' : 'common.dataVerdict.label')}
      </span>{' '}
      {fromCrowd ? (
        <span className="ranking-verdict__count">
          {t('common.breakdown.ratings', { count: tally.totalVotes })}
        </span>
      ) : (
        <AiFlag hint={tally.AI_Rating_Results ? t('common.resultsVerdict.hint') : undefined} />
      )}
    </p>
  );
}
