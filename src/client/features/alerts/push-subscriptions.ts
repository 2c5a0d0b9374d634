import { DEFAULT_LANGUAGE, type Language } from '../../../domain/i18n/languages';
import { alertSportsField } from '../../../domain/sports/alert-sports';
import type { Sport } from '../../../domain/sports/sports';
import { ApiRequestError, apiGet, apiPost } from '../../data/api-client';
import { activeLanguage } from '../../i18n/language-store';
import { BELL_MESSAGES } from './bell-messages';
import { type BellState, settled } from './bell-state';
import { base64UrlToBytes, type PushPlatform } from './push-platform';

// What a tap on the bell does once permission is settled: the push service's subscription
// and the server's record of it. Loaded on the first tap (use-push-alerts.ts), so a page
// that only shows the bell does not carry it.

const SUBSCRIPTIONS_PATH = '/api/push/subscriptions';
/** The server's caps: too many subscriptions from this network (429) or in total (503). */
const CAPPED_STATUSES = new Set([429, 503]);

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, i) => byte === b[i]);
}

/** Sent with every change of the subscription, so a change keeps the alerts' language. */
function alertsLanguage(): { language?: Language } {
  const language = activeLanguage();
  return language === DEFAULT_LANGUAGE ? {} : { language };
}

/**
 * What the server stores: the browser's subscription, the language the fan reads the site in
 * (alerts come in it; left out, as for English, the server writes English), plus
 * `sprints: false` when the fan turned sprint alerts off (left out, a new subscription gets
 * them), and the sports the alerts follow (left out for Formula 1 only).
 */
function subscriptionBody(subscription: PushSubscription, sprints: boolean, sports: Sport[]) {
  return {
    ...subscription.toJSON(),
    ...alertsLanguage(),
    ...(sprints ? {} : { sprints: false }),
    ...alertSportsField(sports),
  };
}

/** Subscribes this browser and tells the server, once the fan has granted permission. */
export async function subscribeGranted(
  platform: PushPlatform,
  sprints: boolean,
  sports: Sport[],
): Promise<BellState> {
  let registration: ServiceWorkerRegistration;
  try {
    registration = await platform.readyRegistration();
  } catch {
    return settled('off', BELL_MESSAGES.notReady);
  }
  let subscription: PushSubscription;
  try {
    const { publicKey } = await apiGet<{ publicKey: string }>('/api/push/public-key');
    const key = base64UrlToBytes(publicKey);
    const existing = await registration.pushManager.getSubscription();
    // A subscription made for another server key (keys rotated) cannot receive our pushes.
    if (existing && !sameKey(existing.options.applicationServerKey, key))
      await existing.unsubscribe();
    subscription =
      existing && sameKey(existing.options.applicationServerKey, key)
        ? existing
        : await registration.pushManager.subscribe({
            userVisibleOnly: true,
            applicationServerKey: key,
          });
  } catch {
    return settled('off', BELL_MESSAGES.pushServiceFailed);
  }
  try {
    await apiPost(SUBSCRIPTIONS_PATH, subscriptionBody(subscription, sprints, sports));
  } catch (error) {
    // Keep browser and server in step: no server record, no browser subscription.
    await subscription.unsubscribe().catch(() => false);
    const capped = error instanceof ApiRequestError && CAPPED_STATUSES.has(error.status);
    return settled('off', capped ? BELL_MESSAGES.saveLimited : BELL_MESSAGES.saveFailed);
  }
  return settled('on', BELL_MESSAGES.on);
}

/**
 * The server removes a subscription only for the browser that made it: with the endpoint
 * goes the subscription's own auth secret, which nobody else has seen.
 */
function ownershipProof(subscription: PushSubscription) {
  const { endpoint, keys } = subscription.toJSON();
  return { endpoint: endpoint ?? subscription.endpoint, keys: { auth: keys?.auth ?? '' } };
}

export async function unsubscribe(platform: PushPlatform): Promise<BellState> {
  try {
    const registration = await platform.existingRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription) {
      // Read before unsubscribing: afterwards the browser forgets the keys.
      const proof = ownershipProof(subscription);
      await subscription.unsubscribe();
      // Best effort: if this fails, the push service answers 'gone' next time and the
      // server forgets the subscription then.
      await apiPost(SUBSCRIPTIONS_PATH, proof, { method: 'DELETE' }).catch(() => undefined);
    }
    return settled('off', BELL_MESSAGES.off);
  } catch {
    return settled('on', BELL_MESSAGES.offFailed);
  }
}

/**
 * Tells the server this browser's subscription again with new choices; false when the
 * browser has no subscription. `sports` absent keeps the field out (Formula 1 alone);
 * named in full it replaces the list the server has.
 */
export async function resendSubscription(
  platform: PushPlatform,
  choices: { sprints: boolean; sports: Sport[]; sportsInFull?: boolean },
): Promise<boolean> {
  const registration = await platform.existingRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return false;
  await apiPost(SUBSCRIPTIONS_PATH, {
    ...subscription.toJSON(),
    ...alertsLanguage(),
    sprints: choices.sprints,
    ...(choices.sportsInFull ? { sports: choices.sports } : alertSportsField(choices.sports)),
  });
  return true;
}
