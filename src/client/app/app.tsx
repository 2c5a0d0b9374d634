import { lazy, Suspense, use, useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { sportBestRacesPath, sportRoutePath } from '../../domain/site/routes';
import {
  DEFAULT_SPORT,
  SPORTS,
  sportExplorerPath,
  sportHomePath,
  sportMyRacesPath,
} from '../../domain/sports/sports';
import type { Race } from '../../domain/types';
import { RaceDataProvider } from '../data/race-data';
import { NotificationBell } from '../features/alerts/notification-bell';
import type { HomePageProps } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { DeferredVoteForm } from '../features/vote-form/deferred-vote-form';
import { useT } from '../i18n/language-store';
import { RouteWords } from '../i18n/route-words';
import { PageSeriesProvider } from '../shared/page-series';
import { useDataSport, useHomeSport } from '../shared/remembered-sport';
import { homeScreens } from './home-chunk';
import { Layout } from './layout';
import { registerServiceWorker } from './register-service-worker';
import { handOverServerPage, useHandOverElsewhere } from './server-page';

// Every page loads when first visited (the home page's chunk beside its words when the
// site opens there: home-chunk.ts). Each page renders once its own words are there in the
// fan's language (docs/decisions/0116).
const ExplorerPage = lazy(() => import('../features/explorer/explorer-page'));
const InstallPage = lazy(() => import('../features/install/install-page'));
const SupportPage = lazy(() => import('../features/support/support-page'));
const LegalPage = lazy(() => import('../features/legal/legal-page'));
const DataScorePage = lazy(() => import('../features/data-score/data-score-page'));
const FairRatingsPage = lazy(() => import('../features/fair-ratings/fair-ratings-page'));
const MyRacesPage = lazy(() => import('../features/my-races/my-races-page'));
const RacePage = lazy(() => import('../features/race-page/race-page'));
const BestRacesPage = lazy(() => import('../features/rankings/best-races-page'));

type Screens = Awaited<ReturnType<typeof homeScreens>>;

const HomePage = (props: HomePageProps) => {
  const { HomePage: Page } = use(homeScreens() as Promise<Screens>);
  return <Page {...props} />;
};

// The vote form draws its first step with the page and loads its code when the fan reaches
// for a star (deferred-vote-form.tsx). Named apart from the pages' `renderVoteForm` prop:
// src/message-namespaces.test.ts follows a route's identifiers to this file's constants by
// name.
const renderHomeVoteForm = (race: Race) => <DeferredVoteForm race={race} />;

const renderRaceVoteForm = (race: Race, onVoted?: () => void) => (
  <DeferredVoteForm race={race} onVoted={onVoted} />
);

const homeElement = (
  <RouteWords namespace="home">
    <HomePage renderVoteForm={renderHomeVoteForm} />
  </RouteWords>
);
// On a full load the explorer takes over from the opening the server drew as it first draws.
const explorerElement = (
  <RouteWords namespace="explorer">
    <ExplorerPage onDrawn={handOverServerPage} />
  </RouteWords>
);

const myRacesElement = (
  <RouteWords namespace="myRaces">
    <MyRacesPage />
  </RouteWords>
);

// Every series at the root, one series preselected under its own path.
const bestRacesElement = (
  <RouteWords namespace="rankings">
    <BestRacesPage />
  </RouteWords>
);

// Every race its own page (/r/<race-id>, whatever its sport). On a full load it takes over
// from the page the server drew once it has drawn its own (server-page.ts).
const racePageElement = (
  <RouteWords namespace="racePage">
    <RacePage
      renderVoteForm={renderRaceVoteForm}
      notFound={<NotFoundPage />}
      onDrawn={handOverServerPage}
    />
  </RouteWords>
);

// The site's own pages: at the root, and each series' copy under its path (decision 0150).
const installElement = (
  <RouteWords namespace="install">
    <InstallPage />
  </RouteWords>
);
const supportElement = (
  <RouteWords namespace="support">
    <SupportPage />
  </RouteWords>
);
const legalElement = (
  <RouteWords namespace="legal">
    <LegalPage />
  </RouteWords>
);
const fairRatingsElement = (
  <RouteWords namespace="aboutRatings">
    <FairRatingsPage />
  </RouteWords>
);

/**
 * Every sport but Formula 1 (which keeps '/', '/all-races' and '/my-races') has a home,
 * explorer, to-watch list and best races of its own, and its copy of the site's pages.
 */
const OTHER_SPORTS = SPORTS.filter((sport) => sport !== DEFAULT_SPORT);

/** The bell of the page's series: alerts turned on from a race's page follow its series. */
const SeriesBell = () => <NotificationBell sport={useHomeSport()} />;

const SiteApp = () => {
  const t = useT();
  // The open sport's races; the install page's at the root are those of the series the fan
  // came from, or chose (its 'Next up': home-sport.ts, dataSportOf).
  const sport = useDataSport();
  // A full load of a race page or an explorer shows the server's drawing until the app's;
  // every other page takes over at once.
  useHandOverElsewhere();
  // Offline support (decision 0051); a failed registration is ignored inside.
  useEffect(() => {
    void registerServiceWorker();
  }, []);
  return (
    <RaceDataProvider sport={sport}>
      <Layout bell={<SeriesBell />}>
        <Suspense fallback={<p className="page-loading">{t('common.loading')}</p>}>
          <Routes key={sport}>
            <Route path="/" element={homeElement} />
            <Route path="/r/:raceId" element={racePageElement} />
            <Route path="/all-races" element={explorerElement} />
            <Route path="/my-races" element={myRacesElement} />
            <Route path="/best-races" element={bestRacesElement} />
            {OTHER_SPORTS.flatMap((other) => [
              <Route key={`${other}-home`} path={sportHomePath(other)} element={homeElement} />,
              <Route
                key={`${other}-explorer`}
                path={sportExplorerPath(other)}
                element={explorerElement}
              />,
              <Route
                key={`${other}-my-races`}
                path={sportMyRacesPath(other)}
                element={myRacesElement}
              />,
              <Route
                key={`${other}-best-races`}
                path={sportBestRacesPath(other)}
                element={bestRacesElement}
              />,
              <Route
                key={`${other}-install`}
                path={sportRoutePath(other, 'install')}
                element={installElement}
              />,
              <Route
                key={`${other}-support`}
                path={sportRoutePath(other, 'support')}
                element={supportElement}
              />,
              <Route
                key={`${other}-privacy`}
                path={sportRoutePath(other, 'privacy')}
                element={legalElement}
              />,
              <Route
                key={`${other}-fair-ratings`}
                path={sportRoutePath(other, 'fairRatings')}
                element={fairRatingsElement}
              />,
            ])}
            <Route path="/install" element={installElement} />
            <Route path="/support" element={supportElement} />
            <Route path="/privacy-terms" element={legalElement} />
            <Route
              path="/data-score"
              element={
                <RouteWords namespace="aboutRatings">
                  <DataScorePage />
                </RouteWords>
              }
            />
            <Route path="/fair-ratings" element={fairRatingsElement} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </Layout>
    </RaceDataProvider>
  );
};

/** The visit's series around every page (page-series.tsx): what a page outside one belongs to. */
export function App() {
  return (
    <PageSeriesProvider>
      <SiteApp />
    </PageSeriesProvider>
  );
}
