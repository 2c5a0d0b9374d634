import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { startInstallCapture } from './features/install/install-prompt-store';
import { initialLanguage } from './i18n/choose-language';
import { activateLanguage } from './i18n/language-store';
import { loadCatalogue } from './i18n/load-catalogue';
import './styles/global.css';

// Chromium may offer its install prompt as soon as the page has loaded, before the first
// render (a transition, see decision 0111) has run any effect: listen from the start.
startInstallCapture();

// The first render waits for the page's catalogue: one small chunk, fetched while the
// browser is still busy with the main bundle's work (docs/decisions/0116).
const language = initialLanguage();
void loadCatalogue(language).then((catalogue) => {
  activateLanguage(language, catalogue);
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
