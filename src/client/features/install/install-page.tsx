import { useState, useSyncExternalStore } from 'react';
import { ALERTS_PER_RACE } from '../../../domain/alerts/alert-kinds';
import { PRODUCT_NAME } from '../../../domain/constants';
import type { MessageId } from '../../../domain/i18n/messages/catalogue';
import { defaultInstallTab } from '../../../domain/site/install-prompt';
import { formatRich } from '../../i18n/format-rich';
import { useT } from '../../i18n/language-store';
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

const OUTCOME_MESSAGES: Record<InstallOutcome, MessageId> = {
  accepted: 'pages.install.outcome.accepted',
  dismissed: 'pages.install.outcome.dismissed',
  unavailable: 'pages.install.outcome.unavailable',
  'ios-guide': 'pages.install.outcome.iosGuide',
};

const product = { product: PRODUCT_NAME };

function AndroidSteps() {
  const t = useT();
  const prompt = useSyncExternalStore(subscribeInstallPrompt, getInstallPromptSnapshot);
  const [outcome, setOutcome] = useState<InstallOutcome | null>(null);
  const install = async () => {
    startInstallCapture();
    setOutcome(await promptInstall());
  };
  return (
    <>
      <ol className="steps">
        <li>{t('pages.install.android.open', product)}</li>
        <li>
          {formatRich(t, 'pages.install.android.menu', { icon: <span aria-hidden="true">⋮</span> })}
        </li>
        <li>
          {formatRich(t, 'pages.install.android.add', {
            addToHomeScreen: <strong>{t('pages.install.android.addToHomeScreen')}</strong>,
            installApp: <strong>{t('pages.install.android.installApp')}</strong>,
          })}
        </li>
        <li>{t('pages.install.android.confirm')}</li>
      </ol>
      {prompt.installed ? (
        <p>{t('pages.install.android.installed', product)}</p>
      ) : (
        <button type="button" className="button" onClick={install}>
          {t('pages.install.android.installNow')}
        </button>
      )}
      <p role="status">{outcome ? t(OUTCOME_MESSAGES[outcome], product) : null}</p>
    </>
  );
}

function IosSteps() {
  const t = useT();
  return (
    <ol className="steps">
      <li>{t('pages.install.ios.open', product)}</li>
      <li>
        {formatRich(t, 'pages.install.ios.share', { icon: <span aria-hidden="true">⬆️</span> })}
      </li>
      <li>
        {formatRich(t, 'pages.install.ios.scroll', {
          addToHomeScreen: <strong>{t('pages.install.ios.addToHomeScreen')}</strong>,
        })}
      </li>
      <li>
        {formatRich(t, 'pages.install.ios.tapAdd', {
          add: <strong>{t('pages.install.ios.add')}</strong>,
        })}
      </li>
    </ol>
  );
}

export default function InstallPage() {
  const t = useT();
  useDocumentTitle('install');
  const [initialTab] = useState(() => defaultInstallTab(currentPlatform()));

  return (
    <section className="static-page install-page">
      <h1>{t('pages.install.title')}</h1>
      <p className="lead">{t('pages.install.lead', { alertsPerRace: ALERTS_PER_RACE })}</p>

      <h2>{t('pages.install.step1')}</h2>
      <InstallTabs
        label={t('pages.install.tabsLabel')}
        initial={initialTab}
        tabs={[
          { key: 'android', label: t('pages.install.tab.android'), panel: <AndroidSteps /> },
          { key: 'ios', label: t('pages.install.tab.ios'), panel: <IosSteps /> },
        ]}
      />

      <h2>{t('pages.install.step2')}</h2>
      <ol className="steps">
        <li>{t('pages.install.notify.open')}</li>
        <li>{t('pages.install.notify.bell')}</li>
        <li>
          {formatRich(t, 'pages.install.notify.allow', {
            allow: <strong>{t('pages.install.notify.allowButton')}</strong>,
          })}
        </li>
      </ol>
      <p>{t('pages.install.notify.changeMind')}</p>
      <CalendarSubscribe />
    </section>
  );
}
