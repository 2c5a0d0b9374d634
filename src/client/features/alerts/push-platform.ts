import { detectPlatform } from '../../../domain/site/install-prompt';
import { isStandaloneDisplay } from '../../shared/use-document-title';

// What the bell needs from the browser, behind one seam so tests can play any browser.

export type PushSupport = 'ok' | 'unsupported' | 'ios-install';

export interface PushPlatform {
  support(): PushSupport;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  /** The registration if one exists already (never waits; used on page load). */
  existingRegistration(): Promise<ServiceWorkerRegistration | undefined>;
  /** The active registration, waiting a little for the service worker to start. */
  readyRegistration(): Promise<ServiceWorkerRegistration>;
}

/** How long a tap waits for the service worker to become active before giving up. */
export const SERVICE_WORKER_WAIT_MS = 10_000;

export class ServiceWorkerNotReadyError extends Error {}

export const browserPushPlatform: PushPlatform = {
  support() {
    const nav = navigator as Navigator & { maxTouchPoints?: number };
    // Safari on iPhone and iPad offers push only to apps added to the Home Screen.
    if (
      detectPlatform(nav.userAgent, nav.maxTouchPoints ?? 0) === 'ios' &&
      !isStandaloneDisplay()
    ) {
      return 'ios-install';
    }
    const ok = 'serviceWorker' in nav && 'PushManager' in window && 'Notification' in window;
    return ok ? 'ok' : 'unsupported';
  },
  permission: () => Notification.permission,
  requestPermission: () => Notification.requestPermission(),
  existingRegistration: () => navigator.serviceWorker.getRegistration(),
  readyRegistration() {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ServiceWorkerNotReadyError()),
        SERVICE_WORKER_WAIT_MS,
      );
      navigator.serviceWorker.ready.then((registration) => {
        clearTimeout(timer);
        resolve(registration);
      }, reject);
    });
  },
};

/** The VAPID public key as the bytes PushManager.subscribe wants. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
