import type { StarRating, WatchMode } from '../types';

// Many identities made minutes before they vote, all voting the same way, from several
// networks at once: the shape of a coordinated push (or a viral share). Reported to
// operators, never held by itself — fans who arrive together from a link look alike too.

/** An identity this young when it first votes is fresh. */
export const FRESH_IDENTITY_MS = 10 * 60 * 1000;
/** Votes are grouped in windows of this length. */
export const BURST_WINDOW_MS = 5 * 60 * 1000;
/** A burst has at least this many fresh votes alike… */
export const BURST_MIN_VOTES = 20;
/** …from at least this many networks. */
export const BURST_MIN_NETWORKS = 3;

export interface BurstVote {
  network: string;
  starRating: StarRating;
  viewMode: WatchMode;
  createdAtMs: number;
  /** When the voter's identity was issued; null when unknown (never fresh). */
  identityAtMs: number | null;
}

export interface Burst {
  windowStartMs: number;
  starRating: StarRating;
  viewMode: WatchMode;
  votes: number;
  networks: number;
}

export function findBursts(votes: readonly BurstVote[]): Burst[] {
  const groups = new Map<string, { burst: Burst; networks: Set<string> }>();
  for (const vote of votes) {
    if (vote.identityAtMs === null) continue;
    if (vote.createdAtMs - vote.identityAtMs >= FRESH_IDENTITY_MS) continue;
    const windowStartMs = Math.floor(vote.createdAtMs / BURST_WINDOW_MS) * BURST_WINDOW_MS;
    const key = `${windowStartMs}|${vote.starRating}|${vote.viewMode}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        burst: {
          windowStartMs,
          starRating: vote.starRating,
          viewMode: vote.viewMode,
          votes: 0,
          networks: 0,
        },
        networks: new Set(),
      };
      groups.set(key, group);
    }
    group.burst.votes += 1;
    group.networks.add(vote.network);
  }
  return [...groups.values()]
    .map(({ burst, networks }) => ({ ...burst, networks: networks.size }))
    .filter((b) => b.votes >= BURST_MIN_VOTES && b.networks >= BURST_MIN_NETWORKS)
    .sort((a, b) => a.windowStartMs - b.windowStartMs || b.votes - a.votes);
}
