import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FIRST_LIVE_SEASON } from '../../domain/races/shown-seasons';
import type { Change } from '../live/change-bus';
import { throttledWarning } from '../rate-limit/limit-store';
import { BURST_CHECK_MS } from './burst-holds';
import type { PassFigures } from './kept-counts';
import { dropExpiredNetworks } from './network-retention';
import { createRecountLeases } from './recount-lease';

/** How often races whose votes changed are weighed again. */
export const RECOUNT_INTERVAL_MS = 1000;
/** With FAIR_COUNT_RECOUNT=full: every this many passes, every current race is recounted. */
export const FULL_PASS_EVERY = 60;
/** A race whose votes changed since its last full recount gets one this often (the check). */
export const FULL_RECOUNT_EVERY_MS = 10 * 60 * 1000;
/** How often network hashes past their retention are looked for. */
export const RETENTION_CHECK_MS = 60 * 60 * 1000;

/** What the loop has done, for tests and operators. */
export interface RecountActivity {
  /** Races looked at (a pass over changed votes), full recounts, networks weighed. */
  passes: number;
  fullRecounts: number;
  weighed: number;
  /** Races skipped because another instance holds them. */
  skipped: number;
  /** Turns of the loop finished (the first one recounts in full every race racesToSweep names). */
  rounds: number;
}

/**
 * Keeps held and counted votes up to date as crowds grow (docs/decisions/0113, 0128): each
 * race whose tally changed — on this instance or another, heard on the change bus — is
 * weighed again within RECOUNT_INTERVAL_MS, by whichever instance holds its lease; the
 * others skip it. A pass reads the votes written since the last and weighs what they
 * change (kept-counts.ts); a full recount seeds it, checks it every FULL_RECOUNT_EVERY_MS
 * while the race changes, and repairs after anything this instance may have missed. A
 * race no vote reaches costs nothing. Flags are written only where they still read as
 * found, so two writers never count a vote twice.
 */
