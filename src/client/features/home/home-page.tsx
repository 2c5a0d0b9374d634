import type { ReactNode } from 'react';
import { DEFAULT_SPORT, sportName } from '../../../domain/sports/sports';
import type { Race } from '../../../domain/types';
import { useRaceData } from '../../data/race-data';
import { useLanguage, useT } from '../../i18n/language-store';
import { buildSettings } from '../../shared/build-settings';
import { useDocumentTitle } from '../../shared/use-document-title';
import { HomeContent, useSeasonReviewReady } from './home-content';
import { LoadingScreen } from './loading-screen';
import { NewBanner } from './new-banner';
import { useLoadingGate } from './use-loading-gate';
import { useNow } from './use-now';
import './home.css';

export interface HomePageProps {
  /** The vote form, composed in by the app (features do not import each other). */
  renderVoteForm?: (race: Race) => ReactNode;
}

export function HomePage({ renderVoteForm }: HomePageProps) {
  const t = useT();
  const language = useLanguage();
  const { races, tallies, racesLoaded, talliesLoaded, tallyVersion, sport } = useRaceData();
  useDocumentTitle('home', sport);
  const now = useNow();
  const dataReady = racesLoaded && talliesLoaded;
  const reviewReady = useSeasonReviewReady(races, tallies, now, dataReady);
  const ready = useLoadingGate(dataReady && reviewReady);
  return (
    <div className="home">
      <h1 className="visually-hidden">
        {sport && sport !== DEFAULT_SPORT
          ? t('common.sportHeading', { sport: sportName(sport, language) })
          : t('home.heading')}
      </h1>
      <NewBanner />
      {buildSettings.subtitle ? (
        <p className="home__subtitle">
          {buildSettings.subtitleText(language) ?? t('home.subtitle')}
        </p>
      ) : null}
      {ready ? (
        <HomeContent
          races={races}
          tallies={tallies}
          talliesLoaded={talliesLoaded}
          tallyVersion={tallyVersion}
          now={now}
          renderVoteForm={renderVoteForm}
        />
      ) : (
        <LoadingScreen />
      )}
    </div>
  );
}
