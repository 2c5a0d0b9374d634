import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '../../../../test/client/english';
import {
  ANDROID_UA,
  DESKTOP_UA,
  fireInstallPrompt,
  IPHONE_UA,
  setUserAgent,
} from '../../../../test/client/install-prompt';
import { ALERTS_PER_RACE } from '../../../domain/alerts/alert-kinds';
import de from '../../../domain/i18n/messages/de/index';
import { STORAGE_KEYS } from '../../../domain/site/storage-keys';
import { activateLanguage } from '../../i18n/language-store';
import InstallPage from './install-page';
import { resetInstallCaptureForTests, startInstallCapture } from './install-prompt-store';

describe('InstallPage', () => {
  beforeEach(() => resetInstallCaptureForTests());
  afterEach(() => {
    resetInstallCaptureForTests();
    setUserAgent(DESKTOP_UA);
  });

  it('explains the two alerts per race and the bell', () => {
    render(<InstallPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: en('pages.install.title') }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`at most ${ALERTS_PER_RACE} alerts per race`)),
    ).toBeVisible();
    expect(screen.getByText(/at the top of the screen/)).toBeVisible();
    expect(screen.getByText(/Tap the bell again/)).toBeVisible();
  });

  it.each([
    [ANDROID_UA, 'Android'],
    [IPHONE_UA, 'iPhone/iPad'],
    [DESKTOP_UA, 'Android'],
  ])('opens on the visitor’s own device tab (%s → %s)', (ua, tab) => {
    setUserAgent(ua);
    render(<InstallPage />);
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  });

  it('switches tabs by click and by arrow keys', async () => {
    const user = userEvent.setup();
    setUserAgent(ANDROID_UA);
    render(<InstallPage />);
    await user.click(screen.getByRole('tab', { name: 'iPhone/iPad' }));
    expect(screen.getByRole('tabpanel', { name: 'iPhone/iPad' })).toHaveTextContent(
      /Add to Home Screen/,
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Android' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Android' })).toHaveAttribute('aria-selected', 'true');
  });

  it('Install Now triggers the captured prompt and stores the installed flag', async () => {
    const user = userEvent.setup();
    setUserAgent(ANDROID_UA);
    act(() => startInstallCapture());
    render(<InstallPage />);
    let prompt!: ReturnType<typeof fireInstallPrompt>['prompt'];
    act(() => {
      prompt = fireInstallPrompt('accepted').prompt;
    });
    await user.click(screen.getByRole('button', { name: 'Install Now' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(localStorage.getItem(STORAGE_KEYS.installed)).toBe('true');
    expect(screen.getByText(/is installed on this device/)).toBeInTheDocument();
  });

  it('explains the menu route when the browser has not offered an install', async () => {
    const user = userEvent.setup();
    setUserAgent(ANDROID_UA);
    render(<InstallPage />);
    await user.click(screen.getByRole('button', { name: 'Install Now' }));
    expect(screen.getByText(/has not offered the install yet/)).toBeInTheDocument();
  });

  it('reads in German, tabs and steps included', async () => {
    const user = userEvent.setup();
    setUserAgent(ANDROID_UA);
    activateLanguage('de', de);
    render(<InstallPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'App installieren & Alerts erhalten' }),
    ).toBeVisible();
    expect(
      screen.getByText(new RegExp(`höchstens ${ALERTS_PER_RACE} Alerts pro Rennen`)),
    ).toBeVisible();
    expect(
      screen.getByRole('tablist', { name: 'Installationsschritte für dein Gerät' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Jetzt installieren' }));
    expect(screen.getByRole('status')).toHaveTextContent(/noch nicht angeboten/);
    expect(document.title).toBe('Bewertungs-Alerts erhalten | GP Vibes');
  });
});
