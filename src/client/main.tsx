import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { homeScreens } from './app/home-chunk';
import { armHandOverDeadline } from './app/server-page';
import { startInstallCapture } from './features/install/install-prompt-store';
import { initialLanguage, routeNamespaceOf, startLanguage } from './i18n/choose-language';
import { bootLoading } from './shared/boot-loading';
import { openRememberedSport } from './shared/remembered-sport';
import './styles/global.css';

// A fan who chose another sport opens on it: '/' becomes its home before anything loads.
openRememberedSport();

// The loading screen the server drew (home pages): read before the first render replaces it.
bootLoading();

// Chromium may offer its install prompt as soon as the page has loaded, before the first
// render (a transition, see decision 0111) has run any effect: listen from the start.
startInstallCapture();

// The first render waits for the page's words: one small chunk per language
// (docs/decisions/0116); on the home page, for its code too, fetched at the same time. A
// home chunk that fails to arrive is asked for again as the page renders.
const opening = [startLanguage(initialLanguage())];
if (routeNamespaceOf(window.location.pathname) === 'home') {
  opening.push(
    homeScreens().then(
      () => undefined,
      () => undefined,
    ),
  );
}
void Promise.all(opening).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
  // A race page's full load shows the server's drawing until the app has drawn its own
  // (server-page.ts); should that never come, the app takes over at the deadline.
  armHandOverDeadline();
});
