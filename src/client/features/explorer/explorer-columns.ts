import type { SortKey } from '../../../domain/explorer/explorer-sort';

/** Column headings of the table, in order, with the sort each sortable one applies. */
export const EXPLORER_COLUMNS: readonly { label: string; sortKey: SortKey | null }[] = [
  { label: 'Race', sortKey: 'name' },
  { label: 'Rating', sortKey: 'rating' },
  { label: 'Best Watch', sortKey: null },
  { label: 'Top Vibe Factors', sortKey: null },
  { label: 'Ratings', sortKey: 'votes' },
  { label: 'Season', sortKey: 'season' },
  { label: 'Date', sortKey: 'date' },
  { label: 'Location', sortKey: 'location' },
];

/** Names in the "Sort by" menu; AI rating has no column of its own. */
export const SORT_LABELS: Record<SortKey, string> = {
  name: 'Race',
  rating: 'Rating',
  votes: 'Ratings',
  season: 'Season',
  date: 'Date',
  location: 'Location',
  ai_rating: 'AI rating',
};

/** Expand toggle plus the labelled columns. */
export const EXPLORER_COLUMN_COUNT = EXPLORER_COLUMNS.length + 1;

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2025-11-22' → '22 Nov 2025'; race days are UTC dates (see race-phase). */
export function formatRaceDate(date: string): string {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(ms) ? DATE_FORMAT.format(ms) : date;
}
