import { createHash } from 'node:crypto';
import { type AlertKind, alertPayload, alertSentence } from '../../domain/alert-texts';
import { RATING_WINDOW_HOURS } from '../../domain/constants';
import { type BroadcastResult, broadcast, type Log } from '../push/broadcast';
import type { PushMessageOptions, PushSender } from '../push/push-sender';
import type { SubscriptionsRepo } from '../push/subscriptions-repo';
import type { RacesRepo } from '../races/races-repo';
import type { TalliesRepo } from '../tallies/tallies-repo';
import type { AlertLogEntry, AlertLogRepo } from './alert-log-repo';

const HOUR_S = 60 * 60;

/**
 * 'Voting is open' is worthless once the window has closed, so the push service may drop
 * it after that; the summary stays useful for a week. Both are ordinary news, not urgent.
 */
export const ALERT_DELIVERY: Record<AlertKind, Omit<PushMessageOptions, 'topic'>> = {
  'voting-open': { ttlSeconds: RATING_WINDOW_HOURS * HOUR_S, urgency: 'normal' },
  results: { ttlSeconds: 7 * 24 * HOUR_S, urgency: 'low' },
};

/** Push topics are at most 32 URL-safe characters; a digest of the race id fits any id. */
export function topicFor(raceId: string): string {
  return createHash('sha256').update(raceId).digest('base64url').slice(0, 32);
}

export type AlertResult =
  | ({ status: 'sent'; text: string } & BroadcastResult)
  | { status: 'already-sent'; entry: AlertLogEntry | null }
  | { status: 'unknown-race' };

export interface AlertsServiceDeps {
  races: RacesRepo;
  tallies: TalliesRepo;
  subscriptions: SubscriptionsRepo;
  alertLog: AlertLogRepo;
  send: PushSender;
  log: Log;
  now?: () => number;
}

export function createAlertsService(deps: AlertsServiceDeps) {
  const now = () => new Date(deps.now ? deps.now() : Date.now());
  return {
    /** Sends one alert to every subscriber, at most once per race and kind, ever. */
    async send(raceId: string, kind: AlertKind): Promise<AlertResult> {
      const [race, tally] = await Promise.all([deps.races.get(raceId), deps.tallies.get(raceId)]);
      if (!race || !tally) return { status: 'unknown-race' };
      const payload = alertPayload(kind, race, tally);
      // Recorded before the first push: a crash mid-send loses the rest of this alert
      // rather than ever sending it twice.
      if (!(await deps.alertLog.claim(raceId, kind, now()))) {
        return { status: 'already-sent', entry: await deps.alertLog.get(raceId, kind) };
      }
      const text = alertSentence(payload);
      const result = await broadcast(
        deps.subscriptions,
        deps.send,
        JSON.stringify(payload),
        { ...ALERT_DELIVERY[kind], topic: topicFor(raceId) },
        deps.log,
      );
      await deps.alertLog.finish(raceId, kind, result, now());
      deps.log.info({ raceId, kind, ...result }, `alert sent: ${text}`);
      return { status: 'sent', text, ...result };
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
