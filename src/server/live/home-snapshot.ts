import { createHash } from 'node:crypto';
import type { Race, Sport, Tally, TallyMap } from '../../domain/types';
import type { Change, ChangeBus } from './change-bus';

/** Which races a read covers: one sport's, or every sport's (the live feed, `?sport=all`). */
export type SportScope = Sport | 'all';

/** A response body serialised once, with its strong validator. */
export interface CachedBody {
  json: string;
  /**
   * The same body encoded once: a string reply is measured and encoded on every send,
   * which on a sport with many races costs more than the rest of the reply.
   */
  bytes: Buffer;
  etag: string;
}

export interface SnapshotSources {
  listRaces(): Promise<Race[]>;
  listTallies(): Promise<TallyMap>;
  getTally(raceId: string): Promise<Tally | null>;
}

/** `{"<race id>":<tally>,…}` from tallies already serialised. */
function tallyMapBody(entries: readonly [string, string][]): CachedBody {
  return cached(`{${entries.map(([id, t]) => `${JSON.stringify(id)}:${t}`).join(',')}}`);
}

function cached(json: string): CachedBody {
  const bytes = Buffer.from(json);
  return { json, bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` };
}

/**
 * The home page's data — the race list and every tally — held in memory, serialised once
 * per change instead of read and serialised per request. Every change this process learns
 * of (its own writes, other instances through LISTEN/NOTIFY, the admin CLI through SQLite's
 * data_version) marks what it touched as stale, synchronously; the next read reloads only
 * that (one race's tally for a vote) before answering. So a read that starts after a vote
 * was acknowledged always includes it, and a burst of votes costs one reload.
 */
export function createHomeSnapshot(
  sources: SnapshotSources,
  /** The process's change bus (see live/change-bus); every change on it marks the snapshot. */
  bus?: Pick<ChangeBus, 'on'>,
) {
  let races: CachedBody | null = null;
  let tallies: CachedBody | null = null;
  /** Each race's tally as JSON, in race order. */
  let tallyJson = new Map<string, string>();
  /** The races as loaded, and each race's sport: what one sport's bodies are cut from. */
  let raceList: Race[] = [];
  let sportOfRace = new Map<string, Sport>();
  /** One sport's bodies, cut on first read after a change and kept until the next. */
  const raceBodies = new Map<Sport, CachedBody>();
  const tallyBodies = new Map<Sport, CachedBody>();
  let racesStale = true;
  let allTalliesStale = true;
  const staleTallies = new Set<string>();
  /** Bumped by every change; `loaded` is the version the snapshot reflects. */
  let version = 1;
  let loaded = 0;
  let loading: Promise<void> | null = null;

  async function reload(): Promise<void> {
    const target = version;
    const wantRaces = racesStale;
    const wantAll = allTalliesStale;
    const wantSome = [...staleTallies];
    racesStale = false;
    allTalliesStale = false;
    staleTallies.clear();
    try {
      const [list, all, some] = await Promise.all([
        wantRaces ? sources.listRaces() : null,
        wantAll ? sources.listTallies() : null,
        wantAll ? [] : Promise.all(wantSome.map((id) => sources.getTally(id))),
      ]);
      if (list) {
        raceList = list;
        sportOfRace = new Map(list.map((r) => [r.id, r.sport]));
        races = cached(JSON.stringify(list));
        raceBodies.clear();
      }
      if (all) {
        tallyJson = new Map(Object.entries(all).map(([id, t]) => [id, JSON.stringify(t)]));
        tallyBodies.clear();
      }
      for (const tally of some) {
        if (!tally) continue;
        tallyJson.set(tally.raceId, JSON.stringify(tally));
        // A vote touches its own sport's body alone: other sports' stay as served.
        const sport = sportOfRace.get(tally.raceId);
        if (sport) tallyBodies.delete(sport);
        else tallyBodies.clear();
      }
      // Every sport's body is cut on its first read, like each sport's: a vote costs the
      // reads of one sport no more than it did when there was one.
      tallies = null;
      loaded = target;
    } catch (error) {
      // Nothing was lost: the next read tries again.
      racesStale ||= wantRaces;
      allTalliesStale ||= wantAll;
      for (const id of wantSome) staleTallies.add(id);
      throw error;
    }
  }

  /** Resolves once the snapshot includes every change marked before the call. */
  async function current(): Promise<void> {
    const wanted = version;
    while (loaded < wanted) {
      loading ??= reload().finally(() => {
        loading = null;
      });
      await loading;
    }
  }

  /** Marks what a change touched as stale; runs before the change is acknowledged. */
  function invalidate(change: Change): void {
    version += 1;
    if (change.type === 'tally') staleTallies.add(change.raceId);
    else {
      // A race added, renamed or removed changes the tally map too.
      racesStale = true;
      allTalliesStale = true;
    }
  }
  bus?.on(invalidate);

  return {
    invalidate,

    /** The races of one sport, or of every sport (the default: the live feed's). */
    async races(scope: SportScope = 'all'): Promise<CachedBody> {
      await current();
      if (scope === 'all') return races!;
      let body = raceBodies.get(scope);
      if (!body) {
        body = cached(JSON.stringify(raceList.filter((r) => r.sport === scope)));
        raceBodies.set(scope, body);
      }
      return body;
    },

    /** The tallies of one sport's races, or of every race (the default). */
    async tallies(scope: SportScope = 'all'): Promise<CachedBody> {
      await current();
      if (scope === 'all') {
        tallies ??= tallyMapBody([...tallyJson]);
        return tallies;
      }
      let body = tallyBodies.get(scope);
      if (!body) {
        body = tallyMapBody([...tallyJson].filter(([id]) => sportOfRace.get(id) === scope));
        tallyBodies.set(scope, body);
      }
      return body;
    },

    /** The sports with at least one race stored. */
    async carriedSports(): Promise<Set<Sport>> {
      await current();
      return new Set(sportOfRace.values());
    },

    /** A race's sport; undefined for an unknown race. */
    async sportOf(raceId: string): Promise<Sport | undefined> {
      await current();
      return sportOfRace.get(raceId);
    },

    /** One race's tally as JSON; null for an unknown race. */
    async tally(raceId: string): Promise<string | null> {
      await current();
      return tallyJson.get(raceId) ?? null;
    },
  };
}

export type HomeSnapshot = ReturnType<typeof createHomeSnapshot>;
