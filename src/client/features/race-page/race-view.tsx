import { useEffect, useId } from 'react';
import { PRODUCT_NAME } from '../../../domain/constants';
import { raceNameOf, racePlaceOf, sportRaceTitleOf } from '../../../domain/races/race-name-of';
import type { RacePageData } from '../../../domain/races/race-page';
import { isRaceOpenForVoting, racePhase } from '../../../domain/races/race-phase';
import { documentTitle } from '../../../domain/site/copy';
import { DEFAULT_SPORT, sportName } from '../../../domain/sports/sports';
import type { Race, Tally } from '../../../domain/types';
import { useOptionalRaceData } from '../../data/race-data';
import { useLanguage, useT } from '../../i18n/language-store';
import { WatchMarkControl } from '../../shared/my-races/watch-mark-control';
import { isStandaloneDisplay } from '../../shared/use-document-title';
import { RaceFacts } from './race-facts';
import { NeighbourLinks, SameCircuitLinks } from './race-links';
import { raceTitle } from './race-page-format';
import type { RenderVoteForm } from './race-page-props';
import { RaceVerdict } from './race-verdict';
import { RaceVotingSection } from './race-voting-section';

/** The page's title as the server writes it: '2021 Bahrain GP — worth watching? · GP Vibes'. */
function useRaceDocumentTitle(race: Race): void {
  const t = useT();
  const language = useLanguage();
  const named = race.sport === DEFAULT_SPORT ? undefined : sportName(race.sport, language);
  const pageName = t('racePage.documentTitle', {
    season: String(race.season),
    race: sportRaceTitleOf(race, language),
  });
  // Installed, the window names the app alone, as on every other page.
  const title = isStandaloneDisplay()
    ? documentTitle(pageName, true, named)
    : `${pageName} · ${PRODUCT_NAME}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * The race being rated moves as fans vote: the live feed's copy, where the page has one. A
 * race of the archive is on no live feed; its page reads it again after the fan's vote.
 */
function useLiveTally(race: Race, tally: Tally): Tally {
  const live = useOptionalRaceData()?.tallies[race.id];
  return isRaceOpenForVoting(race) && live ? live : tally;
}

export function RaceView({
  data,
  renderVoteForm,
  onVoted,
}: {
  data: RacePageData;
  renderVoteForm: RenderVoteForm;
  onVoted: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const headingId = useId();
  const { race } = data;
  const tally = useLiveTally(race, data.tally);
  useRaceDocumentTitle(race);
  const now = Date.now();
  return (
    <article className="race-page" aria-labelledby={headingId}>
      <header className="race-page__header">
        <h1 id={headingId}>{raceTitle(race, t, language)}</h1>
        <RaceFacts race={race} />
        {/* A called-off race has nothing to watch. */}
        {race.cancelled ? null : <WatchMarkControl raceId={race.id} raceName={raceNameOf(race)} />}
      </header>
      {race.cancelled ? null : (
        <RaceVerdict
          race={race}
          tally={tally}
          phase={racePhase(race, now)}
          seasonRank={data.seasonRank}
        />
      )}
      <RaceVotingSection race={race} now={now} renderVoteForm={renderVoteForm} onVoted={onVoted} />
      <NeighbourLinks previous={data.previous} next={data.next} />
      <SameCircuitLinks races={data.sameCircuit} place={racePlaceOf(race)} />
    </article>
  );
}
