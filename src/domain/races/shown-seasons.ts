// Every Formula 1 season since 1950 is stored (issue 44), yet a page needs one season at a
// time. The race lists without `?season=`, the live feed and every list but the explorer's
// cover the seasons the site has run itself; the archive before them is read a season at
// a time (docs/decisions/0131).

/** The world championship's first season: no request names an older one. */
export const OLDEST_SEASON = 1950;
/** The newest season a request may name (the calendar import's own limit). */
export const NEWEST_SEASON = 2100;
/**
 * The season the site launched in. From it on every season has a calendar, crowd votes
 * and the live feed; the seasons before it are the archive (imported history, rated by
 * the data alone), which a fixed rule keeps from ever growing into the default reply.
 */
export const FIRST_LIVE_SEASON = 2025;

/** A season a request may name: a whole year from OLDEST_SEASON to NEWEST_SEASON. */
export function isSeason(value: number): boolean {
  return Number.isInteger(value) && value >= OLDEST_SEASON && value <= NEWEST_SEASON;
}

/**
 * Whether a season is in the replies that name none (`/api/races`, `/api/tallies`, the
 * live feed) and in the explorer's "All seasons": the site's own seasons, never the archive.
 */
export function isShownByDefault(season: number): boolean {
  return season >= FIRST_LIVE_SEASON;
}

/** '2021' → 2021; anything but four digits naming a season (' 2021', '2021.0', '1949') → null. */
export function parseSeason(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^\d{4}$/.test(raw)) return null;
  const season = Number(raw);
  return isSeason(season) ? season : null;
}
