import { DAY_MS } from '../constants';

export const INSTALL_PROMPT_DELAY_MS = 20_000;

export const INSTALL_PROMPT_REASK_MS = 7 * DAY_MS;

/** A product constant computed but unused by the prompt rule; kept so the number has a name. */
export const INSTALL_PROMPT_LONG_REASK_MS = 30 * DAY_MS;

export const INSTALL_PROMPT_MIN_SESSIONS = 2;

export type Platform = 'android' | 'ios' | 'other';
export type InstallGuide = 'android-prompt' | 'ios-steps' | 'none';

/**
 * iPadOS reports itself as a Mac; only a touch screen tells them apart, so the caller
 * passes navigator.maxTouchPoints when it has it.
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'other';
}

export interface InstallPromptContext {
  platform: Platform;
  sessionCount: number;
  dismissedAt: number | null;
  now: number;
  installed: boolean;
  standalone: boolean;
  /** The browser handed over its install prompt (beforeinstallprompt). */
  hasDeferredPrompt: boolean;
}

/**
 * Offer the install prompt only to a returning Android visitor who has not installed and
 * has not said no in the last week; the client waits INSTALL_PROMPT_DELAY_MS before asking.
 */
export function shouldOfferInstallPrompt(ctx: InstallPromptContext): boolean {
  if (ctx.platform !== 'android' || ctx.installed || ctx.standalone || !ctx.hasDeferredPrompt) {
    return false;
  }
  if (ctx.sessionCount < INSTALL_PROMPT_MIN_SESSIONS) return false;
  return ctx.dismissedAt === null || ctx.now - ctx.dismissedAt > INSTALL_PROMPT_REASK_MS;
}

/** iOS has no install prompt, so it gets the Share → Add to Home Screen steps instead. */
export function installGuideFor(platform: Platform): InstallGuide {
  if (platform === 'ios') return 'ios-steps';
  if (platform === 'android') return 'android-prompt';
  return 'none';
}

/** The /install page opens on the visitor's own device tab; desktops see Android first. */
export function defaultInstallTab(platform: Platform): 'android' | 'ios' {
  return platform === 'ios' ? 'ios' : 'android';
}
