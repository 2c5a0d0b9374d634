// What a shared race link says about the race in a link preview (Open Graph / Twitter
// cards), in the language the link carries. Verdict words only — label, head count, best
// way to watch — never a result, a position or a driver, so a preview in a group chat
// cannot spoil the race.
import { PRODUCT_NAME } from '../constants';
import { racePhase } from '../races/race-phase';
import { sportRaceFullName, sportRaceName } from '../races/sport-race-name';
import type { Sport } from '../sports/sports';
import type { Race, Tally } from '../types';
import { ratingLabel } from '../voting/rating-labels';
import { averageRating } from '../voting/tally';
import { resultsUnlocked } from '../voting/unlock';
import { type Reader, ratingLabelText, watchModeText } from '../voting/verdict-words';
import { bestWatchMode } from '../voting/watch-modes';

export interface SharePreview {
  title: string;
  description: string;
}

type PreviewRace = Pick<Race, 'date' | 'isCurrent' | 'cancelled'>;
/** The crowd's counts and, where the race has one, its data verdict (the AI rating). */
type PreviewTally = Pick<Tally, 'totalVotes' | 'totalStars' | 'viewModes'> &
  Partial<Pick<Tally, 'AI_Rating_Value'>>;

function ratedText(tally: PreviewTally, reader: Reader): string {
  const { t } = reader;
  const label = ratingLabelText(ratingLabel(averageRating(tally)), t);
  const count = tally.totalVotes;
  const best = bestWatchMode(tally.viewModes);
  return best
    ? t('server.preview.ratedBestWatch', { label, count, mode: watchModeText(best, reader) })
    : t('server.preview.rated', { label, count });
}

export function verdictDescription(
  race: PreviewRace,
  tally: PreviewTally,
  now: number,
  reader: Reader,
): string {
  const { t } = reader;
  const phase = racePhase(race, now);
  if (race.cancelled) {
    // Votes cast before it was called off are kept, and still say how it was rated.
    return phase !== 'upcoming' && resultsUnlocked(phase, tally.totalVotes)
      ? t('server.cancelled.rated', { rated: ratedText(tally, reader) })
      : t('server.cancelled.text');
  }
  if (phase === 'upcoming') return t('server.preview.upcoming');
  if (!resultsUnlocked(phase, tally.totalVotes)) {
    if (phase === 'current') return t('server.preview.votingOpen');
    // A past race nobody rated yet still has a verdict where the data gave it one.
    const data = tally.AI_Rating_Value ?? null;
    return data === null
      ? t('server.preview.noRatings')
      : t('server.preview.dataOnly', { label: ratingLabelText(ratingLabel(data), t) });
  }
  return ratedText(tally, reader);
}

/** The preview of a shared race: its short name with its season ('2021 Hungarian GP'), and its verdict. */
export function sharePreview(
  race: Pick<Race, 'name' | 'season' | 'date' | 'isCurrent' | 'cancelled'> & { sport?: Sport },
  tally: PreviewTally,
  now: number,
  reader: Reader,
): SharePreview {
  return {
    title: `${race.season} ${sportRaceName(race, reader.language)}`,
    description: verdictDescription(race, tally, now, reader),
  };
}

/**
 * The document title of a race's page before the app takes over, as search results show
 * it: '2021 Hungarian Grand Prix — worth watching? · GP Vibes', in the reader's language.
 */
export function sharePageTitle(
  race: Pick<Race, 'name' | 'season'> & { sport?: Sport },
  reader: Reader,
): string {
  const name = sportRaceFullName(race, reader.language);
  return `${reader.t('server.preview.pageTitle', { season: race.season, race: name })} · ${PRODUCT_NAME}`;
}
