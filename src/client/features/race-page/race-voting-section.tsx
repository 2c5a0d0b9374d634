import { type ReactNode, Suspense, useId } from 'react';
import type { Race } from '../../../domain/types';
import { useLanguage, useT } from '../../i18n/language-store';
import { votingText } from './race-page-format';
import type { RenderVoteForm } from './race-page-props';
import { raceVoting } from './race-voting';

/**
 * The vote form while the race takes votes — a race of the archive saying first how it is
 * rated — otherwise what is true of its voting: when it opens, when it closed, or that the
 * race was called off.
 */
export function RaceVotingSection({
  race,
  now,
  renderVoteForm,
  onVoted,
}: {
  race: Race;
  now: number;
  renderVoteForm: RenderVoteForm;
  /** Told when the fan's vote is stored: a race no live feed carries reads its tally again. */
  onVoted: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const headingId = useId();
  const voting = raceVoting(race, now);
  let body: ReactNode;
  if (voting.state !== 'open') body = <p>{votingText(voting, race, t, language)}</p>;
  else {
    body = (
      <>
        {voting.reason === 'archive' ? (
          <p className="race-page__how-rated">{t('racePage.voting.archive')}</p>
        ) : null}
        {/* The form's code loads on demand; the page around it is drawn meanwhile. */}
        <Suspense fallback={<p className="race-page__empty">{t('common.loading')}</p>}>
          {renderVoteForm(race, voting.reason === 'archive' ? onVoted : undefined)}
        </Suspense>
      </>
    );
  }
  return (
    <section className="race-page__voting" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t(voting.state === 'open' ? 'racePage.voting.rate' : 'racePage.voting.heading')}
      </h2>
      {body}
    </section>
  );
}
