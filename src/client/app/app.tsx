import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { RaceDataProvider } from '../data/race-data';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { Layout } from './layout';

// The home page ships in the first bundle; the rest load when first visited.
const ExplorerPage = lazy(() => import('../features/explorer/explorer-page'));
const InstallPage = lazy(() => import('../features/install/install-page'));
const SupportPage = lazy(() => import('../features/support/support-page'));
const LegalPage = lazy(() => import('../features/legal/legal-page'));

export function App() {
  return (
    <RaceDataProvider>
      <Layout>
        <Suspense fallback={<p className="page-loading">Loading…</p>}>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/all-races" element={<ExplorerPage />} />
            <Route path="/install" element={<InstallPage />} />
            <Route path="/support" element={<SupportPage />} />
            <Route path="/privacy-terms" element={<LegalPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </Layout>
    </RaceDataProvider>
  );
}
