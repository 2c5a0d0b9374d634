import { NOTHING_HIDDEN, type VerdictHidden } from '../races/verdict-hidden';
import type { Tally } from '../types';
import { emptyTally } from '../voting/tally';
import { isShielded, type MyRaces } from './my-races';

// What every list on the fan's device knows of a race their shield covers: that it exists
// and how many fans rated it, never how good it was (docs/decisions/0126). A list chosen,
// filtered or sorted by a verdict treats such a race as one whose verdict is unknown, so its
// place in the list cannot give away what the card hides.

/** The fan's shield as a list reads it. */
export function hiddenVerdicts(state: MyRaces): VerdictHidden {
  if (state.shield === 'off') return NOTHING_HIDDEN;
  return (raceId) => isShielded(state, raceId);
}

/**
 * The tally a list may read for a hidden race: its number of ratings and nothing of the
 * verdict (stars, best way to watch, factors, the data score). Its average is not zero but
 * unknown: callers take it from `averageRating` only for races that are not hidden.
 */
export function verdictUnknown(tally: Tally): Tally {
  return { ...emptyTally(tally.raceId), totalVotes: tally.totalVotes };
}
