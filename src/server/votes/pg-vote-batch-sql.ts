import pg from 'pg';
import { MAX_HELD_PER_NETWORK, UNKNOWN_NETWORK } from '../../domain/fair-count/vote-admission';
import { FIRST_LIVE_SEASON } from '../../domain/races/shown-seasons';
import { STAR_VALUES, WATCH_MODES } from '../../domain/types';
import { CHANGE_CHANNEL, encodeChange } from '../live/change-bus';
import { COUNTER_COLUMNS, type CounterColumn, MODE_COLUMNS, STAR_COLUMNS } from './vote-rows';

// The SQL of one PostgreSQL vote batch. Two statements, prepared once per connection:
// LOCK_FANS takes each fan's (race, fan) lock; CAST_VOTES, which must run as a later
// statement of the same transaction (READ COMMITTED gives each statement a fresh
// snapshot, so it sees every vote committed before the locks were granted), reads the
// races and previous votes, keeps the votes the race takes, writes them, moves each race's
// tally and tag rows by the summed change and notifies the other instances. The tally
// change is domain/tally-delta's rule (a new vote adds one to the count; each vote adds
// its stars, its star bucket, its way to watch and its tags, and takes away its previous
// one's), written over a whole batch with the same columns (vote-rows) that the SQLite
// path uses; vote-writers-agree.test.ts runs the same votes through the domain and both
// engines and finds the same tally.

const LOCK_FANS = 'gpvibes_lock_fans';
const CAST_VOTES = 'gpvibes_cast_votes';

/** One vote as the statement takes it. */
export interface BatchVote {
  raceId: string;
  userId: string;
  starRating: number;
  viewMode: string;
  /** The vote's tags as stored (JSON). */
  reasonTags: string;
  /**
   * The race rule's day (utcDayOf of the vote's `openAt`): the race must take votes then,
   * as votingReason reads it (RACE_RULE below). '' takes any stored race (seeding).
   */
  openOn: string;
  /** Keyed hash of the voter's network; '' when unknown. */
  network: string;
  /** When the voter's identity was issued (ISO); '' when unknown. */
  identityAt: string;
}

/** Per vote, in batch order: what the race said and the fan's previous vote. */
export interface CastRow {
  /** 1-based position in the batch. */
  n: string;
  accepted: boolean;
  /** The race's name when it refused the vote (closed); null when there is no such race. */
  refused_by: string | null;
  old_stars: number | null;
  old_mode: string | null;
  old_tags: string | null;
  /** Whether the vote counts (false: held, or past the held cap and not written). */
  counted: boolean;
}

const { escapeLiteral } = pg;
export const COLUMNS = COUNTER_COLUMNS.join(', ');
export const INCREMENTS = COUNTER_COLUMNS.map((c) => `${c} = tallies.${c} + excluded.${c}`).join(
  ', ',
);
// Stored tags are always JSON.stringify of a list of tag ids; anything else (a row edited
// by hand) counts as no tags, as parseTags reads it, instead of failing every batch it is in.
export const TAG_LIST = String.raw`^\s*\[\s*("[^"\\]*"\s*(,\s*"[^"\\]*"\s*)*)?\]\s*$`;

const moved = (now: string, before: string) =>
  `count(*) filter (where ${now}) - count(*) filter (where ${before})`;

/** How a batch moves each counter of one race (aggregates over its accepted votes). */
const COUNTER_CHANGE: Record<CounterColumn, string> = Object.assign(
  {
    total_votes: 'count(*) filter (where old_stars is null)',
    total_stars: 'sum(star_rating - coalesce(old_stars, 0))',
  },
  ...STAR_VALUES.map((stars) => ({
    [STAR_COLUMNS[stars]]: moved(`star_rating = ${stars}`, `old_stars = ${stars}`),
  })),
  ...WATCH_MODES.map((mode) => ({
    [MODE_COLUMNS[mode]]: moved(
      `view_mode = ${escapeLiteral(mode)}`,
      `old_mode = ${escapeLiteral(mode)}`,
    ),
  })),
);

const LOCK_SQL = `
  select count(*) from (
    select pg_advisory_xact_lock(k.a, k.b)
    from (select hashtext(r) as a, hashtext(u) as b from unnest($1::text[], $2::text[]) as t(r, u)) as k
    order by k.a, k.b
  ) as locked`;

export const TALLY_NOTICE_PREFIX = encodeChange({ type: 'tally', raceId: '' });

