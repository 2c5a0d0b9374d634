import { isSport, type Sport } from '../sports/sports';

// What the server hands the explorer's first render with the page (decision 0158): the
// sport's season list, which decides the note under the heading. Without it the app's first
// render would write the launch note, then swap in the archive's once the list arrived.

/** The id of the JSON data block that carries it. */
export const EXPLORER_SEASONS_DATA_ID = 'explorer-seasons-data';

export interface ExplorerSeasons {
  sport: Sport;
  /** Every season with a race of the sport, newest first (GET /api/seasons). */
  seasons: number[];
}

/** The block's text as the app reads it; anything else than what the server writes is none. */
export function parseExplorerSeasons(text: string | null | undefined): ExplorerSeasons | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { sport, seasons } = value as Record<string, unknown>;
  if (!isSport(sport) || !Array.isArray(seasons)) return null;
  if (!seasons.every((season) => Number.isInteger(season))) return null;
  return { sport, seasons: seasons as number[] };
}
