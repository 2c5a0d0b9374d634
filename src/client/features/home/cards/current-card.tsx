import { type ReactNode, useId } from 'react';
import { votingHeadingOf } from '../../../../domain/races/race-name-of';
import type { Race, Tally } from '../../../../domain/types';
import { panelsUnlocked, resultsUnlocked } from '../../../../domain/voting/unlock';
import { useT } from '../../../i18n/language-store';
import { DataVerdict } from '../../../shared/data-verdict';
import { SpoilerShield } from '../../../shared/my-races/spoiler-shield';
import { useTallyPulse } from '../use-tally-pulse';
import { CardPanels } from './card-panels';
import { GatheringVibes } from './gathering-vibes';
import { RaceCardFrame } from './race-card-frame';
import { BestWatch, TallyVerdict } from './tally-verdict';

export interface CurrentCardProps {
  race: Race;
  tally: Tally;
  highlighted?: boolean;
  renderVoteForm?: (race: Race) => ReactNode;
}

/** A race open for voting: the live tally (animated on change) and its voting section. */
export function CurrentCard({ race, tally, highlighted, renderVoteForm }: CurrentCardProps) {
  const t = useT();
  const pulsing = useTallyPulse(tally);
  const section = votingHeadingOf(race);
  const votingTitleId = useId();
  return (
    <RaceCardFrame
      race={race}
      kind="current"
      highlighted={highlighted}
      pulsing={pulsing}
      badge={<span className="race-badge race-badge--live">{t('home.card.live')}</span>}
    >
      {/* The vote form below is no spoiler and stays; the live tally hides under the shield. */}
      <SpoilerShield
        raceId={race.id}
        wayToWatch={
          resultsUnlocked('current', tally.totalVotes) ? <BestWatch tally={tally} /> : null
        }
      >
        <div className="live-tally" aria-live="polite">
          {resultsUnlocked('current', tally.totalVotes) ? (
            <>
              <TallyVerdict tally={tally} />
              <BestWatch tally={tally} />
            </>
          ) : (
            <GatheringVibes phase="current" totalVotes={tally.totalVotes} />
          )}
          <DataVerdict tally={tally} secondary={resultsUnlocked('current', tally.totalVotes)} />
        </div>
        {panelsUnlocked('current', tally.totalVotes) ? (
          <CardPanels race={race} tally={tally} tagContext="current-card" />
        ) : null}
      </SpoilerShield>
      <section className="voting" aria-labelledby={votingTitleId}>
        <h4 id={votingTitleId} className="voting__title">
          {t(section.message, { race: section.race })}
        </h4>
        {renderVoteForm?.(race)}
      </section>
    </RaceCardFrame>
  );
}
