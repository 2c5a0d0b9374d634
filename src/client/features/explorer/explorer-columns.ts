import type { SortKey } from '../../../domain/explorer/explorer-sort';
import type { MessageId } from '../../../domain/i18n/messages/catalogue';

/** Column headings of the table, in order, with the sort each sortable one applies. */
export const EXPLORER_COLUMNS: readonly { message: MessageId; sortKey: SortKey | null }[] = [
  { message: 'explorer.column.race', sortKey: 'name' },
  { message: 'explorer.column.rating', sortKey: 'rating' },
  { message: 'explorer.column.bestWatch', sortKey: null },
  { message: 'explorer.column.topFactors', sortKey: null },
  { message: 'explorer.column.ratings', sortKey: 'votes' },
  { message: 'explorer.column.season', sortKey: 'season' },
  { message: 'explorer.column.date', sortKey: 'date' },
  { message: 'explorer.column.location', sortKey: 'location' },
];

/** Names in the "Sort by" menu: the columns' own, and AI rating, which has no column. */
export const SORT_LABELS: Record<SortKey, MessageId> = {
  name: 'explorer.column.race',
  rating: 'explorer.column.rating',
  votes: 'explorer.column.ratings',
  season: 'explorer.column.season',
  date: 'explorer.column.date',
  location: 'explorer.column.location',
  ai_rating: 'explorer.sort.aiRating',
};

/** Expand toggle plus the labelled columns. */
export const EXPLORER_COLUMN_COUNT = EXPLORER_COLUMNS.length + 1;
