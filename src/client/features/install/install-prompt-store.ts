import { detectPlatform, type Platform } from '../../../domain/site/install-prompt';
import { parseBooleanFlag, STORAGE_KEYS } from '../../../domain/site/storage-keys';
import { readLocal, writeLocal } from '../../shared/local-store';
import { isStandaloneDisplay } from '../../shared/use-document-title';

/** Chromium's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable' | 'ios-guide';

export interface InstallPromptSnapshot {
  /** The browser handed over its prompt and it has not been used yet. */
  canPrompt: boolean;
  installed: boolean;
  /** Someone asked for the iOS guide (the manual trigger on an iPhone or iPad). */
  iosGuideRequested: boolean;
}

declare global {
  interface Window {
    /** Manual trigger for the install prompt (support staff, console, links). */
    gpvibesInstall?: () => Promise<InstallOutcome>;
  }
}

let deferred: BeforeInstallPromptEvent | null = null;
let snapshot: InstallPromptSnapshot = {
  canPrompt: false,
  installed: false,
  iosGuideRequested: false,
};
const listeners = new Set<() => void>();
let started = false;

function update(patch: Partial<InstallPromptSnapshot>) {
  snapshot = { ...snapshot, ...patch };
  for (const listener of listeners) listener();
}

export function currentPlatform(): Platform {
  return detectPlatform(navigator.userAgent, navigator.maxTouchPoints ?? 0);
}

export function markInstalled(): void {
  writeLocal(STORAGE_KEYS.installed, 'true');
  update({ installed: true, canPrompt: false });
}

export function markDismissed(now = Date.now()): void {
  writeLocal(STORAGE_KEYS.installDismissedAt, String(now));
  update({ iosGuideRequested: false });
}

/**
 * Captures the browser's install prompt so the site decides when to show it (decision 0052),
 * and records an install however it happened. Safe to call more than once.
 */
export function startInstallCapture(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const installed = parseBooleanFlag(readLocal(STORAGE_KEYS.installed)) || isStandaloneDisplay();
  if (isStandaloneDisplay()) writeLocal(STORAGE_KEYS.installed, 'true');
  update({ installed });
  window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  window.addEventListener('appinstalled', onAppInstalled);
  window.gpvibesInstall = promptInstall;
}

function onBeforeInstallPrompt(event: Event): void {
  event.preventDefault();
  deferred = event as BeforeInstallPromptEvent;
  update({ canPrompt: true });
}

function onAppInstalled(): void {
  deferred = null;
  markInstalled();
}

/** Shows the captured prompt; on iOS (no prompt exists) asks for the Add to Home Screen guide. */
export async function promptInstall(): Promise<InstallOutcome> {
  const event = deferred;
  if (!event) {
    if (currentPlatform() === 'ios' && !snapshot.installed) {
      update({ iosGuideRequested: true });
      return 'ios-guide';
    }
    return 'unavailable';
  }
  // A prompt can be shown once; the browser sends a fresh event if it may ask again.
  deferred = null;
  update({ canPrompt: false });
  await event.prompt();
  const choice = await event.userChoice;
  if (choice.outcome === 'accepted') markInstalled();
  else markDismissed();
  return choice.outcome;
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getInstallPromptSnapshot(): InstallPromptSnapshot {
  return snapshot;
}

/** Tests only: forget the captured prompt and stop listening. */
export function resetInstallCaptureForTests(): void {
  window.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  window.removeEventListener('appinstalled', onAppInstalled);
  delete window.gpvibesInstall;
  deferred = null;
  started = false;
  snapshot = { canPrompt: false, installed: false, iosGuideRequested: false };
}
