import pg from 'pg';
import { STAR_VALUES, WATCH_MODES } from '../../domain/types';
import { CHANGE_CHANNEL } from '../live/change-bus';
import { COLUMNS, INCREMENTS, TAG_LIST, TALLY_NOTICE_PREFIX } from './pg-vote-batch-sql';
import {
  COUNTER_COLUMNS,
  type CounterColumn,
  type CountingFlip,
  MODE_COLUMNS,
  type NetworkRuling,
  STAR_COLUMNS,
} from './vote-rows';

const { escapeLiteral } = pg;

// Counting or holding stored votes on PostgreSQL, exactly: the same (race, fan) advisory
// locks as the vote batches (pg-vote-batch-sql), taken in the same order, so no vote of
// those fans is being written meanwhile; then each flag moves only if it still reads as
// decided, and the tally, tag and network rows move by exactly the rows that changed.

const LOCK = `
  select count(*) from (
    select pg_advisory_xact_lock(hashtext($1), hashtext(u))
    from unnest($2::text[]) as t(u) order by hashtext($1), hashtext(u)
  ) as locked`;

/** Each counter's change over the flipped votes (`s` is +1 counted, -1 held). */
const CHANGE: Record<CounterColumn, string> = Object.assign(
  { total_votes: 'coalesce(sum(s), 0)', total_stars: 'coalesce(sum(s * star_rating), 0)' },
  ...STAR_VALUES.map((stars) => ({
    [STAR_COLUMNS[stars]]: `coalesce(sum(s) filter (where star_rating = ${stars}), 0)`,
  })),
  ...WATCH_MODES.map((mode) => ({
    [MODE_COLUMNS[mode]]: `coalesce(sum(s) filter (where view_mode = ${escapeLiteral(mode)}), 0)`,
  })),
);

const APPLY = `
  with flips as (
    select * from unnest($2::text[], $3::int[], $4::int[]) as f(user_id, from_c, to_c)
  ), changed as (
    update votes v set counted = f.to_c from flips f
    where v.race_id = $1 and v.user_id = f.user_id and v.counted = f.from_c and f.from_c <> f.to_c
    returning v.user_id, v.star_rating, v.view_mode, v.reason_tags, v.network,
      case when f.to_c = 1 then 1 else -1 end as s
  ), tally as (
    insert into tallies (race_id, ${COLUMNS}, updated_at)
    select $1, ${COUNTER_COLUMNS.map((c) => CHANGE[c]).join(', ')}, $5
    from changed having count(*) > 0
    on conflict (race_id) do update set ${INCREMENTS}, updated_at = excluded.updated_at
    returning race_id
  ), tag as (
    insert into tally_tags (race_id, tag_id, count)
    select $1, tag, sum(s) from (
      select distinct c.user_id, c.s, t.tag
      from changed c cross join jsonb_array_elements_text(c.reason_tags::jsonb) as t(tag)
      where c.reason_tags ~ ${escapeLiteral(TAG_LIST)}
    ) as moves
    where (select count(*) from tally) >= 0
    group by tag having sum(s) <> 0 order by tag
    on conflict (race_id, tag_id) do update set count = tally_tags.count + excluded.count
  ), network as (
    insert into vote_networks (race_id, network, votes, held)
    select $1, network, 0, -sum(s) from changed
    where network <> '' and (select count(*) from tally) >= 0
    group by network order by network
    on conflict (race_id, network) do update set held = vote_networks.held + excluded.held
  ), notice as (
    select pg_notify(${escapeLiteral(CHANGE_CHANNEL)}, ${escapeLiteral(TALLY_NOTICE_PREFIX)} || race_id)
    from tally
  )
  select (select count(*) from changed) as changed, (select count(*) from notice) as notified`;

const RULING = `
  insert into network_decisions (race_id, network, decision, decided_at) values ($1, $2, $3, $4)
  on conflict (race_id, network) do update set decision = excluded.decision, source = 'operator',
    decided_at = excluded.decided_at`;

/**
 * Flips one transaction applies at most: each holds an advisory lock until commit, and
 * the server's lock table is shared by every transaction (64 per connection by default),
 * so a recount of a large race that flipped tens of thousands at once would fail with
 * "out of shared memory". Each transaction is exact on its own.
 */
export const FLIPS_PER_TRANSACTION = 1_000;

/**
 * Applies `flips` to one race, FLIPS_PER_TRANSACTION at a time, with an operator's ruling
 * (in the first transaction) if given; returns how many flags changed.
 */
export async function pgApplyCounting(
  pool: pg.Pool,
  raceId: string,
  flips: readonly CountingFlip[],
  ruling?: NetworkRuling,
): Promise<number> {
  if (flips.length === 0 && !ruling) return 0;
  let changed = 0;
  for (let i = 0; i === 0 || i < flips.length; i += FLIPS_PER_TRANSACTION) {
    const part = flips.slice(i, i + FLIPS_PER_TRANSACTION);
    changed += await applyPart(pool, raceId, part, i === 0 ? ruling : undefined);
  }
  return changed;
}

async function applyPart(
  pool: pg.Pool,
  raceId: string,
  flips: readonly CountingFlip[],
  ruling: NetworkRuling | undefined,
): Promise<number> {
  const users = flips.map((f) => f.userId);
  const client = await pool.connect();
  try {
    await client.query('begin');
    if (ruling) {
      await client.query(RULING, [
        raceId,
        ruling.network,
        ruling.decision,
        new Date().toISOString(),
      ]);
    }
    await client.query(LOCK, [raceId, users]);
    const result = await client.query<{ changed: string }>(APPLY, [
      raceId,
      users,
      flips.map((f) => f.from),
      flips.map((f) => f.to),
      new Date().toISOString(),
    ]);
    await client.query('commit');
    client.release();
    return Number(result.rows[0]?.changed ?? 0);
  } catch (error) {
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}