async function installRecount(app: FastifyInstance): Promise<void> {
  const { database, changes, fairCount, config } = app.deps;
  const db = database.db;
  const warn = throttledWarning((error) => app.log.warn({ err: error }, 'recount failed'));
  const incremental = config.fairCountRecount === 'incremental';
  const leases = createRecountLeases(db, `${hostname()}:${process.pid}:${randomUUID()}`);
  const activity: RecountActivity = {
    passes: 0,
    fullRecounts: 0,
    weighed: 0,
    skipped: 0,
    rounds: 0,
  };
  app.decorate('recountActivity', activity);
  const dirty = new Set<string>();
  /** Races changed since their last full recount, and when that was. */
  const unchecked = new Set<string>();
  const lastFull = new Map<string, number>();
  const held = new Set<string>();
  /** When each race was last looked at for bursts, and races whose look is owed. */
  const lastBurstCheck = new Map<string, number>();
  const burstOwed = new Set<string>();
  /** Tally changes this instance's own flips announce, not to be heard as news. */
  const ownFlips = new Map<string, number>();
  let everything = true;
  let passes = 0;
  let lastRetention = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const onChange = (change: Change) => {
    if (change.type === 'tally') {
      const own = ownFlips.get(change.raceId) ?? 0;
      if (own > 0) ownFlips.set(change.raceId, own - 1);
      else dirty.add(change.raceId);
    } else if (change.type === 'all') everything = true;
  };

  async function currentRaces(): Promise<string[]> {
    const rows = await db.selectFrom('races').select('id').where('is_current', '=', 1).execute();
    return rows.map((r) => r.id);
  }

  /**
   * What a sweep after changes may have been missed weighs: every current race, and every
   * race of the archive (votingReason's 'archive': it takes votes with no current flag to
   * name it) with a network whose votes a weighing may change — more than one vote, or one
   * held. An archive race no one contests has nothing to weigh.
   */
  async function racesToSweep(): Promise<string[]> {
    const contested = await db
      .selectFrom('vote_networks')
      .innerJoin('races', 'races.id', 'vote_networks.race_id')
      .select('vote_networks.race_id')
      .distinct()
      .where('races.season', '<', FIRST_LIVE_SEASON)
      .where('races.is_current', '=', 0)
      .where((eb) => eb.or([eb('vote_networks.votes', '>', 1), eb('vote_networks.held', '>', 0)]))
      .execute();
    return [...(await currentRaces()), ...contested.map((row) => row.race_id)];
  }

  /** Runs a recount without hearing as news the one tally change its own flips announce. */
  async function quietly<T extends { changed: number }>(
    raceId: string,
    run: () => Promise<T | null>,
  ): Promise<T | null> {
    ownFlips.set(raceId, 1);
    let result: T | null = null;
    try {
      result = await run();
      return result;
    } finally {
      // A change heard meanwhile that was not the flips' own (they wrote none) is news.
      const heard = ownFlips.get(raceId) === 0;
      ownFlips.delete(raceId);
      if (heard && (result?.changed ?? 0) === 0) dirty.add(raceId);
    }
  }

  async function full(raceId: string): Promise<void> {
    const figures = (await quietly(raceId, () => fairCount.fullRecount(raceId)))!;
    activity.fullRecounts += 1;
    activity.weighed += figures.weighed;
    lastFull.set(raceId, Date.now());
    unchecked.delete(raceId);
  }

  async function weigh(raceId: string): Promise<void> {
    const lease = await leases.hold(raceId);
    if (lease === null) {
      // Another instance weighs it; what this one kept may be stale when it comes back.
      activity.skipped += 1;
      held.delete(raceId);
      burstOwed.delete(raceId);
      unchecked.delete(raceId);
      fairCount.forgetCount(raceId);
      return;
    }
    held.add(raceId);
    if (lease === 'taken') fairCount.forgetCount(raceId);
    activity.passes += 1;
    // Bursts first (0132), so the count reads the holds they leave; at most every
    // BURST_CHECK_MS a race, and owed to a race whose last change came sooner.
    if (Date.now() - (lastBurstCheck.get(raceId) ?? 0) >= BURST_CHECK_MS) {
      lastBurstCheck.set(raceId, Date.now());
      burstOwed.delete(raceId);
      await fairCount.checkBursts(raceId);
    } else burstOwed.add(raceId);
    const due = Date.now() - (lastFull.get(raceId) ?? 0) >= FULL_RECOUNT_EVERY_MS;
    let figures: PassFigures | null = null;
    if (fairCount.hasKeptCount(raceId) && !(due && unchecked.has(raceId)))
      figures = await quietly(raceId, () => fairCount.passRace(raceId));
    if (!figures) return full(raceId);
    activity.weighed += figures.weighed;
    if (figures.fresh) unchecked.add(raceId);
  }

  async function incrementalPass(): Promise<void> {
    if (everything) {
      everything = false;
      // Changes may have been missed: whatever was kept is recounted in full.
      fairCount.forgetCount();
      for (const raceId of await racesToSweep()) dirty.add(raceId);
    }
    const now = Date.now();
    for (const raceId of unchecked)
      if (now - (lastFull.get(raceId) ?? 0) >= FULL_RECOUNT_EVERY_MS) dirty.add(raceId);
    for (const raceId of burstOwed)
      if (now - (lastBurstCheck.get(raceId) ?? 0) >= BURST_CHECK_MS) dirty.add(raceId);
    const races = [...dirty];
    dirty.clear();
    for (const raceId of races) {
      if (stopped) return;
      await weigh(raceId);
    }
  }

  async function fullPass(): Promise<void> {
    passes += 1;
    if (everything) {
      everything = false;
      for (const raceId of await racesToSweep()) dirty.add(raceId);
    } else if (passes % FULL_PASS_EVERY === 0) {
      for (const raceId of await currentRaces()) dirty.add(raceId);
    }
    const races = [...dirty];
    dirty.clear();
    for (const raceId of races) {
      if (stopped) return;
      activity.passes += 1;
      activity.fullRecounts += 1;
      await fairCount.recountRace(raceId);
    }
  }

  async function pass(): Promise<void> {
    await (incremental ? incrementalPass() : fullPass());
    const now = Date.now();
    if (now - lastRetention >= RETENTION_CHECK_MS) {
      lastRetention = now;
      await dropExpiredNetworks(db, now, config.networkRetentionDays);
    }
    activity.rounds += 1;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass()
        .catch((error: unknown) => {
          everything = true;
          warn(error);
        })
        .finally(schedule);
    }, RECOUNT_INTERVAL_MS);
    timer.unref();
  }

  app.addHook('onReady', async () => {
    changes.on(onChange);
    schedule();
  });
  app.addHook('preClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    changes.off(onChange);
    await running;
    // Another instance may take the races over at once.
    for (const raceId of held) await leases.release(raceId).catch(() => {});
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    recountActivity: RecountActivity;
  }
}

export const recount = fp(installRecount, { name: 'recount', dependencies: ['deps'] });
