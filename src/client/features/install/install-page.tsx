import { useState, useSyncExternalStore } from 'react';
import { ALERTS_PER_RACE, PRODUCT_NAME } from '../../../domain/constants';
import { documentTitle, INSTALL_PAGE_TITLE } from '../../../domain/site/copy';
import { defaultInstallTab } from '../../../domain/site/install-prompt';
import { useDocumentTitle } from '../../shared/use-document-title';
import { CalendarSubscribe } from './calendar-subscribe';
import {
  currentPlatform,
  getInstallPromptSnapshot,
  type InstallOutcome,
  promptInstall,
  startInstallCapture,
  subscribeInstallPrompt,
} from './install-prompt-store';
import { InstallTabs } from './install-tabs';

const OUTCOME_TEXT: Record<InstallOutcome, string> = {
  accepted: `Installed! Open ${PRODUCT_NAME} from your home screen.`,
  dismissed: 'No problem: you can install any time from this page.',
  unavailable:
    'Your browser has not offered the install yet: use its menu and choose Add to Home screen.',
  'ios-guide': 'Follow the iPhone/iPad steps: Share, then Add to Home Screen.',
};

function AndroidSteps() {
  const prompt = useSyncExternalStore(subscribeInstallPrompt, getInstallPromptSnapshot);
  const [status, setStatus] = useState<string | null>(null);
  const install = async () => {
    startInstallCapture();
    setStatus(OUTCOME_TEXT[await promptInstall()]);
  };
  return (
    <>
      <ol className="steps">
        <li>Open {PRODUCT_NAME} in Chrome (or your usual browser).</li>
        <li>
          Tap the menu <span aria-hidden="true">⋮</span> in the top corner.
        </li>
        <li>
          Tap <strong>Add to Home screen</strong> (or <strong>Install app</strong>).
        </li>
        <li>Confirm with Install.</li>
      </ol>
      {prompt.installed ? (
        <p>{PRODUCT_NAME} is installed on this device.</p>
      ) : (
        <button type="button" className="button" onClick={install}>
          Install Now
        </button>
      )}
      <p role="status">{status}</p>
    </>
  );
}

function IosSteps() {
  return (
    <ol className="steps">
      <li>Open {PRODUCT_NAME} in Safari.</li>
      <li>
        Tap the Share button <span aria-hidden="true">⬆️</span>.
      </li>
      <li>
        Scroll down and tap <strong>Add to Home Screen</strong>.
      </li>
      <li>
        Tap <strong>Add</strong>.
      </li>
    </ol>
  );
}

export default function InstallPage() {
  useDocumentTitle(documentTitle('install', false));
  const [initialTab] = useState(() => defaultInstallTab(currentPlatform()));

  return (
    <section className="static-page install-page">
      <h1>{INSTALL_PAGE_TITLE}</h1>
      <p className="lead">
        Get spoiler-free notifications on your phone: at most {ALERTS_PER_RACE} alerts per race. One
        tells you voting has opened; the other is a spoiler-free summary of how fans rated it, so
        you know whether to watch the full race, the Race-in-30 cut or just the highlights. Never
        results, positions or names.
      </p>

      <h2>1. Install the app</h2>
      <InstallTabs
        initial={initialTab}
        tabs={[
          { key: 'android', label: 'Android', panel: <AndroidSteps /> },
          { key: 'ios', label: 'iPhone/iPad', panel: <IosSteps /> },
        ]}
      />

      <h2>2. Turn on notifications</h2>
      <ol className="steps">
        <li>Open the installed app from your home screen.</li>
        <li>Tap the bell (Race alerts) at the top of the screen, beside the menu.</li>
        <li>
          Choose <strong>Allow</strong> when your phone asks.
        </li>
      </ol>
      <p>Changed your mind? Tap the bell again to change your preference at any time.</p>
      <CalendarSubscribe />
    </section>
  );
}
