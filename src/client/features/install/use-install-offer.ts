import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  INSTALL_PROMPT_DELAY_MS,
  type InstallPromptContext,
  shouldOfferInstallPrompt,
} from '../../../domain/site/install-prompt';
import { parseSessionCount, parseTimestamp, STORAGE_KEYS } from '../../../domain/site/storage-keys';
import { readLocal, writeLocal } from '../../shared/local-store';
import { isStandaloneDisplay } from '../../shared/use-document-title';
import {
  currentPlatform,
  getInstallPromptSnapshot,
  markDismissed,
  startInstallCapture,
  subscribeInstallPrompt,
} from './install-prompt-store';

/** Per-tab marker, so reloads and route changes in one visit count as one session. */
export const SESSION_COUNTED_KEY = 'gpvibes.sessionCounted';

/** Adds one to the stored session count the first time it runs in a browsing session. */
export function recordVisit(): number {
  const current = parseSessionCount(readLocal(STORAGE_KEYS.sessionCount));
  try {
    if (window.sessionStorage.getItem(SESSION_COUNTED_KEY) === '1') return current;
    window.sessionStorage.setItem(SESSION_COUNTED_KEY, '1');
  } catch {
    // No session storage: count every load rather than never.
  }
  writeLocal(STORAGE_KEYS.sessionCount, String(current + 1));
  return current + 1;
}

export type InstallOffer = 'android' | 'ios' | null;

/** The install offer's rule (decision 0052) for this visitor now; iOS has no prompt, so it gets the guide instead. */
export function decideInstallOffer(ctx: InstallPromptContext): InstallOffer {
  if (shouldOfferInstallPrompt(ctx)) return 'android';
  // The guide follows the same timing rule; there is simply no browser prompt to wait for.
  if (
    ctx.platform === 'ios' &&
    shouldOfferInstallPrompt({ ...ctx, platform: 'android', hasDeferredPrompt: true })
  ) {
    return 'ios';
  }
  return null;
}

/**
 * Waits INSTALL_PROMPT_DELAY_MS into the visit, then says whether to offer the app
 * (Android prompt or iOS guide). The manual trigger can open the iOS guide at any time.
 */
export function useInstallOffer(): { offer: InstallOffer; dismiss: () => void; hide: () => void } {
  const prompt = useSyncExternalStore(
    subscribeInstallPrompt,
    getInstallPromptSnapshot,
    getInstallPromptSnapshot,
  );
  const [sessionCount, setSessionCount] = useState(0);
  const [elapsed, setElapsed] = useState(false);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    startInstallCapture();
    setSessionCount(recordVisit());
    const timer = setTimeout(() => setElapsed(true), INSTALL_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const dismiss = useCallback(() => {
    markDismissed();
    setHidden(true);
  }, []);
  const hide = useCallback(() => setHidden(true), []);

  if (prompt.iosGuideRequested) return { offer: 'ios', dismiss, hide };
  if (hidden || !elapsed) return { offer: null, dismiss, hide };
  const offer = decideInstallOffer({
    platform: currentPlatform(),
    sessionCount,
    dismissedAt: parseTimestamp(readLocal(STORAGE_KEYS.installDismissedAt)),
    now: Date.now(),
    installed: prompt.installed,
    standalone: isStandaloneDisplay(),
    hasDeferredPrompt: prompt.canPrompt,
  });
  return { offer, dismiss, hide };
}
