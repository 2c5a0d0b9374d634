import { useCallback, useEffect, useRef, useState } from 'react';
import { parseSprintAlertsFlag, STORAGE_KEYS } from '../../../domain/site/storage-keys';
import {
  ALERT_SPORTS_KEY,
  parseAlertSports,
  withAlertSport,
} from '../../../domain/sports/alert-sports';
import type { Sport } from '../../../domain/sports/sports';
import { DEFAULT_SPORT } from '../../../domain/sports/sports';
import { readLocal, writeLocal } from '../../shared/local-store';
import { BELL_MESSAGES } from './bell-messages';
import { type BellState, settled, type UnavailableReason, unavailable } from './bell-state';
import { browserPushPlatform, type PushPlatform } from './push-platform';

export type { BellState, BellStatus, UnavailableReason } from './bell-state';

/** The code a tap runs once permission is settled, fetched on the first tap. */
const subscriptions = () => import('./push-subscriptions');

const REASON_NOTES: Record<UnavailableReason, string> = {
  'ios-install': BELL_MESSAGES.iosInstall,
  unsupported: BELL_MESSAGES.unsupported,
  denied: BELL_MESSAGES.denied,
};

/**
 * Permission first, straight from the tap (browsers only show the prompt for a gesture),
 * then the subscription itself.
 */
async function subscribe(
  platform: PushPlatform,
  sprints: boolean,
  sports: Sport[],
): Promise<BellState> {
  let permission = platform.permission();
  if (permission === 'default') permission = await platform.requestPermission();
  if (permission === 'denied') return unavailable('denied', BELL_MESSAGES.denied);
  if (permission !== 'granted') return settled('off', BELL_MESSAGES.dismissed);
  try {
    return (await subscriptions()).subscribeGranted(platform, sprints, sports);
  } catch {
    // The code did not arrive (offline, a new deploy): nothing was subscribed.
    return settled('off', BELL_MESSAGES.notReady);
  }
}

async function unsubscribe(platform: PushPlatform): Promise<BellState> {
  try {
    return (await subscriptions()).unsubscribe(platform);
  } catch {
    return settled('on', BELL_MESSAGES.offFailed);
  }
}

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
        await (await subscriptions()).resendSubscription(platform, { sprints: on, sports });
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
        // Named in full, even Formula 1 alone: the change must replace the list the server has.
        const sent = await (await subscriptions()).resendSubscription(platform, {
          sprints,
          sports: next,
          sportsInFull: true,
        });
        if (sent) rememberSports(next);
      } catch {
        if (mounted.current) setState((s) => ({ ...s, note: BELL_MESSAGES.sportsFailed }));
      }
    },
    [platform, state.status, sports, sprints, rememberSports],
  );

  const dismiss = useCallback(() => setState((s) => ({ ...s, note: null })), []);

  return { ...state, toggle, dismiss, sprints, setSprints, sports, setSportAlerts };
}
