import { z } from 'zod';
import {
  ANALYTICS_EVENT_NAMES,
  type AnalyticsEvent,
  MAX_EVENTS_PER_BATCH,
  MAX_PROP_KEY_LENGTH,
  MAX_PROP_STRING_LENGTH,
  MAX_PROPS_PER_EVENT,
} from './analytics-events';

// The schema of POST /api/events: only known names, small flat props, nothing personal.
// A batch is accepted whole or rejected whole.

const propValue = z.union([
  z.string().max(MAX_PROP_STRING_LENGTH, {
    error: `prop values may be at most ${MAX_PROP_STRING_LENGTH} characters.`,
  }),
  z.number().refine(Number.isFinite, { error: 'prop numbers must be finite.' }),
  z.boolean(),
  z.null(),
]);

const props = z
  .record(
    z
      .string()
      .min(1, { error: 'prop names must not be empty.' })
      .max(MAX_PROP_KEY_LENGTH, {
        error: `prop names may be at most ${MAX_PROP_KEY_LENGTH} characters.`,
      }),
    propValue,
    {
      error: (issue) => {
        if (issue.code === 'invalid_type') {
          return 'props must be an object of strings, numbers, booleans or null.';
        }
        if (issue.code === 'invalid_key') {
          return `prop names must be 1 to ${MAX_PROP_KEY_LENGTH} characters.`;
        }
        return undefined;
      },
    },
  )
  .refine((value) => Object.keys(value).length <= MAX_PROPS_PER_EVENT, {
    error: `an event may carry at most ${MAX_PROPS_PER_EVENT} props.`,
  });

const NAME_LIST = ANALYTICS_EVENT_NAMES.join(', ');

export const analyticsEventSchema = z.strictObject({
  name: z.enum(ANALYTICS_EVENT_NAMES, { error: `name must be one of: ${NAME_LIST}.` }),
  props: props.default({}),
  /** When the event happened on the client (epoch ms); the server keeps its own time too. */
  at: z.number().int().nonnegative().optional(),
});

export const analyticsBatchSchema = z.strictObject(
  {
    events: z
      .array(analyticsEventSchema, { error: 'events must be a list.' })
      .min(1, { error: 'events must hold at least one event.' })
      .max(MAX_EVENTS_PER_BATCH, {
        error: `a batch may hold at most ${MAX_EVENTS_PER_BATCH} events.`,
      }),
    /**
     * The client's clock when it sent the batch (epoch ms). A device clock set wrong puts
     * every event time off by the same amount: the server moves them by its own clock's
     * difference from this, so they land where they happened.
     */
    sentAt: z.number().int().nonnegative().optional(),
  },
  {
    error: (issue) =>
      issue.code === 'invalid_type' ? 'The body must be an object with an events list.' : undefined,
  },
);
export interface AnalyticsBatch {
  events: AnalyticsEvent[];
}

export type ParsedBatch = { ok: true; batch: AnalyticsBatch } | { ok: false; message: string };

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How far an event's client time may lie before the server's clock. The client sends what
 * it queued within seconds; the slack is for clocks set wrong, not for replays of old data.
 */
export const MAX_EVENT_AGE_MS = 7 * DAY_MS;
/** How far after the server's clock: a phone a time zone off, not a date in the future. */
export const MAX_EVENT_LEAD_MS = DAY_MS;

/** Whether a client time is one the server stores: inside the window around `now`. */
export function isPlausibleEventTime(at: number, now: number): boolean {
  return at >= now - MAX_EVENT_AGE_MS && at <= now + MAX_EVENT_LEAD_MS;
}

/** The sentence for a batch the schema refused: where, then the rule, e.g. 'events.0.name: …'. */
export function batchProblem(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  const issue = issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue?.message ?? 'invalid batch.'}`;
}

/**
 * A batch the schema accepted, its event times moved onto the server's clock (`now`, epoch
 * ms) and bounded by it: one event out of the window rejects the whole batch.
 */
export function placeOnServerClock(
  batch: z.output<typeof analyticsBatchSchema>,
  now: number,
): ParsedBatch {
  const { events, sentAt } = batch;
  const skew = sentAt === undefined ? 0 : now - sentAt;
  const onServerClock = events.map((event) =>
    event.at === undefined ? event : { ...event, at: event.at + skew },
  );
  const late = onServerClock.findIndex(
    (event) => event.at !== undefined && !isPlausibleEventTime(event.at, now),
  );
  if (late >= 0) {
    return {
      ok: false,
      message: `events.${late}.at: must be at most ${MAX_EVENT_AGE_MS / DAY_MS} days before and ${MAX_EVENT_LEAD_MS / DAY_MS} day after the server's time.`,
    };
  }
  return { ok: true, batch: { events: onServerClock } };
}

/**
 * Validates a whole batch: one bad event rejects all of it, so nothing half-arrives.
 * `now` (epoch ms) bounds the events' client times.
 */
export function parseAnalyticsBatch(input: unknown, now: number): ParsedBatch {
  const result = analyticsBatchSchema.safeParse(input);
  if (!result.success) return { ok: false, message: batchProblem(result.error.issues) };
  return placeOnServerClock(result.data, now);
}
