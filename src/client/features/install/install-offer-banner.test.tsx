import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  ANDROID_UA,
  DESKTOP_UA,
  fireInstallPrompt,
  IPHONE_UA,
  setUserAgent,
} from '../../../../test/client/install-prompt';
import { preloadShell } from '../../../../test/client/on-demand-shell';
import { LANGUAGES } from '../../../domain/i18n/languages';
import type { Catalogue } from '../../../domain/i18n/messages/catalogue';
import nl from '../../../domain/i18n/messages/nl/index';
import {
  INSTALL_PROMPT_DELAY_MS,
  INSTALL_PROMPT_MIN_SESSIONS,
  INSTALL_PROMPT_REASK_MS,
} from '../../../domain/site/install-prompt';
import { STORAGE_KEYS } from '../../../domain/site/storage-keys';
import { startLanguage } from '../../i18n/choose-language';
import { activateLanguage, activeCatalogue } from '../../i18n/language-store';
import { loadMessages } from '../../i18n/load-catalogue';
import { track } from '../../shared/analytics';
import { InstallOfferBanner } from './install-offer-banner';
import { resetInstallCaptureForTests } from './install-prompt-store';
import { recordVisit } from './use-install-offer';

beforeAll(preloadShell);

vi.mock('../../shared/analytics', () => ({ track: vi.fn() }));

const NOW = Date.UTC(2026, 10, 21, 12);
/** When the offer is decided: the delay into the visit. */
const DECIDED_AT = NOW + INSTALL_PROMPT_DELAY_MS;
const offer = () => screen.queryByRole('complementary', { name: 'Install GP Vibes' });

