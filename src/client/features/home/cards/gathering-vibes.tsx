import {
  GATHERING_VIBES_TEXT,
  NO_VOTES_TEXT,
  RESULTS_LOCKED_TEXT,
} from '../../../../domain/site/copy';
import type { RacePhase } from '../../../../domain/types';
import { minVotesFor, unlockProgress } from '../../../../domain/voting/unlock';

/** Shown until a race has the ratings it needs before its verdict is revealed. */
export function GatheringVibes({ phase, totalVotes }: { phase: RacePhase; totalVotes: number }) {
  const progress = unlockProgress(phase, totalVotes);
  const needed = minVotesFor(phase);
  return (
    <div className="gathering">
      <p className="gathering__title">{GATHERING_VIBES_TEXT}</p>
      <div
        className="gathering__bar"
        role="progressbar"
        aria-label={GATHERING_VIBES_TEXT}
        aria-valuemin={0}
        aria-valuemax={needed}
        aria-valuenow={Math.min(totalVotes, needed)}
      >
        <span style={{ width: `${Math.round(progress * 100)}%` }} />
      </div>
      <p className="gathering__note">
        {totalVotes === 0 ? NO_VOTES_TEXT : `${totalVotes} of ${needed} ratings`} ·{' '}
        {RESULTS_LOCKED_TEXT}
      </p>
    </div>
  );
}
