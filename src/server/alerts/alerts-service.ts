import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AlertKind } from '../../domain/alerts/alert-kinds';
import { alertPayload, alertSentence } from '../../domain/alerts/alert-texts';
import type { Language } from '../../domain/i18n/languages';
import { isSprint } from '../../domain/races/race-kind';
import { RATING_WINDOW_HOURS } from '../../domain/races/race-phase';
import type { DB } from '../db/schema';
import type { Log } from '../http/log';
import { translatorFor } from '../i18n/translators';
import { encodeLocalizedPayload } from '../push/localized-payload';
import { type Claim, createOutboxRepo } from '../push/outbox-repo';
import type { PushMessageOptions } from '../push/push-sender';
import type { RacesRepo } from '../races/races-repo';
import type { TalliesRepo } from '../tallies/tallies-repo';
import { type AlertLogEntry, createAlertLogRepo } from './alert-log-repo';

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
  | { status: 'queued'; text: string }
  | { status: 'already-sent'; entry: AlertLogEntry | null }
  | { status: 'unknown-race' };

export interface AlertsServiceDeps {
  db: Kysely<DB>;
  races: RacesRepo;
  tallies: TalliesRepo;
  log: Log;
  now?: () => number;
  /** Told when an alert was queued, so a running server delivers it at once. */
  queued?: () => void;
}

export function createAlertsService(deps: AlertsServiceDeps) {
  const now = () => new Date(deps.now ? deps.now() : Date.now());
  return {
    /**
     * Records one alert for every subscriber, at most once per race and kind, ever, and
     * queues it for delivery. Returns at once: sending is the outbox delivery's job, so
     * opening or closing voting never waits on a push service. With a claim, the caller
     * delivers it itself (the admin CLI).
     */
    async send(raceId: string, kind: AlertKind, claim?: Claim): Promise<AlertResult> {
      const [race, tally] = await Promise.all([deps.races.get(raceId), deps.tallies.get(raceId)]);
      if (!race || !tally) return { status: 'unknown-race' };
      const payloadIn = (language: Language) =>
        alertPayload(kind, race, tally, { t: translatorFor(language), language });
      const at = now();
      // The log row is the single gate of "at most once"; the outbox row rides with it.
      const queued = await deps.db.transaction().execute(async (trx) => {
        if (!(await createAlertLogRepo(trx).claim(raceId, kind, at))) return false;
        await createOutboxRepo(trx).add(
          {
            raceId,
            kind,
            // Every language's text: each subscriber reads the one they subscribed in.
            payload: encodeLocalizedPayload(payloadIn),
            message: { ...ALERT_DELIVERY[kind], topic: topicFor(raceId) },
            sprint: isSprint(race),
            sport: race.sport,
          },
          at,
          claim,
        );
        return true;
      });
      if (!queued) {
        return {
          status: 'already-sent',
          entry: await createAlertLogRepo(deps.db).get(raceId, kind),
        };
      }
      const text = alertSentence(payloadIn('en'));
      deps.log.info({ raceId, kind }, `alert queued: ${text}`);
      deps.queued?.();
      return { status: 'queued', text };
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
