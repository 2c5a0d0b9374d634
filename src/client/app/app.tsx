import { lazy, Suspense, use, useEffect } from 'react';
import { Route, Routes } from 'react-router';
import type { Race } from '../../domain/types';
import { RaceDataProvider } from '../data/race-data';
import { NotificationBell } from '../features/alerts/notification-bell';
import { homeScreens } from '../features/home/home-chunk';
import type { HomePageProps } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { VoteForm } from '../features/vote-form/vote-form';
import { useT } from '../i18n/language-store';
import { RouteWords } from '../i18n/route-words';
import { registerServiceWorker } from '../shared/register-service-worker';
import { Layout } from './layout';

// Every page loads when first visited (the home page's chunk beside its words when the
// site opens there: home-chunk.ts). Each page renders once its own words are there in the
// fan's language (docs/decisions/0116).
const ExplorerPage = lazy(() => import('../features/explorer/explorer-page'));
const InstallPage = lazy(() => import('../features/install/install-page'));
const SupportPage = lazy(() => import('../features/support/support-page'));
const LegalPage = lazy(() => import('../features/legal/legal-page'));
const DataScorePage = lazy(() => import('../features/data-score/data-score-page'));
const FairRatingsPage = lazy(() => import('../features/fair-ratings/fair-ratings-page'));

// The current-race card owns the 'THE <race> GP' section; the form fills it.
const renderVoteForm = (race: Race) => <VoteForm race={race} insideVotingSection />;

type Screens = Awaited<ReturnType<typeof homeScreens>>;

const HomePage = (props: HomePageProps) => {
  const { HomePage: Page } = use(homeScreens() as Promise<Screens>);
  return <Page {...props} />;
};

const ShareLanding = (props: HomePageProps) => {
  const { ShareLanding: Landing } = use(homeScreens() as Promise<Screens>);
  return <Landing {...props} />;
};

export function App() {
  const t = useT();
  // Offline support (decision 0051); a failed registration is ignored inside.
  useEffect(() => {
    void registerServiceWorker();
  }, []);
  return (
    <RaceDataProvider>
      <Layout bell={<NotificationBell />}>
        <Suspense fallback={<p className="page-loading">{t('common.loading')}</p>}>
          <Routes>
            <Route
              path="/"
              element={
                <RouteWords namespace="home">
                  <HomePage renderVoteForm={renderVoteForm} />
                </RouteWords>
              }
            />
            {/* A shared race link: the home page, opened at that race's card. */}
            <Route
              path="/r/:raceId"
              element={
                <RouteWords namespace="home">
                  <ShareLanding renderVoteForm={renderVoteForm} />
                </RouteWords>
              }
            />
            <Route
              path="/all-races"
              element={
                <RouteWords namespace="explorer">
                  <ExplorerPage />
                </RouteWords>
              }
            />
            <Route
              path="/install"
              element={
                <RouteWords namespace="pages">
                  <InstallPage />
                </RouteWords>
              }
            />
            <Route
              path="/support"
              element={
                <RouteWords namespace="pages">
                  <SupportPage />
                </RouteWords>
              }
            />
            <Route
              path="/privacy-terms"
              element={
                <RouteWords namespace="pages">
                  <LegalPage />
                </RouteWords>
              }
            />
            <Route
              path="/data-score"
              element={
                <RouteWords namespace="pages">
                  <DataScorePage />
                </RouteWords>
              }
            />
            <Route
              path="/fair-ratings"
              element={
                <RouteWords namespace="pages">
                  <FairRatingsPage />
                </RouteWords>
              }
            />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </Layout>
    </RaceDataProvider>
  );
}
