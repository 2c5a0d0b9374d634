import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  buildHomeSections,
  PAGE_SIZE_RECENT,
  PAGE_SIZE_TOP_RATED,
  TOP_RATED_MIN_AVERAGE,
} from '../../../domain/races/home-lists';
import { RATING_WINDOW_HOURS } from '../../../domain/races/race-phase';
import { buildSeasonReview } from '../../../domain/races/season-review';
import { buildSprintSection, hasSprintsToShow } from '../../../domain/races/sprint-lists';
import { DEFAULT_SPORT, hasGrandPrixEvents } from '../../../domain/sports/sports';
import type { Race, Tally, TallyMap } from '../../../domain/types';
import { normalizeTally } from '../../../domain/voting/tally';
import { useT } from '../../i18n/language-store';
import { useHiddenVerdicts } from '../../shared/my-races/use-hidden-verdicts';
import { onDemand } from '../../shared/on-demand';
import { useSeriesPath } from '../../shared/series-path';
import { BestRacesLink } from './best-races-link';
import { type HomeCardContextValue, HomeCardProvider } from './cards/home-card-context';
import { RaceCard } from './cards/race-card';
import { useHomeFormat } from './home-format';
import { HomeSection } from './home-section';
import { MyRacesLink } from './my-races-link';
import { PagedRaceList } from './paged-race-list';
import { UpcomingEmpty } from './upcoming-empty';
import { useCompactView } from './use-compact-view';
import { useHashTarget } from './use-hash-target';
import { useUpcomingPageSize } from './use-upcoming-page-size';

export interface HomeContentProps {
  races: Race[];
  tallies: TallyMap;
  talliesLoaded: boolean;
  /** Bumped on each live tally change: the recent list returns to page 1. */
  tallyVersion: number;
  now: number;
  renderVoteForm?: (race: Race) => ReactNode;
}

/** Tallies arrive from the network: each is read through the domain's tolerant parser. */
function useNormalizedTallies(races: Race[], tallies: TallyMap): TallyMap {
  return useMemo(() => {
    const out: TallyMap = {};
    for (const race of races) out[race.id] = normalizeTally(tallies[race.id], race.id);
    return out;
  }, [races, tallies]);
}

// The season's review shows between seasons and for series nobody has rated yet: it loads
// then, so the home page's first load stays within its budget.
export const SeasonReviewList = onDemand(() =>
  import('./season-review-list').then((module) => module.SeasonReviewList),
);

/**
 * Whether the home may show: the season's review, when this data calls for it, has loaded.
 * It stands above the other lists, so arriving after them would push the page down.
 */
export function useSeasonReviewReady(
  races: readonly Race[],
  tallies: TallyMap,
  now: number,
  dataReady: boolean,
): boolean {
  const wanted = useMemo(
    () => dataReady && buildSeasonReview(races, tallies, now) !== null,
    [dataReady, races, tallies, now],
  );
  const [loaded, setLoaded] = useState(SeasonReviewList.isLoaded);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    // A failed load shows the home without it rather than a loading screen for ever.
    const done = () => live && setLoaded(true);
    SeasonReviewList.preload().then(done, done);
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  return !wanted || loaded;
}

