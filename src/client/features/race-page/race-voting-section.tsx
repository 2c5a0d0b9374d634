import { type ReactNode, Suspense, useId } from 'react';
import type { Race } from '../../../domain/types';
import { useLanguage, useT } from '../../i18n/language-store';
import { votingText } from './race-page-format';
import { raceVoting } from './race-voting';

/**
 * The vote form while the race takes votes; otherwise what is true of its voting: when it
 * opens, when it closed, or that the race was called off.
 */
export function RaceVotingSection({
  race,
  now,
  renderVoteForm,
}: {
  race: Race;
  now: number;
  renderVoteForm: (race: Race) => ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  const headingId = useId();
  const voting = raceVoting(race, now);
  const open = voting.state === 'open';
  return (
    <section className="race-page__voting" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(open ? 'racePage.voting.rate' : 'racePage.voting.heading')}</h2>
      {open ? (
        // The form's code loads on demand; the page around it is drawn meanwhile.
        <Suspense fallback={<p className="race-page__empty">{t('common.loading')}</p>}>
          {renderVoteForm(race)}
        </Suspense>
      ) : (
        <p>{votingText(voting, race, t, language)}</p>
      )}
    </section>
  );
}
