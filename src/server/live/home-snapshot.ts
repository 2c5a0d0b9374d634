import { createHash } from 'node:crypto';
import type { Language } from '../../domain/i18n/languages';
import { isShownByDefault } from '../../domain/races/shown-seasons';
import { withWrittenNames } from '../../domain/races/written-race-names';
import type { Sport } from '../../domain/sports/sports';
import type { Race, Tally, TallyMap } from '../../domain/types';
import type { Change, ChangeBus } from './change-bus';

/** Which races a read covers: one sport's, or every sport's (the live feed, `?sport=all`). */
export type SportScope = Sport | 'all';
/**
 * Which seasons a read covers: one, or (undefined) the seasons shown by default — never the
 * archive, which is read a season at a time (docs/decisions/0131).
 */
export type SeasonScope = number | undefined;

/** One body's key: a sport (or all) and a season (or the default seasons). */
const bodyKey = (scope: SportScope, season: SeasonScope) => `${scope}|${season ?? 'shown'}`;

/**
 * One race list's key: its body's, and the language its names are written in (none: the
 * races as stored). Languages are ours alone, so the keys stay as few as scopes × seasons × 9.
 */
const raceBodyKey = (scope: SportScope, season: SeasonScope, language: Language | undefined) =>
  `${bodyKey(scope, season)}|${language ?? ''}`;

function inScope(race: Race, scope: SportScope, season: SeasonScope): boolean {
  if (scope !== 'all' && race.sport !== scope) return false;
  return season === undefined ? isShownByDefault(race.season) : race.season === season;
}

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

/** A race with what its page is made of: its sport's races and its season's tallies. */
export interface RacePageRead {
  race: Race;
  races: readonly Race[];
  tallies: TallyMap;
}

/** `{"<race id>":<tally>,…}` from tallies already serialised. */
function tallyMapBody(entries: readonly [string, string][]): CachedBody {
  return cachedBody(`{${entries.map(([id, t]) => `${JSON.stringify(id)}:${t}`).join(',')}}`);
}

