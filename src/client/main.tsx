import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { numberFormat } from '../domain/i18n/intl-formats';
import { intlLocale } from '../domain/i18n/languages';
import { routeNamespaceOf } from '../domain/i18n/route-namespaces';
import { App } from './app/app';
import { homeScreens } from './app/home-chunk';
import { startInstallCapture } from './features/install/install-prompt-store';
import { initialLanguage, startLanguage } from './i18n/choose-language';
import { openRememberedSport } from './shared/remembered-sport';
import './styles/global.css';

// A fan who chose another sport opens on it: '/' becomes its home before anything loads.
openRememberedSport();

// Chromium may offer its install prompt as soon as the page has loaded, before the first
// render (a transition, see decision 0111) has run any effect: listen from the start.
startInstallCapture();

// The first render waits for the page's words: one small chunk per language
// (docs/decisions/0116); on the home page, for its code too, fetched at the same time. A
// home chunk that fails to arrive is asked for again as the page renders.
const language = initialLanguage();
const opening = [startLanguage(language)];
if (routeNamespaceOf(window.location.pathname) === 'home') {
  opening.push(
    homeScreens().then(
      () => undefined,
      () => undefined,
    ),
  );
}

// The browser loads Intl's locale data when a page builds its first formatter: ~30 ms of a
// phone-class CPU at once. Built here, while the words and screens are on their way, that
// load is not one more long task inside the home's first render of its cards.
numberFormat(intlLocale(language), {});
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
});
