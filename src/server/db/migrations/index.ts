import type { Migration } from 'kysely';
import * as initial from './0001-initial';

// Ordered by name; a new migration is a new file plus one line here.
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
};
