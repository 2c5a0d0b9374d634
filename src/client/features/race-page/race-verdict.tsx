import { useId } from 'react';
import type { SeasonRank } from '../../../domain/races/race-page';
import type { Race, RacePhase, Tally } from '../../../domain/types';
import { resultsUnlocked } from '../../../domain/voting/unlock';
import { watchModeMessage } from '../../../domain/voting/vocabulary-messages';
import { bestWatchMode, NO_BEST_WATCH_TEXT } from '../../../domain/voting/watch-modes';
import { useT } from '../../i18n/language-store';
import { SpoilerShield } from '../../shared/my-races/spoiler-shield';
import { RaceDataVerdict } from '../../shared/results-verdict';
import { CrowdVerdict } from './crowd-verdict';

/** The crowd's best way to watch: all a shielded race may show, if the fan allows it. */
function BestWayLine({ tally }: { tally: Tally }) {
  const t = useT();
  const best = bestWatchMode(tally.viewModes);
  return (
    <p className="race-page__best-watch">
      <span>{t('racePage.watch.heading')}</span>{' '}
      <strong>{best ? t(watchModeMessage(best)) : NO_BEST_WATCH_TEXT}</strong>
    </p>
  );
}

function SeasonRankLine({ rank, season }: { rank: SeasonRank; season: number }) {
  const t = useT();
  return (
    <dl className="race-page__rank">
      <dt>{t('racePage.rank.label')}</dt>
      <dd>
        {t('racePage.rank.value', { rank: rank.rank, total: rank.of, season: String(season) })}
      </dd>
    </dl>
  );
}

/**
 * Everything that would tell how the race went: the fans' verdict, the data's and the
 * season rank, all behind the fan's spoiler shield (a race still to watch shows none).
 */
export function RaceVerdict({
  race,
  tally,
  phase,
  seasonRank,
}: {
  race: Race;
  tally: Tally;
  phase: RacePhase;
  seasonRank: SeasonRank | null;
}) {
  const t = useT();
  const headingId = useId();
  const unlocked = resultsUnlocked(phase, tally.totalVotes);
  return (
    <section className="race-page__verdict" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('racePage.verdict.heading')}</h2>
      <SpoilerShield raceId={race.id} wayToWatch={unlocked ? <BestWayLine tally={tally} /> : null}>
        <CrowdVerdict tally={tally} phase={phase} sport={race.sport} />
        {/* The data's verdict steps back once the crowd's shows, as on a race card. */}
        <RaceDataVerdict tally={tally} secondary={unlocked} />
        {seasonRank ? <SeasonRankLine rank={seasonRank} season={race.season} /> : null}
      </SpoilerShield>
    </section>
  );
}
