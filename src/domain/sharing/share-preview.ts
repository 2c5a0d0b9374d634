// What a shared race link says about the race in a link preview (Open Graph / Twitter
// cards). Verdict words only — label, head count, best way to watch — never a result,
// a position or a driver, so a preview in a group chat cannot spoil the race.
import { PRODUCT_NAME } from '../constants';
import { shortRaceName } from '../races/race-names';
import { racePhase } from '../races/race-phase';
import { CANCELLED_RACE_BADGE, CANCELLED_RACE_TEXT, UPCOMING_SUBTITLE } from '../site/copy';
import type { Race, Tally } from '../types';
import { ratingLabel } from '../voting/rating-labels';
import { averageRating } from '../voting/tally';
import { resultsUnlocked } from '../voting/unlock';
import { bestWatchMode } from '../voting/watch-modes';

export const SHARE_PATH_PREFIX = '/r/';
export const PREVIEW_VOTING_OPEN_TEXT = 'Voting is open — rate it now, spoiler-free';
export const PREVIEW_NO_RATINGS_TEXT = 'No ratings yet — spoiler-free race ratings by fans';

export interface SharePreview {
  title: string;
  description: string;
}

/** The path a shared link uses for one race; the app opens it at the race's card. */
export function sharePath(raceId: string): string {
  return `${SHARE_PATH_PREFIX}${encodeURIComponent(raceId)}`;
}

type PreviewRace = Pick<Race, 'date' | 'isCurrent' | 'cancelled'>;
type PreviewTally = Pick<Tally, 'totalVotes' | 'totalStars' | 'viewModes'>;

function ratedText(tally: PreviewTally): string {
  const label = ratingLabel(averageRating(tally));
  const fans = `${tally.totalVotes} ${tally.totalVotes === 1 ? 'fan' : 'fans'}`;
  const best = bestWatchMode(tally.viewModes);
  const rated = `Rated ${label} by ${fans}`;
  return best ? `${rated} — best way to watch: ${best}` : rated;
}

export function verdictDescription(race: PreviewRace, tally: PreviewTally, now: number): string {
  const phase = racePhase(race, now);
  if (race.cancelled) {
    // Votes cast before it was called off are kept, and still say how it was rated.
    return phase !== 'upcoming' && resultsUnlocked(phase, tally.totalVotes)
      ? `${CANCELLED_RACE_BADGE} — ${ratedText(tally)}`
      : CANCELLED_RACE_TEXT;
  }
  if (phase === 'upcoming') return UPCOMING_SUBTITLE;
  if (!resultsUnlocked(phase, tally.totalVotes)) {
    return phase === 'current' ? PREVIEW_VOTING_OPEN_TEXT : PREVIEW_NO_RATINGS_TEXT;
  }
  return ratedText(tally);
}

export function sharePreview(
  race: Pick<Race, 'name' | 'date' | 'isCurrent' | 'cancelled'>,
  tally: Pick<Tally, 'totalVotes' | 'totalStars' | 'viewModes'>,
  now: number,
): SharePreview {
  return { title: shortRaceName(race.name), description: verdictDescription(race, tally, now) };
}

/** The document title of a shared race page before the app takes over. */
export function sharePageTitle(race: Pick<Race, 'name'>): string {
  return `${shortRaceName(race.name)} | ${PRODUCT_NAME}`;
}
