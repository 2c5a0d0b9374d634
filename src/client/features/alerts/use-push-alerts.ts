import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/i18n/languages';
import { parseSprintAlertsFlag, STORAGE_KEYS } from '../../../domain/site/storage-keys';
import {
  ALERT_SPORTS_KEY,
  alertSportsField,
  parseAlertSports,
  withAlertSport,
} from '../../../domain/sports/alert-sports';
import type { Sport } from '../../../domain/sports/sports';
import { DEFAULT_SPORT } from '../../../domain/sports/sports';
import { ApiRequestError, apiGet, apiPost } from '../../data/api-client';
import { activeLanguage } from '../../i18n/language-store';
import { readLocal, writeLocal } from '../../shared/local-store';
import { BELL_MESSAGES } from './bell-messages';
import { base64UrlToBytes, browserPushPlatform, type PushPlatform } from './push-platform';

export type BellStatus = 'checking' | 'off' | 'on' | 'unavailable';
export type UnavailableReason = 'ios-install' | 'unsupported' | 'denied';

export interface BellState {
  status: BellStatus;
  reason: UnavailableReason | null;
  busy: boolean;
  /** What the last tap led to; null until the fan taps. */
  note: string | null;
}

const REASON_NOTES: Record<UnavailableReason, string> = {
  'ios-install': BELL_MESSAGES.iosInstall,
  unsupported: BELL_MESSAGES.unsupported,
  denied: BELL_MESSAGES.denied,
};

const SUBSCRIPTIONS_PATH = '/api/push/subscriptions';
/** The server's caps: too many subscriptions from this network (429) or in total (503). */
const CAPPED_STATUSES = new Set([429, 503]);

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, i) => byte === b[i]);
}

function unavailable(reason: UnavailableReason, note: string | null): BellState {
  return { status: 'unavailable', reason, busy: false, note };
}

const settled = (status: 'on' | 'off', note: string | null): BellState => ({
  status,
  reason: null,
  busy: false,
  note,
});

/** Reads the current state on load, without ever asking for permission. */
async function readInitialState(platform: PushPlatform): Promise<BellState> {
  const support = platform.support();
  if (support !== 'ok') return unavailable(support, null);
  const permission = platform.permission();
  if (permission === 'denied') return unavailable('denied', null);
  if (permission !== 'granted') return settled('off', null);
  const registration = await platform.existingRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return settled(subscription ? 'on' : 'off', null);
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

/** Sent with every change of the subscription, so a change keeps the alerts' language. */
function alertsLanguage(): { language?: Language } {
  const language = activeLanguage();
  return language === DEFAULT_LANGUAGE ? {} : { language };
}

async function subscribe(
  platform: PushPlatform,
  sprints: boolean,
  sports: Sport[],
): Promise<BellState> {
  // Permission first, straight from the tap: browsers only show the prompt for a gesture.
  let permission = platform.permission();
  if (permission === 'default') permission = await platform.requestPermission();
  if (permission === 'denied') return unavailable('denied', BELL_MESSAGES.denied);
  if (permission !== 'granted') return settled('off', BELL_MESSAGES.dismissed);

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

async function unsubscribe(platform: PushPlatform): Promise<BellState> {
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
 * The bell's state and its one action: a tap turns alerts on, the next tap off. Turned on
 * from a sport's page, the alerts follow that sport; sports are added or dropped later.
 */
export function usePushAlerts(
  platform: PushPlatform = browserPushPlatform,
  sport: Sport = DEFAULT_SPORT,
) {
  const [state, setState] = useState<BellState>({
    status: 'checking',
    reason: null,
    busy: false,
    note: null,
  });
  const busy = useRef(false);
  const mounted = useRef(true);
  const [sprints, setSprintsState] = useState(() =>
    parseSprintAlertsFlag(readLocal(STORAGE_KEYS.sprintAlerts)),
  );
  const [sports, setSportsState] = useState(() => parseAlertSports(readLocal(ALERT_SPORTS_KEY)));
  const rememberSports = useCallback((next: Sport[]) => {
    writeLocal(ALERT_SPORTS_KEY, JSON.stringify(next));
    setSportsState(next);
  }, []);

  useEffect(() => {
    mounted.current = true;
    readInitialState(platform)
      .catch(() => settled('off', null))
      .then((initial) => {
        if (mounted.current) setState((s) => (s.status === 'checking' ? initial : s));
      });
    return () => {
      mounted.current = false;
    };
  }, [platform]);

  const toggle = useCallback(async () => {
    if (busy.current) return;
    const support = platform.support();
    if (support !== 'ok') return setState(unavailable(support, REASON_NOTES[support]));
    if (platform.permission() === 'denied')
      return setState(unavailable('denied', BELL_MESSAGES.denied));
    busy.current = true;
    const turningOff = state.status === 'on';
    setState((s) => ({ ...s, busy: true, note: null }));
    const following = [sport];
    const next = turningOff
      ? await unsubscribe(platform)
      : await subscribe(platform, sprints, following);
    busy.current = false;
    if (!turningOff && next.status === 'on') rememberSports(following);
    if (mounted.current) setState(next);
  }, [platform, state.status, sprints, sport, rememberSports]);

  /** Sprint alerts on or off, keeping Grand Prix alerts: remembered, and told to the server. */
  const setSprints = useCallback(
    async (on: boolean) => {
      writeLocal(STORAGE_KEYS.sprintAlerts, String(on));
      setSprintsState(on);
      if (state.status !== 'on') return;
      try {
        const registration = await platform.existingRegistration();
        const subscription = await registration?.pushManager.getSubscription();
        if (subscription) {
          await apiPost(SUBSCRIPTIONS_PATH, {
            ...subscription.toJSON(),
            ...alertsLanguage(),
            sprints: on,
            ...alertSportsField(sports),
          });
        }
      } catch {
        if (mounted.current) setState((s) => ({ ...s, note: BELL_MESSAGES.sprintsFailed }));
      }
    },
    [platform, state.status, sports],
  );

  /** One sport's alerts on or off while alerts are on: told to the server, then remembered. */
  const setSportAlerts = useCallback(
    async (changed: Sport, on: boolean) => {
      const next = withAlertSport(sports, changed, on);
      if (state.status !== 'on' || next.join() === sports.join()) return;
      try {
        const registration = await platform.existingRegistration();
        const subscription = await registration?.pushManager.getSubscription();
        if (!subscription) return;
        // Named in full, even Formula 1 alone: the change must replace the list the server has.
        await apiPost(SUBSCRIPTIONS_PATH, {
          ...subscription.toJSON(),
          ...alertsLanguage(),
          sprints,
          sports: next,
        });
        rememberSports(next);
      } catch {
        if (mounted.current) setState((s) => ({ ...s, note: BELL_MESSAGES.sportsFailed }));
      }
    },
    [platform, state.status, sports, sprints, rememberSports],
  );

  const dismiss = useCallback(() => setState((s) => ({ ...s, note: null })), []);

  return { ...state, toggle, dismiss, sprints, setSprints, sports, setSportAlerts };
}