/** Sets the stored state as a returning visitor would have it, then opens the page. */
function visit(opts: {
  ua?: string;
  previousSessions?: number;
  dismissedAt?: number | null;
  installed?: boolean;
}) {
  setUserAgent(opts.ua ?? ANDROID_UA);
  const previous = opts.previousSessions ?? INSTALL_PROMPT_MIN_SESSIONS - 1;
  localStorage.setItem(STORAGE_KEYS.sessionCount, String(previous));
  if (opts.dismissedAt != null)
    localStorage.setItem(STORAGE_KEYS.installDismissedAt, String(opts.dismissedAt));
  if (opts.installed) localStorage.setItem(STORAGE_KEYS.installed, 'true');
  render(<InstallOfferBanner />);
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('install offer (decision 0052)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    sessionStorage.clear();
    resetInstallCaptureForTests();
    vi.mocked(track).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    resetInstallCaptureForTests();
    setUserAgent(DESKTOP_UA);
  });

  it('offers the captured prompt to a returning Android visitor after the delay, not before', () => {
    visit({});
    act(() => void fireInstallPrompt('accepted'));
    wait(INSTALL_PROMPT_DELAY_MS - 1);
    expect(offer()).toBeNull();
    wait(1);
    expect(offer()).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith('install_prompt_shown', { platform: 'android' });
  });

  it('keeps the browser from showing its own prompt', () => {
    visit({});
    let event!: Event;
    act(() => {
      event = fireInstallPrompt('accepted').event;
    });
    expect(event.defaultPrevented).toBe(true);
  });

  it.each([
    ['a first visit', { previousSessions: INSTALL_PROMPT_MIN_SESSIONS - 2 }, false],
    ['the second visit', { previousSessions: INSTALL_PROMPT_MIN_SESSIONS - 1 }, true],
    [
      'a dismissal exactly 7 days ago',
      { dismissedAt: DECIDED_AT - INSTALL_PROMPT_REASK_MS },
      false,
    ],
    [
      'a dismissal just over 7 days ago',
      { dismissedAt: DECIDED_AT - INSTALL_PROMPT_REASK_MS - 1 },
      true,
    ],
    ['a dismissal yesterday', { dismissedAt: NOW - INSTALL_PROMPT_REASK_MS / 7 }, false],
    ['an installed app', { installed: true }, false],
    ['a desktop browser', { ua: DESKTOP_UA }, false],
  ])('with %s the offer shows: %s', (_label, opts, shown) => {
    visit(opts);
    act(() => void fireInstallPrompt('accepted'));
    wait(INSTALL_PROMPT_DELAY_MS);
    expect(offer() !== null).toBe(shown);
  });

  it('does not offer without a captured prompt', () => {
    visit({});
    wait(INSTALL_PROMPT_DELAY_MS);
    expect(offer()).toBeNull();
  });

  it('stores the installed flag when the fan accepts', async () => {
    visit({});
    let prompt!: ReturnType<typeof fireInstallPrompt>['prompt'];
    act(() => {
      prompt = fireInstallPrompt('accepted').prompt;
    });
    wait(INSTALL_PROMPT_DELAY_MS);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install' })));
    expect(prompt).toHaveBeenCalledOnce();
    expect(localStorage.getItem(STORAGE_KEYS.installed)).toBe('true');
    expect(offer()).toBeNull();
    expect(track).toHaveBeenCalledWith('install_prompt_result', {
      platform: 'android',
      outcome: 'accepted',
    });
  });

  it('stores the dismissal time when the fan declines in the browser prompt', async () => {
    visit({});
    act(() => void fireInstallPrompt('dismissed'));
    wait(INSTALL_PROMPT_DELAY_MS);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install' })));
    expect(localStorage.getItem(STORAGE_KEYS.installDismissedAt)).toBe(String(DECIDED_AT));
    expect(localStorage.getItem(STORAGE_KEYS.installed)).toBeNull();
  });

  it('stores the dismissal time on Not now', () => {
    visit({});
    act(() => void fireInstallPrompt('accepted'));
    wait(INSTALL_PROMPT_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(offer()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.installDismissedAt)).toBe(String(DECIDED_AT));
  });

  it('stores the installed flag on appinstalled', () => {
    visit({});
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(localStorage.getItem(STORAGE_KEYS.installed)).toBe('true');
  });

  it('shows iOS visitors the Add to Home Screen guide instead', () => {
    visit({ ua: IPHONE_UA });
    wait(INSTALL_PROMPT_DELAY_MS);
    expect(offer()).toHaveTextContent(/Add to Home Screen/);
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(offer()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.installDismissedAt)).not.toBeNull();
  });

  it('exposes a manual trigger: the prompt on Android, the guide on iOS', async () => {
    visit({ ua: IPHONE_UA, previousSessions: 0 });
    let outcome: unknown;
    await act(async () => {
      outcome = await window.gpvibesInstall?.();
    });
    expect(outcome).toBe('ios-guide');
    expect(offer()).toHaveTextContent(/Add to Home Screen/);

    setUserAgent(ANDROID_UA);
    let prompt!: ReturnType<typeof fireInstallPrompt>['prompt'];
    act(() => {
      prompt = fireInstallPrompt('accepted').prompt;
    });
    await act(async () => {
      outcome = await window.gpvibesInstall?.();
    });
    expect(prompt).toHaveBeenCalledOnce();
    expect(outcome).toBe('accepted');
  });

  it('reads the iPhone guide in English with the words it fetches once due, on any page', async () => {
    // The shell renders on every page: the guide needs no route's words, only its own.
    await startLanguage('en', '/no-such-page');
    expect(activeCatalogue()).not.toHaveProperty(['common.installOffer.gotIt']);
    visit({ ua: IPHONE_UA });
    await act(async () => vi.advanceTimersByTime(INSTALL_PROMPT_DELAY_MS));
    vi.useRealTimers();
    const guide = await screen.findByRole('complementary', { name: 'Install GP Vibes' });
    const steps = [...guide.querySelectorAll('em')].map((em) => em.textContent);
    expect(steps).toEqual(['Add to Home Screen', 'Add']);
  });

  it.each(LANGUAGES)(
    'names the iPhone steps in %s as the install page does, with the words it loads',
    async (language) => {
      const everyPage = await loadMessages(language, ['installOffer']);
      const installPage = await loadMessages(language, ['install']);
      activateLanguage(language, everyPage as Catalogue);
      visit({ ua: IPHONE_UA });
      wait(INSTALL_PROMPT_DELAY_MS);
      const guide = screen.getByRole('complementary');
      const steps = [...guide.querySelectorAll('em')].map((em) => em.textContent);
      expect(steps).toEqual([
        installPage['pages.install.ios.addToHomeScreen'],
        installPage['pages.install.ios.add'],
      ]);
    },
  );

  it('speaks the language the fan switches to while it is shown', () => {
    visit({ ua: IPHONE_UA });
    wait(INSTALL_PROMPT_DELAY_MS);
    act(() => activateLanguage('nl', nl));
    expect(screen.getByRole('complementary', { name: 'Installeer GP Vibes' })).toHaveTextContent(
      /Zet op beginscherm/,
    );
    expect(screen.getByRole('button', { name: 'Begrepen' })).toBeVisible();
  });
});

describe('recordVisit', () => {
  beforeEach(() => sessionStorage.clear());

  it('counts a visit once per browsing session', () => {
    expect(recordVisit()).toBe(1);
    expect(recordVisit()).toBe(1);
    sessionStorage.clear();
    expect(recordVisit()).toBe(2);
    expect(localStorage.getItem(STORAGE_KEYS.sessionCount)).toBe('2');
  });

  it('recovers from a garbled stored count', () => {
    localStorage.setItem(STORAGE_KEYS.sessionCount, 'lots');
    expect(recordVisit()).toBe(1);
  });
});
