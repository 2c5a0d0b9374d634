import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * A random server secret kept in the database, created on first use. Insert-if-absent then
 * read, so two instances starting at once on one database agree on a single value.
 */
export async function loadStoredSecret(db: Kysely<DB>, name: string): Promise<Buffer> {
  await db
    .insertInto('secrets')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}
