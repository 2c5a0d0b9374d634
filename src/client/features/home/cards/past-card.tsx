import { useId, useState } from 'react';
import type { Race, Tally } from '../../../../domain/types';
import type { TagContext } from '../../../../domain/voting/reason-tags';
import { panelsUnlocked, resultsUnlocked } from '../../../../domain/voting/unlock';
import { useT } from '../../../i18n/language-store';
import { DataVerdict } from '../../../shared/data-verdict';
import { SpoilerShield } from '../../../shared/my-races/spoiler-shield';
import { CardPanels } from './card-panels';
import { CompactSummary } from './compact-summary';
import { RaceCardFrame } from './race-card-frame';
import { BestWatch, TallyVerdict } from './tally-verdict';

export interface PastCardProps {
  race: Race;
  tally: Tally;
  /** Start compact; the fan expands and collapses it with the summary button. */
  compact: boolean;
  tagContext?: TagContext;
  highlighted?: boolean;
  anchored?: boolean;
}

function PastDetails({
  race,
  tally,
  tagContext,
}: Pick<PastCardProps, 'race' | 'tally' | 'tagContext'>) {
  const t = useT();
  if (!resultsUnlocked('past', tally.totalVotes)) {
    return (
      <>
        <p className="empty-text">{t('home.noVoteData')}</p>
        <DataVerdict tally={tally} />
      </>
    );
  }
  return (
    <>
      <TallyVerdict tally={tally} />
      <BestWatch tally={tally} />
      <DataVerdict tally={tally} secondary />
      {panelsUnlocked('past', tally.totalVotes) ? (
        <CardPanels race={race} tally={tally} tagContext={tagContext ?? 'past-card'} />
      ) : null}
    </>
  );
}

/** A finished race: compact one-liner that expands into the full verdict and panels. */
export function PastCard({
  race,
  tally,
  compact,
  tagContext,
  highlighted,
  anchored,
}: PastCardProps) {
  const t = useT();
  const [expanded, setExpanded] = useState(!compact);
  const detailsId = useId();
  const wayToWatch = resultsUnlocked('past', tally.totalVotes) ? <BestWatch tally={tally} /> : null;
  if (!compact) {
    return (
      <RaceCardFrame race={race} kind="past" highlighted={highlighted} anchored={anchored}>
        <SpoilerShield raceId={race.id} wayToWatch={wayToWatch}>
          <PastDetails race={race} tally={tally} tagContext={tagContext} />
        </SpoilerShield>
      </RaceCardFrame>
    );
  }
  return (
    <RaceCardFrame
      race={race}
      kind="past"
      highlighted={highlighted}
      compact={!expanded}
      anchored={anchored}
    >
      <SpoilerShield raceId={race.id} wayToWatch={wayToWatch}>
        <button
          type="button"
          className="card-toggle"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? null : <CompactSummary tally={tally} />}
          <span className="card-toggle__hint">
            {t(expanded ? 'home.card.hideDetails' : 'home.card.showDetails')}
          </span>
        </button>
        <div id={detailsId} className="race-card__details" hidden={!expanded}>
          {expanded ? <PastDetails race={race} tally={tally} tagContext={tagContext} /> : null}
        </div>
      </SpoilerShield>
    </RaceCardFrame>
  );
}
