import { DAY_MS } from '../constants';
import {
  defaultInstallTab,
  detectPlatform,
  INSTALL_PROMPT_DELAY_MS,
  INSTALL_PROMPT_MIN_SESSIONS,
  INSTALL_PROMPT_REASK_MS,
  type InstallPromptContext,
  installGuideFor,
  type Platform,
  shouldOfferInstallPrompt,
} from './install-prompt';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile Safari/604.1';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

describe('detectPlatform', () => {
  it.each<[string, string, number, Platform]>([
    ['Android phone', ANDROID, 5, 'android'],
    ['iPhone', IPHONE, 5, 'ios'],
    ['iPad in desktop mode (touch)', IPAD_DESKTOP_MODE, 5, 'ios'],
    ['a Mac (no touch)', IPAD_DESKTOP_MODE, 0, 'other'],
    ['Windows', WINDOWS, 0, 'other'],
    ['empty', '', 0, 'other'],
  ])('%s → %s', (_name, ua, touchPoints, platform) => {
    expect(detectPlatform(ua, touchPoints)).toBe(platform);
  });
});

describe('shouldOfferInstallPrompt', () => {
  const NOW = Date.UTC(2025, 10, 1);
  const ok: InstallPromptContext = {
    platform: 'android',
    sessionCount: INSTALL_PROMPT_MIN_SESSIONS,
    dismissedAt: null,
    now: NOW,
    installed: false,
    standalone: false,
    hasDeferredPrompt: true,
  };

  it.each<[string, Partial<InstallPromptContext>, boolean]>([
    ['returning Android visitor, never dismissed', {}, true],
    ['one session too few', { sessionCount: INSTALL_PROMPT_MIN_SESSIONS - 1 }, false],
    ['many sessions', { sessionCount: 40 }, true],
    ['dismissed exactly 7 days ago', { dismissedAt: NOW - INSTALL_PROMPT_REASK_MS }, false],
    ['dismissed 7 days + 1 ms ago', { dismissedAt: NOW - INSTALL_PROMPT_REASK_MS - 1 }, true],
    ['dismissed yesterday', { dismissedAt: NOW - DAY_MS }, false],
    ['on iOS', { platform: 'ios' }, false],
    ['on desktop', { platform: 'other' }, false],
    ['already installed', { installed: true }, false],
    ['running standalone', { standalone: true }, false],
    ['browser gave no prompt', { hasDeferredPrompt: false }, false],
  ])('%s → %s', (_name, patch, offer) => {
    expect(shouldOfferInstallPrompt({ ...ok, ...patch })).toBe(offer);
  });

  it('pins the spec numbers', () => {
    expect([INSTALL_PROMPT_DELAY_MS, INSTALL_PROMPT_MIN_SESSIONS, INSTALL_PROMPT_REASK_MS]).toEqual(
      [20_000, 2, 7 * DAY_MS],
    );
  });
});

describe('installGuideFor and defaultInstallTab', () => {
  it.each<[Platform, string, string]>([
    ['ios', 'ios-steps', 'ios'],
    ['android', 'android-prompt', 'android'],
    ['other', 'none', 'android'],
  ])('%s → guide %s, tab %s', (platform, guide, tab) => {
    expect(installGuideFor(platform)).toBe(guide);
    expect(defaultInstallTab(platform)).toBe(tab);
  });
});
