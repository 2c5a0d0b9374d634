import type { MessageId, MessageValues } from '../i18n/messages/catalogue';
import { raceKindOf } from '../races/race-kind';
import { racePhase } from '../races/race-phase';
import { hasDataScore, type Sport } from '../sports/sports';
import type { Race } from '../types';
import { ratingLabel } from '../voting/rating-labels';
import {
  allTagsWithVotes,
  isTagVisible,
  TAG_CONTEXT_LIMITS,
  type TagChip,
} from '../voting/reason-tags';
import { roundAverage } from '../voting/tally';
import {
  DEFAULT_EXPLORER_KIND,
  type ExplorerFilters,
  RATING_RANGE_MAX,
  RATING_RANGE_MIN,
} from './explorer-filter-state';
import { type ExplorerRow, type RowVerdict, rowVerdict } from './explorer-rows';

/**
 * The spec's empty text in English, for the journeys that look for it. The page shows the
 * message `explorer.empty` in the fan's language; a test keeps the two the same. (Reading the
 * catalogue here would put the English messages in the explorer's chunk for every language.)
 */
export const EXPLORER_EMPTY_TEXT = 'No races found for the selected filter.';

/** Whether the slider covers the whole scale, i.e. no rating filter is set. */
export function isWholeRatingRange(filters: Pick<ExplorerFilters, 'ratingMin' | 'ratingMax'>) {
  return filters.ratingMin <= RATING_RANGE_MIN && filters.ratingMax >= RATING_RANGE_MAX;
}

// The range is compared with the score as displayed (one decimal): a race shown as 4.0 must
// pass a 4.0 minimum even if its raw average is 3.96. A race only the data has rated is
// filtered on its AI rating (`rowVerdict`).
function inRatingRange(score: number | null, filters: ExplorerFilters): boolean {
  const shown = roundAverage(score);
  // A race without a verdict (or one the fan's shield hides) passes only when no range is set.
  if (shown === null) return isWholeRatingRange(filters);
  return shown >= filters.ratingMin && shown <= filters.ratingMax;
}

/**
 * Only the crowd says how to watch a race. Under Top Races a race only the data has rated is
 * picked by its verdict alone, as it has no way to watch to ask for; a mode a fan chose
 * without Top Races asks the crowd, so it passes such a race by.
 */
function matchesMode(row: ExplorerRow, verdict: RowVerdict | null, filters: ExplorerFilters) {
  if (filters.modes.length === 0) return true;
  if (row.bestWatch !== null) return filters.modes.includes(row.bestWatch);
  return filters.topRaces && verdict?.from === 'data';
}

/**
 * The factors a race shows: those past the visibility rule (a share and a head count), as
 * its details list them. A filter matches only these, so a race it picks always shows the
 * factor it was picked for.
 */
function shownFactors(row: ExplorerRow): TagChip[] {
  return allTagsWithVotes(row.tally).filter(isTagVisible);
}

function hasAnyFactor(row: ExplorerRow, factors: readonly string[]): boolean {
  return shownFactors(row).some((chip) => factors.includes(chip.id));
}

/**
 * Under a factor filter, a row's factors cell leads with the chosen factors the race shows,
 * so the cell and the filter agree even where a chosen factor is not among its top ones.
 */
export function withChosenFactorsFirst(
  rows: readonly ExplorerRow[],
  factors: readonly string[],
): ExplorerRow[] {
  if (factors.length === 0) return [...rows];
  return rows.map((row) => {
    if (row.verdictHidden) return row;
    const chosen = shownFactors(row).filter((chip) => factors.includes(chip.id));
    if (chosen.every((chip) => row.topTags.some((tag) => tag.id === chip.id))) return row;
    const rest = row.topTags.filter((tag) => !factors.includes(tag.id));
    const limit = Math.max(TAG_CONTEXT_LIMITS['explorer-table'], chosen.length);
    return { ...row, topTags: [...chosen, ...rest].slice(0, limit) };
  });
}

/**
 * Groups combine with AND; choices inside a group with OR, as a race has one label and one
 * best mode. Factors follow the same OR rule for consistency. The rating range and the vibes
 * read the race's verdict (the crowd's, else the data's: `rowVerdict`), as the Rating sort does.
 */
export function applyFilters(
  rows: readonly ExplorerRow[],
  filters: ExplorerFilters,
): ExplorerRow[] {
  return rows.filter((row) => {
    const verdict = rowVerdict(row);
    const score = verdict?.score ?? null;
    return (
      inRatingRange(score, filters) &&
      (filters.vibes.length === 0 || filters.vibes.some((vibe) => vibe === ratingLabel(score))) &&
      matchesMode(row, verdict, filters) &&
      (filters.factors.length === 0 || hasAnyFactor(row, filters.factors)) &&
      (filters.season === null || row.race.season === filters.season) &&
      raceKindOf(row.race) === filters.kind
    );
  });
}

/** Seasons that have at least one past race, newest first. */
export function seasonOptions(races: readonly Race[], now: number): number[] {
  const seasons = new Set(
    races.filter((race) => racePhase(race, now) === 'past').map((r) => r.season),
  );
  return [...seasons].sort((a, b) => b - a);
}

/**
 * The season the explorer opens on when the link names none. The season on show across the
 * site (`displaySeason`) when the table has a race of it to list; on a fresh start (a season
 * begun with nothing rated yet, or a site with none of its own seasons rated) the newest
 * season that has one: one of the site's own (`rows`, before filters), else the newest of
 * the archive, whose races all carry the data verdict (so only for a sport that has one).
 * `archive` is the archive's seasons (none when the list cannot be read); while it is still
 * being read and the answer depends on it, null: the page waits rather than show an empty
 * season.
 */
export function openingSeason(
  shown: number,
  rows: readonly Pick<ExplorerRow, 'race'>[],
  archive: readonly number[] | null,
  sport: Sport,
): number | null {
  const listed = rows
    .map((row) => row.race)
    .filter((race) => raceKindOf(race) === DEFAULT_EXPLORER_KIND)
    .map((race) => race.season);
  if (listed.includes(shown)) return shown;
  if (listed.length > 0) return Math.max(...listed);
  if (!hasDataScore(sport)) return shown;
  if (archive === null) return null;
  return archive.length > 0 ? Math.max(...archive) : shown;
}

/** Which count line the results read ('Showing 3 past races', …) and the numbers it fills in. */
export function resultCountMessage(rows: readonly Pick<ExplorerRow, 'phase'>[]): {
  id: MessageId;
  values: MessageValues;
} {
  const current = rows.filter((row) => row.phase === 'current').length;
  const past = rows.length - current;
  if (current === 0) return { id: 'explorer.count.past', values: { count: past } };
  if (past === 0) return { id: 'explorer.count.current', values: { count: current } };
  return { id: 'explorer.count.mixed', values: { count: rows.length, past, current } };
}