/** The home page's sections, in the spec's order, once the data is in. */
export function HomeContent(props: HomeContentProps) {
  const { races, talliesLoaded, tallyVersion, now, renderVoteForm } = props;
  const t = useT();
  const format = useHomeFormat();
  const install = useSeriesPath('install');
  // A season is a year and goes in as written ('2026'); the star threshold is a number.
  const minAverage = format.count(TOP_RATED_MIN_AVERAGE);
  const tallies = useNormalizedTallies(races, props.tallies);
  const hidden = useHiddenVerdicts();
  const sections = useMemo(
    () => buildHomeSections(races, tallies, now, hidden),
    [races, tallies, now, hidden],
  );
  const sprints = useMemo(() => buildSprintSection(races, tallies, now), [races, tallies, now]);
  // Between seasons: the season just run, whole, so a series' home is never empty.
  const review = useMemo(() => buildSeasonReview(races, tallies, now), [races, tallies, now]);
  const { target, highlighted } = useHashTarget(true);
  const [compact, setCompact] = useCompactView();
  const upcomingSize = useUpcomingPageSize();
  const seriesEvents = races.some((race) => !hasGrandPrixEvents(race.sport ?? DEFAULT_SPORT));

  const tallyOf = useCallback(
    (race: Race): Tally => tallies[race.id] ?? normalizeTally(undefined, race.id),
    [tallies],
  );
  const cards: HomeCardContextValue = {
    tallyOf,
    talliesLoaded,
    now,
    highlighted,
    compactDefault: compact,
    renderVoteForm,
  };
  const pastCard = (race: Race) => <RaceCard race={race} />;
  const compactSwitch = (
    <label className="compact-switch">
      <input type="checkbox" checked={compact} onChange={(e) => setCompact(e.target.checked)} />
      {t('home.compactView')}
    </label>
  );

  return (
    <HomeCardProvider value={cards}>
      <MyRacesLink races={races} now={now} />
      <BestRacesLink />
      {sections.current.length > 0 ? (
        <HomeSection id="now-rating" title={t('home.section.nowRating')}>
          <ul className="card-grid card-grid--wide">
            {sections.current.map((race) => (
              <li key={race.id} className="card-grid__item">
                <RaceCard race={race} />
              </li>
            ))}
          </ul>
        </HomeSection>
      ) : null}
      {sections.lastRace ? (
        <HomeSection
          id="last-race"
          title={t('home.section.lastRace')}
          subtitle={
            <Link to={install}>{t('home.lastRaceHint', { hours: RATING_WINDOW_HOURS })}</Link>
          }
        >
          <div className="card-grid card-grid--wide">
            <RaceCard race={sections.lastRace} featured />
          </div>
        </HomeSection>
      ) : null}
      {hasSprintsToShow(sprints) ? (
        <HomeSection
          id="sprints"
          title={t('home.section.sprints')}
          subtitle={t('home.sprintsSubtitle', { season: sprints.season })}
        >
          {sprints.current.length > 0 ? (
            <ul className="card-grid card-grid--wide">
              {sprints.current.map((race) => (
                <li key={race.id} className="card-grid__item">
                  <RaceCard race={race} />
                </li>
              ))}
            </ul>
          ) : null}
          {sprints.rated.length > 0 ? (
            <PagedRaceList
              races={sprints.rated}
              pageSize={PAGE_SIZE_RECENT}
              focusAnchor={target}
              renderCard={pastCard}
            />
          ) : null}
        </HomeSection>
      ) : null}
      {review ? (
        <Suspense fallback={null}>
          <SeasonReviewList review={review} />
        </Suspense>
      ) : null}
      <HomeSection
        id="recent"
        title={t('home.section.recent')}
        // 'GP' is the word for Grand Prix weekends; a series' home says races.
        subtitle={t(seriesEvents ? 'home.recentSubtitleEvents' : 'home.recentSubtitle', {
          season: sections.season,
        })}
        aside={compactSwitch}
      >
        <PagedRaceList
          races={sections.recent}
          pageSize={PAGE_SIZE_RECENT}
          resetKey={tallyVersion}
          focusAnchor={target}
          emptyText={t('home.recentEmpty')}
          renderCard={pastCard}
        />
      </HomeSection>
      <HomeSection
        id="top-rated"
        title={t('home.section.topRated')}
        subtitle={t('home.topRatedSubtitle', { season: sections.season, minAverage })}
      >
        <PagedRaceList
          races={sections.topRated}
          pageSize={PAGE_SIZE_TOP_RATED}
          emptyText={t('home.topRatedEmpty', { minAverage })}
          renderCard={(race) => <RaceCard race={race} anchored={false} />}
        />
      </HomeSection>
      <HomeSection
        id="upcoming"
        title={t('home.section.upcoming')}
        subtitle={t('home.upcomingSubtitle')}
      >
        <PagedRaceList
          races={sections.upcoming}
          pageSize={upcomingSize}
          focusAnchor={target}
          emptyText={<UpcomingEmpty />}
          renderCard={(race) => <RaceCard race={race} isNext={race.id === sections.nextRaceId} />}
        />
      </HomeSection>
    </HomeCardProvider>
  );
}
