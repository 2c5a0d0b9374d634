import type { Language } from '../../domain/i18n/languages';
import { utcDayStartMs } from '../../domain/races/race-phase';
import { type RankedRace, rankRaces, withRaceReranked } from '../../domain/rankings/race-ranking';
import { type RankingQuery, rankingQueryParams } from '../../domain/rankings/ranking-query';
import { rankingReply } from '../../domain/rankings/ranking-reply';
import type { Race, Tally, TallyMap } from '../../domain/types';
import type { Change, ChangeBus } from '../live/change-bus';
import { type CachedBody, cachedBody } from '../live/home-snapshot';

/**
 * Replies kept between two changes. Each is a page of at most 50 races (15–40 KB); the
 * pages fans ask for most (the first, a decade, a circuit) stay, the rest are cut again.
 * A page in each language is a reply of its own, kept under the same bound.
 */
export const RANKING_BODIES_KEPT = 128;

/** One reply's key: the query as a link writes it, and the language (none: as stored). */
const replyKey = (query: RankingQuery, language: Language | undefined) =>
  `${language ?? ''}|${rankingQueryParams(query).toString()}`;

export interface RankingSources {
  /** Every race of every sport (the race list's own read). */
  listRaces(): Promise<Race[]>;
  /** Every race's tally. */
  listTallies(): Promise<TallyMap>;
  /** One race's tally as JSON, as the home snapshot serves it; null for an unknown race. */
  tallyJson(raceId: string): Promise<string | null>;
}

/**
 * The all-time ranking, held in memory and brought up to date once per change instead of
 * ranked per request. Every change on the process's bus marks what it touched,
 * synchronously; the next read reloads only that (one tally, from the home snapshot, for a
 * vote, which moves that race alone; everything for a change to the races, ranked again)
 * before answering, so a read that starts after a vote was acknowledged includes it. A
 * race's phase moves with the clock at 00:00 UTC only, so a new day ranks everything again
 * too. Each query's reply is serialised once, with its validator.
 */
export function createRankingSnapshot(
  sources: RankingSources,
  bus: Pick<ChangeBus, 'on' | 'off'>,
  clock: () => number = Date.now,
) {
  let raceById = new Map<string, Race>();
  let tallies: TallyMap = {};
  let racesStale = true;
  const staleTallies = new Set<string>();
  let version = 1;
  let loaded = 0;
  let loading: Promise<void> | null = null;
  /** Null until ranked from scratch (first read, a change to the races, a new day). */
  let ranking: RankedRace[] | null = null;
  let rankedDay = Number.NaN;
  /** Races whose tally changed since the ranking was last brought up to date. */
  const reranked = new Set<string>();
  const bodies = new Map<string, CachedBody>();

  function invalidate(change: Change): void {
    version += 1;
    if (change.type === 'tally') staleTallies.add(change.raceId);
    else racesStale = true;
  }
  bus.on(invalidate);

  async function reload(): Promise<void> {
    const target = version;
    const wantAll = racesStale;
    const wantSome = [...staleTallies];
    racesStale = false;
    staleTallies.clear();
    try {
      if (wantAll) {
        const [races, all] = await Promise.all([sources.listRaces(), sources.listTallies()]);
        raceById = new Map(races.map((race) => [race.id, race]));
        tallies = all;
        ranking = null;
      } else {
        const read = await Promise.all(wantSome.map((id) => sources.tallyJson(id)));
        wantSome.forEach((id, i) => {
          const json = read[i];
          if (json === null || json === undefined) delete tallies[id];
          else tallies[id] = JSON.parse(json) as Tally;
          reranked.add(id);
        });
      }
      loaded = target;
    } catch (error) {
      // Nothing was lost: the next read tries again.
      racesStale ||= wantAll;
      for (const id of wantSome) staleTallies.add(id);
      throw error;
    }
  }

  /** Resolves once the ranking's data includes every change marked before the call. */
  async function current(): Promise<void> {
    const wanted = version;
    while (loaded < wanted) {
      loading ??= reload().finally(() => {
        loading = null;
      });
      await loading;
    }
  }

  /** The ranking at `now`: from scratch when it has none or the day moved on, else moved race by race. */
  function ranked(now: number): RankedRace[] {
    const day = utcDayStartMs(now);
    if (ranking === null || day !== rankedDay) {
      ranking = rankRaces([...raceById.values()], tallies, now);
      rankedDay = day;
      reranked.clear();
      bodies.clear();
    } else if (reranked.size > 0) {
      for (const id of reranked) {
        const race = raceById.get(id);
        const tally = tallies[id];
        if (race && tally) ranking = withRaceReranked(ranking, race, tally, now);
      }
      reranked.clear();
      bodies.clear();
    }
    return ranking;
  }

  return {
    /**
     * The reply to one query: a page of the ranking and the choices beside it, its races
     * named in `language` when one is given.
     */
    async page(query: RankingQuery, language?: Language): Promise<CachedBody> {
      await current();
      const all = ranked(clock());
      const key = replyKey(query, language);
      let body = bodies.get(key);
      if (!body) {
        body = cachedBody(JSON.stringify(rankingReply(all, query, language)));
        if (bodies.size >= RANKING_BODIES_KEPT) bodies.delete(bodies.keys().next().value!);
        bodies.set(key, body);
      }
      return body;
    },

    /** Stops listening to the bus (the app is closing). */
    close(): void {
      bus.off(invalidate);
    },
  };
}

export type RankingSnapshot = ReturnType<typeof createRankingSnapshot>;
