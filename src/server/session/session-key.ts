import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export const SESSION_KEY_NAME = 'session_signing_key';

/**
 * The token signing key: SESSION_SECRET when given, else the one stored in the database,
 * created on first start. Insert-if-absent then read, so two instances starting at once
 * on one database agree on a single key.
 */
export async function loadSessionKey(db: Kysely<DB>, configured?: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  await db
    .insertInto('secrets')
    .values({ name: SESSION_KEY_NAME, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('secrets')
    .select('value')
    .where('name', '=', SESSION_KEY_NAME)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}
