import type { RacePhase } from '../../../../domain/types';
import { minVotesFor, unlockProgress } from '../../../../domain/voting/unlock';
import { useT } from '../../../i18n/language-store';
import { useHomeFormat } from '../home-format';

/** Shown until a race has the ratings it needs before its verdict is revealed. */
export function GatheringVibes({ phase, totalVotes }: { phase: RacePhase; totalVotes: number }) {
  const t = useT();
  const format = useHomeFormat();
  const progress = unlockProgress(phase, totalVotes);
  const needed = minVotesFor(phase);
  return (
    <div className="gathering">
      <p className="gathering__title">{t('home.gathering.title')}</p>
      <div
        className="gathering__bar"
        role="progressbar"
        aria-label={t('home.gathering.title')}
        aria-valuemin={0}
        aria-valuemax={needed}
        aria-valuenow={Math.min(totalVotes, needed)}
      >
        <span style={{ width: `${Math.round(progress * 100)}%` }} />
      </div>
      <p className="gathering__note">
        {totalVotes === 0
          ? t('home.gathering.noVotes')
          : t('home.gathering.progress', { needed, total: format.count(totalVotes) })}{' '}
        · {t('home.gathering.locked', { needed })}
      </p>
    </div>
  );
}
