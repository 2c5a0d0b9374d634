import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { startInstallCapture } from './features/install/install-prompt-store';
import './styles/global.css';

// Chromium may offer its install prompt as soon as the page has loaded, before the first
// render (a transition, see decision 0111) has run any effect: listen from the start.
startInstallCapture();

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