/** A body serialised once, with its strong validator (what sendCached sends). */
export function cachedBody(json: string): CachedBody {
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
  /** Each race's tally as JSON. */
  let tallyJson = new Map<string, string>();
  /** The races as loaded (date order), and each by id: what every body is cut from. */
  let raceList: Race[] = [];
  let raceById = new Map<string, Race>();
  let carried = new Set<Sport>();
  /** Each sport's races, every season (date order), cut on first read after a races change. */
  const racesOfSport = new Map<Sport, Race[]>();
  /**
   * Bodies of one sport (or all) and one season (or the default seasons) — race lists also
   * of one language — cut on first read after a change and kept until the next; with the
   * race ids each tally body lists, so a vote's re-cut reads those races' tallies alone,
   * not 75 seasons'.
   */
  const raceBodies = new Map<string, CachedBody>();
  const tallyBodies = new Map<string, CachedBody>();
  const idsOfBody = new Map<string, string[]>();
  const seasonBodies = new Map<SportScope, CachedBody>();
  let racesStale = true;
  let allTalliesStale = true;
  const staleTallies = new Set<string>();
  /** Bumped by every change; `loaded` is the version the snapshot reflects. */
  let version = 1;
  let loaded = 0;
  let loading: Promise<void> | null = null;
  /**
   * The version that last marked the races stale: a race's sport waits for that, not for a
   * vote's tally (every vote asks it, for the metrics, and must not cost a reload).
   */
  let racesMarked = version;

  /** Drops the tally bodies that list a race: its sport's and every sport's, for its season. */
  function dropTallyBodiesOf(raceId: string): void {
    const race = raceById.get(raceId);
    if (!race) {
      tallyBodies.clear();
      return;
    }
    for (const scope of [race.sport, 'all'] as const) {
      tallyBodies.delete(bodyKey(scope, race.season));
      if (isShownByDefault(race.season)) tallyBodies.delete(bodyKey(scope, undefined));
    }
  }

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
        raceById = new Map(list.map((r) => [r.id, r]));
        carried = new Set(list.map((r) => r.sport));
        racesOfSport.clear();
        raceBodies.clear();
        idsOfBody.clear();
        seasonBodies.clear();
        tallyBodies.clear();
      }
      if (all) {
        tallyJson = new Map(Object.entries(all).map(([id, t]) => [id, JSON.stringify(t)]));
        tallyBodies.clear();
      }
      for (const tally of some) {
        if (!tally) continue;
        tallyJson.set(tally.raceId, JSON.stringify(tally));
        // A vote touches the bodies that list its race alone: other sports' and seasons'
        // stay as served.
        dropTallyBodiesOf(tally.raceId);
      }
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
      racesMarked = version;
      racesStale = true;
      allTalliesStale = true;
    }
  }
  bus?.on(invalidate);

  function idsOf(key: string, scope: SportScope, season: SeasonScope): string[] {
    let ids = idsOfBody.get(key);
    if (!ids) {
      ids = raceList.filter((race) => inScope(race, scope, season)).map((race) => race.id);
      idsOfBody.set(key, ids);
    }
    return ids;
  }

  return {
    invalidate,

    /**
     * The races of one sport, or of every sport (the default: the live feed's), of one
     * season or (the default) of the seasons shown by default; with a language, each with
     * its names written in it (without, the races as stored: what the live feed carries).
     */
    async races(
      scope: SportScope = 'all',
      season?: number,
      language?: Language,
    ): Promise<CachedBody> {
      await current();
      const key = raceBodyKey(scope, season, language);
      let body = raceBodies.get(key);
      if (!body) {
        const races = raceList.filter((race) => inScope(race, scope, season));
        const shown = language ? races.map((race) => withWrittenNames(race, language)) : races;
        body = cachedBody(JSON.stringify(shown));
        raceBodies.set(key, body);
      }
      return body;
    },

    /** The tallies of the same races, keyed by race id. */
    async tallies(scope: SportScope = 'all', season?: number): Promise<CachedBody> {
      await current();
      const key = bodyKey(scope, season);
      let body = tallyBodies.get(key);
      if (!body) {
        const entries: [string, string][] = [];
        for (const id of idsOf(key, scope, season)) {
          const json = tallyJson.get(id);
          if (json !== undefined) entries.push([id, json]);
        }
        body = tallyMapBody(entries);
        tallyBodies.set(key, body);
      }
      return body;
    },

    /** `{"seasons":[…]}`: every season with a race of the sport (or any), newest first. */
    async seasons(scope: SportScope = 'all'): Promise<CachedBody> {
      await current();
      let body = seasonBodies.get(scope);
      if (!body) {
        const seasons = new Set<number>();
        for (const race of raceList)
          if (scope === 'all' || race.sport === scope) seasons.add(race.season);
        body = cachedBody(JSON.stringify({ seasons: [...seasons].sort((a, b) => b - a) }));
        seasonBodies.set(scope, body);
      }
      return body;
    },

    /** The sports with at least one race stored. */
    async carriedSports(): Promise<ReadonlySet<Sport>> {
      await current();
      return carried;
    },

    /** A race's sport; undefined for an unknown race. */
    async sportOf(raceId: string): Promise<Sport | undefined> {
      // Only a change to the races can change a sport: a vote's tally change reloads nothing.
      if (loaded < racesMarked) await current();
      return raceById.get(raceId)?.sport;
    },

    /**
     * What a race's page is made of (domain/races/race-page): the race, its sport's races of
     * every season, and the tallies of its season's races (the rest of the page needs none);
     * null for an unknown race.
     */
    async racePage(raceId: string): Promise<RacePageRead | null> {
      await current();
      const race = raceById.get(raceId);
      if (!race) return null;
      let races = racesOfSport.get(race.sport);
      if (!races) {
        races = raceList.filter((other) => other.sport === race.sport);
        racesOfSport.set(race.sport, races);
      }
      const tallies: TallyMap = {};
      for (const other of races) {
        const json = other.season === race.season ? tallyJson.get(other.id) : undefined;
        if (json !== undefined) tallies[other.id] = JSON.parse(json) as Tally;
      }
      return { race, races, tallies };
    },

    /** One race's tally as JSON; null for an unknown race. */
    async tally(raceId: string): Promise<string | null> {
      await current();
      return tallyJson.get(raceId) ?? null;
    },

    /**
     * One race's tally as the live feed carries it: of the seasons it covers (shown by
     * default) only, null for any other. A vote on a race of the archive (docs/decisions/
     * 0142) reaches the replies that name its season and its own page, not every open
     * stream: pushed to all, a crowd rating a thousand old races would fan each out.
     */
    async liveTally(raceId: string): Promise<string | null> {
      await current();
      const race = raceById.get(raceId);
      return race && isShownByDefault(race.season) ? (tallyJson.get(raceId) ?? null) : null;
    },
  };
}

export type HomeSnapshot = ReturnType<typeof createHomeSnapshot>;