// Whether a vote counts at once, is held or is not stored is the domain's `admitVote`
// (domain/fair-count/vote-admission), asked of a whole batch at once: each network's standing
// (net_votes, net_held) is read once, and `nth` is a vote's place among its network's new
// votes in the batch. The terms below are that function's, in its order; the writers' shared
// test (vote-writers-agree.test.ts) runs the same votes through both. Only counted votes move
// the tally (admittedDelta).
const UNKNOWN = escapeLiteral(UNKNOWN_NETWORK);
/** The domain's `isNetworkVoice`. */
const IS_VOICE = 'net_votes = 0 and nth = 1';
/** The domain's `heldBefore`. */
const HELD_BEFORE = 'net_held + nth - 1 - case when net_votes = 0 then 1 else 0 end';
/** admitVote's counted (1) or held (0): a change of mind keeps its vote's. */
const COUNTED = `case when old_stars is not null then old_counted when network = ${UNKNOWN} then 1
      when ${IS_VOICE} then 1 else 0 end`;
/** admitVote's stored (counted or held) as against unstored. */
const STORED = `counted = 1 or old_stars is not null or ${HELD_BEFORE} < ${MAX_HELD_PER_NETWORK}`;

/**
 * The domain's votingReason, not null, of a stored race `r` on the day `i.open_on`: the race
 * being rated (current, not cancelled), or a race of the archive (a season before the
 * first live one, not cancelled, its day begun). Race dates are stored as YYYY-MM-DD, so
 * they compare as text; vote-writers-agree.test.ts runs the rule's boundaries on both engines.
 */
const RACE_RULE = `r.cancelled = 0 and (r.is_current = 1
      or (r.season < ${FIRST_LIVE_SEASON} and r.date <= i.open_on))`;

