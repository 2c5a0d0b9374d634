import { type Kysely, sql } from 'kysely';
import type { DB } from '../schema';

// Burst windows become runs of a race's arrivals (docs/decisions/0135): a window is named
// by its length in networks and its first arrival (`80n@240`), no longer by a length in
// minutes and a start time (`2m@2026-11-27T19:43Z`). What the last look read of a window
// gains when its first and last arrivals came and how many of the race's networks vote
// its way and the other way (for votes:review).
//
// A window in the old form no longer names one the rule looks at. The rule's own are
// dropped (its next look finds what to hold again). An operator's ruling is kept as what
// it meant: each network whose first vote on the race fell in that window's minutes gets
// the operator's decision on the network itself (held or released), as votes:hold with a
// network would have written; then the old row goes.

const OLD_ID = /^(\d{1,3})m@(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})Z$/;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Kysely<DB>;
  await db.schema
    .alterTable('burst_windows')
    .addColumn('from_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('burst_windows')
    .addColumn('to_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('burst_windows')
    .addColumn('side', 'real', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('burst_windows')
    .addColumn('against', 'real', (c) => c.notNull().defaultTo(0))
    .execute();
  const rows = await db
    .selectFrom('burst_windows')
    .select(['race_id', 'window_id', 'state', 'decided_by', 'updated_at'])
    .execute();
  for (const row of rows) {
    const match = OLD_ID.exec(row.window_id);
    if (!match) continue;
    if (row.decided_by === 'operator') {
      const from = new Date(Date.parse(`${match[2]}:00Z`));
      const to = new Date(from.getTime() + Number(match[1]) * 60_000);
      const arrived = await db
        .selectFrom('votes')
        .select('network')
        .where('race_id', '=', row.race_id)
        .where('network', '<>', '')
        .groupBy('network')
        .having(sql`min(created_at)`, '>=', from.toISOString())
        .having(sql`min(created_at)`, '<', to.toISOString())
        .execute();
      for (const { network } of arrived)
        await db
          .insertInto('network_decisions')
          .values({
            race_id: row.race_id,
            network,
            decision: row.state === 'held' ? 'hold' : 'release',
            decided_at: row.updated_at,
            source: 'operator',
          })
          .onConflict((oc) =>
            oc.columns(['race_id', 'network']).doUpdateSet({
              decision: row.state === 'held' ? 'hold' : 'release',
              decided_at: row.updated_at,
              source: 'operator',
            }),
          )
          .execute();
    }
    await db
      .deleteFrom('burst_windows')
      .where('race_id', '=', row.race_id)
      .where('window_id', '=', row.window_id)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['from_at', 'to_at', 'side', 'against'])
    await db.schema.alterTable('burst_windows').dropColumn(column).execute();
}
