import { cardAnchor } from '../../../../domain/races/race-names';
import { racePhase } from '../../../../domain/races/race-phase';
import { awaitsVoting } from '../../../../domain/races/voting-window';
import type { Race } from '../../../../domain/types';
import type { TagContext } from '../../../../domain/voting/reason-tags';
import { CardPlaceholder } from './card-placeholder';
import { CurrentCard } from './current-card';
import { useHomeCards } from './home-card-context';
import { PastCard } from './past-card';
import { UpcomingCard } from './upcoming-card';

export interface RaceCardProps {
  race: Race;
  /** The featured LAST RACE card is always open. */
  featured?: boolean;
  isNext?: boolean;
  /** False where the race is already shown (and anchored) in an earlier section. */
  anchored?: boolean;
}

/** Picks the card kind from the race's phase; a placeholder until tallies arrive. */
export function RaceCard({
  race,
  featured = false,
  isNext = false,
  anchored = true,
}: RaceCardProps) {
  const { tallyOf, talliesLoaded, now, highlighted, compactDefault, renderVoteForm } =
    useHomeCards();
  const phase = racePhase(race, now);
  const isHighlighted = anchored && highlighted === cardAnchor(race);
  // A race whose start time puts voting later than its UTC race day is still ahead.
  if (phase === 'upcoming' || awaitsVoting(race, now)) {
    return <UpcomingCard race={race} now={now} isNext={isNext} highlighted={isHighlighted} />;
  }
  if (!talliesLoaded) return <CardPlaceholder />;
  const tally = tallyOf(race);
  if (phase === 'current') {
    return (
      <CurrentCard
        race={race}
        tally={tally}
        highlighted={isHighlighted}
        renderVoteForm={renderVoteForm}
      />
    );
  }
  const tagContext: TagContext = featured ? 'home-card' : 'past-card';
  return (
    <PastCard
      // Flipping compact view re-opens every card in its new default state.
      key={String(compactDefault && !featured)}
      race={race}
      tally={tally}
      compact={compactDefault && !featured}
      tagContext={tagContext}
      highlighted={isHighlighted}
      anchored={anchored}
    />
  );
}