const CAST_SQL = `
  with input as (
    select * from unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[], $6::text[], $8::text[], $9::text[])
      with ordinality as t(race_id, user_id, star_rating, view_mode, reason_tags, open_on, network, identity_at, n)
  ), seen as (
    select i.n, i.race_id, i.user_id, i.star_rating, i.view_mode, i.reason_tags, i.network,
      nullif(i.identity_at, '') as identity_at, r.name as race_name,
      r.name is not null and (i.open_on = '' or (${RACE_RULE})) as accepted,
      v.star_rating as old_stars, v.view_mode as old_mode, v.reason_tags as old_tags,
      v.counted as old_counted, v.network as old_network,
      coalesce(vn.votes, 0) as net_votes, coalesce(vn.held, 0) as net_held
    -- One primary-key lookup per vote (lateral, and kept apart by LIMIT): the prepared
    -- statement's generic plan would otherwise hash-join against a scan of every stored vote.
    from input i
    left join lateral (
      select name, is_current, cancelled, season, date from races where id = i.race_id limit 1
    ) as r on true
    left join lateral (
      select star_rating, view_mode, reason_tags, counted, network from votes
      where race_id = i.race_id and user_id = i.user_id limit 1
    ) as v on true
    -- only a fan's first vote on a race is weighed by its network; a change of mind skips it
    left join lateral (
      select votes, held from vote_networks
      where i.network <> ${UNKNOWN} and v.star_rating is null and race_id = i.race_id
        and network = i.network limit 1
    ) as vn on true
  ), ranked as (
    select *, case when old_stars is null and network <> ${UNKNOWN}
      then row_number() over (partition by race_id, network, old_stars is null order by n) else 0 end as nth
    from seen where accepted
  ), decided as (
    select *, ${COUNTED} as counted from ranked
  ), ok as (
    select * from decided where ${STORED}
  ), vote as (
    insert into votes (race_id, user_id, star_rating, view_mode, reason_tags, created_at, updated_at,
      network, counted, identity_at)
    select race_id, user_id, star_rating, view_mode, reason_tags, $7, $7, network, counted, identity_at
    from ok
    on conflict (race_id, user_id) do update set star_rating = excluded.star_rating,
      view_mode = excluded.view_mode, reason_tags = excluded.reason_tags,
      updated_at = excluded.updated_at
  ), tally as (
    -- sorted, so every batch locks the tally rows it shares with another in the same order
    insert into tallies (race_id, ${COLUMNS}, updated_at)
    select race_id, ${COUNTER_COLUMNS.map((c) => COUNTER_CHANGE[c]).join(', ')}, $7
    from ok where counted = 1 group by race_id order by race_id
    on conflict (race_id) do update set ${INCREMENTS}, updated_at = excluded.updated_at
    returning race_id
  ), tag_change as (
    -- each vote counts a tag once: the new tags come without repeats (nextVote), a stored
    -- list is taken as a set of (vote, tag) pairs
    select race_id, tag, sum(d) as d from (
      select ok.n, ok.race_id, t.tag, 1 as d
        from ok cross join jsonb_array_elements_text(ok.reason_tags::jsonb) as t(tag)
        where ok.counted = 1
      union all
      select distinct ok.n, ok.race_id, t.tag, -1 as d
        from ok cross join jsonb_array_elements_text(ok.old_tags::jsonb) as t(tag)
        where ok.counted = 1 and ok.old_tags ~ ${escapeLiteral(TAG_LIST)}
    ) as moves group by race_id, tag having sum(d) <> 0
  ), tag as (
    insert into tally_tags (race_id, tag_id, count)
    select race_id, tag, d from tag_change
    -- reading the tally's result makes the tag rows wait until the tally rows are locked
    where (select count(*) from tally) >= 0
    order by race_id, tag
    on conflict (race_id, tag_id) do update set count = tally_tags.count + excluded.count
  ), network as (
    -- a network's new votes (standingMove), and when any of its votes was last written: the
    -- fair count's pass finds the votes changed since its last by this (0020), so a change of
    -- mind (updated_at) touches no index of votes and stays a heap-only update; no index of
    -- vote_networks names these columns either (0023), so this rewrite is heap-only too. A
    -- change of mind belongs to the network its vote was stored with (it keeps it), not the
    -- one it came from.
    insert into vote_networks (race_id, network, votes, held, changed_at)
    select race_id, coalesce(old_network, network), count(*) filter (where old_stars is null),
      count(*) filter (where old_stars is null and counted = 0), $7 from ok
    where coalesce(old_network, network) <> ${UNKNOWN} and (select count(*) from tally) >= 0
    group by 1, 2 order by 1, 2
    on conflict (race_id, network) do update set votes = vote_networks.votes + excluded.votes,
      held = vote_networks.held + excluded.held,
      changed_at = greatest(vote_networks.changed_at, excluded.changed_at)
  ), notice as (
    -- delivered only if the transaction commits
    select pg_notify(${escapeLiteral(CHANGE_CHANNEL)}, ${escapeLiteral(TALLY_NOTICE_PREFIX)} || race_id)
    from tally
  )
  -- (the writes run whether read or not; the notices only when read)
  select seen.n, seen.accepted,
    case when seen.accepted then null else seen.race_name end as refused_by,
    seen.old_stars, seen.old_mode, seen.old_tags, coalesce(decided.counted, 0) = 1 as counted
  from seen left join decided on decided.n = seen.n where (select count(*) from notice) >= 0`;

/** Creates both statements on a connection that has not got them yet. */
export const PREPARE_SQL = `
  prepare ${LOCK_FANS}(text[], text[]) as ${LOCK_SQL};
  prepare ${CAST_VOTES}(text[], text[], int[], text[], text[], text[], text, text[], text[]) as ${CAST_SQL};`;

/** A PostgreSQL array literal (text form), as one escaped SQL literal. */
function arrayLiteral(values: readonly (string | number | boolean)[]): string {
  const items = values.map((value) => {
    if (typeof value === 'boolean') return value ? 't' : 'f';
    if (typeof value === 'number') {
      if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
      return String(value);
    }
    return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  });
  return escapeLiteral(`{${items.join(',')}}`);
}

/**
 * The batch's transaction as one simple-protocol message (one round trip): begin, the fan
 * locks, the votes, commit. Values go in as escaped literals (the simple protocol takes no
 * bind parameters); the statements themselves are prepared and keep one plan (the generic
 * one, all index lookups), so nothing is parsed or planned per batch but the arguments.
 */
export function batchSql(votes: readonly BatchVote[], now: string): string {
  const column = <K extends keyof BatchVote>(key: K) => arrayLiteral(votes.map((v) => v[key]));
  const races = column('raceId');
  const users = column('userId');
  return `begin;
    set local plan_cache_mode = force_generic_plan;
    execute ${LOCK_FANS}(${races}, ${users});
    execute ${CAST_VOTES}(${races}, ${users}, ${column('starRating')}, ${column('viewMode')},
      ${column('reasonTags')}, ${column('openOn')}, ${escapeLiteral(now)}, ${column('network')},
      ${column('identityAt')});
    commit`;
}
