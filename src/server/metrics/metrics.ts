import { sql } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/connect';

/** How a vote was taken: in the tally, or held by the fair count (docs/decisions/0113). */
export type VoteCounting = 'counted' | 'held';
/**
 * What POST /api/session did: an identity for free, a challenge asked (the fan must work
 * first), an identity for a solved challenge, or a refusal (the flood ceiling).
 */
export type IdentityOutcome = 'free' | 'challenged' | 'solved' | 'refused';

/** Figures read from the database are read at most this often, however often scraped. */
export const DATABASE_GAUGES_MAX_AGE_MS = 5000;

/** `read` at most once per `maxAgeMs`; callers in between get the last figure. */
function memoized<T>(read: () => Promise<T>, maxAgeMs: number): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | null = null;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= maxAgeMs) {
      const value = read();
      value.catch(() => {
        last = null; // a failed read is not kept: the next scrape reads again
      });
      last = { at: now, value };
    }
    return last.value;
  };
}

export interface MetricsSources {
  database: Database;
  /** The sport of a race (from the home snapshot: no query once it is loaded). */
  sportOf(raceId: string): Promise<string | undefined>;
}

/**
 * This app's Prometheus registry and what feeds it. Each app has its own registry (two apps
 * in one test process never share counters); GET /metrics serves it. Everything a request
 * touches is a counter increment: gauges that need the database are read at scrape time.
 */
export function createMetrics({ database, sportOf }: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let liveViewers: () => number = () => 0;
  // Every race that takes votes: the race being rated (a series with none held reads 0) and
  // any archive race a fan rates (decision 0142), which holds votes as the current one does.
  const heldBySport = memoized(async () => {
    const { rows } = await sql<{ sport: string; n: number | string }>`
      select r.sport as sport, count(v.user_id) as n from races r
      left join votes v on v.race_id = r.id and v.counted = 0
      where r.is_current = 1 or v.user_id is not null group by r.sport`.execute(database.db);
    return rows.map((row) => ({ sport: row.sport, n: Number(row.n) }));
  }, DATABASE_GAUGES_MAX_AGE_MS);
  const outboxPending = memoized(async () => {
    const { rows } = await sql<{
      n: number | string;
    }>`select count(*) as n from push_outbox`.execute(database.db);
    return Number(rows[0]?.n ?? 0);
  }, DATABASE_GAUGES_MAX_AGE_MS);

  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern (not raw URL), method and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const votes = new Counter({
    name: 'gpvibes_votes_total',
    help: 'Votes acknowledged by this instance, by sport and whether the tally counts them',
    labelNames: ['sport', 'counting'],
    registers: [registry],
  });
  const identities = new Counter({
    name: 'gpvibes_identities_total',
    help: 'Answers to POST /api/session: free identities, challenges asked, identities for solved challenges, refusals',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const pushSent = new Counter({
    name: 'gpvibes_push_sent_total',
    help: 'Push messages this instance sent, by result (delivered, gone, failed)',
    labelNames: ['result'],
    registers: [registry],
  });
  const recountSeconds = new Histogram({
    name: 'gpvibes_recount_seconds',
    help: 'Time one race recount (the fair count) took',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const calendarSyncs = new Counter({
    name: 'gpvibes_calendar_sync_total',
    help: 'Calendar sync runs on this instance, by result (ok, failed)',
    labelNames: ['result'],
    registers: [registry],
  });
  new Gauge({
    name: 'gpvibes_live_viewers',
    help: 'Live-feed streams open on this instance',
    registers: [registry],
    collect() {
      this.set(liveViewers());
    },
  });
  new Gauge({
    name: 'gpvibes_votes_held',
    help: 'Votes stored but held (not counted) in the races that take votes (current and archive), by sport',
    labelNames: ['sport'],
    registers: [registry],
    async collect() {
      const rows = await heldBySport();
      this.reset();
      for (const row of rows) this.set({ sport: row.sport }, row.n);
    },
  });
  new Gauge({
    name: 'gpvibes_push_outbox_pending',
    help: 'Alert deliveries queued in the push outbox (shared by every instance)',
    registers: [registry],
    async collect() {
      this.set(await outboxPending());
    },
  });

  return {
    registry,
    observeRequest(method: string, route: string, statusCode: number, seconds: number) {
      requestSeconds.observe({ method, route, status_code: statusCode }, seconds);
    },
    /** Counted a moment later (once the race's sport is known); never delays the vote. */
    voteCast(raceId: string, counted: boolean) {
      const counting = counted ? 'counted' : 'held';
      sportOf(raceId).then(
        (sport) => votes.inc({ sport: sport ?? 'unknown', counting }),
        () => votes.inc({ sport: 'unknown', counting }),
      );
    },
    identity(outcome: IdentityOutcome) {
      identities.inc({ outcome });
    },
    pushSent(result: string) {
      pushSent.inc({ result });
    },
    recounted(seconds: number) {
      recountSeconds.observe(seconds);
    },
    calendarSynced(result: 'ok' | 'failed') {
      calendarSyncs.inc({ result });
    },
    /** The live hub tells how many streams it holds (live-routes). */
    countLiveViewersWith(count: () => number) {
      liveViewers = count;
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
