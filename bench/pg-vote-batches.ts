import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { utcDayOf } from '../src/domain/races/voting-reason';
import { openReadyDatabase } from '../src/server/open-ready';
import { type BatchVote, batchSql, PREPARE_SQL } from '../src/server/votes/pg-vote-batch-sql';
import { createPrng, randomVote } from '../test/proof/prng';
import { type ScratchDatabase, TEST_DATABASES } from '../test/server/test-databases';
import { median } from './rounds';
import { BENCH_RACE } from './servers';
import {
  BENCH_NETWORKS,
  CHANGES_FANS,
  RACE_DAY_CHANGE_EVERY,
  type VotePattern,
} from './vote-patterns';

// The PostgreSQL vote batch alone, without HTTP or the server around it: batches of a
// pattern's votes written as the group commit writes them (two in flight, each on its own
// connection), with the CPU PostgreSQL's backends spend on each vote. Two designs of the
// schema side by side: the shipped one, and the same after TRIAL_SQL (e.g. an index
// dropped), each on a database of its own, taking turns a chunk of batches at a time so
// the machine's swings fall on both alike; medians of the chunks.
//
//   [TRIAL_SQL='…'] npx tsx bench/pg-vote-batches.ts [race-day|changes] [chunks=20] [size=50]

const pattern = (process.argv[2] ?? 'race-day') as VotePattern;
const CHUNKS = Number(process.argv[3] ?? 20);
const SIZE = Number(process.argv[4] ?? 50);
const BATCHES_PER_CHUNK = 40;
const IN_FLIGHT = 2;
const trialSql = process.env.TRIAL_SQL;

/** CPU time of a process (user + system) in ms, from /proc. */
async function cpuMs(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A fresh database with the bench race open, and the batch statements prepared on two connections. */
async function side(setup: string | undefined) {
  const scratch: ScratchDatabase = await TEST_DATABASES.find(
    (k) => k.name === 'postgres',
  )!.create();
  const database = await openReadyDatabase(scratch.url);
  await database.db
    .updateTable('races')
    .set({ is_current: 1, manual_override: 1 })
    .where('id', '=', BENCH_RACE)
    .execute();
  await database.close();
  const clients: pg.Client[] = [];
  for (let i = 0; i < IN_FLIGHT; i += 1) {
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    if (i === 0 && setup) await client.query(setup);
    await client.query(PREPARE_SQL);
    clients.push(client);
  }
  const pids = await Promise.all(
    clients.map(
      async (c) => (await c.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid,
    ),
  );
  const prng = createPrng(7);
  const openOn = utcDayOf(Date.now());
  let fans = 0;
  const vote = (): BatchVote => {
    const n =
      pattern === 'changes'
        ? fans++ % CHANGES_FANS
        : fans > 1000 && prng.int(1, RACE_DAY_CHANGE_EVERY) === 1
          ? prng.int(0, fans - 1000)
          : fans++;
    const v = randomVote(prng, BENCH_RACE);
    return {
      raceId: BENCH_RACE,
      userId: `fan-${n}`,
      starRating: v.starRating,
      viewMode: v.viewMode,
      reasonTags: JSON.stringify(v.reasonTags),
      openOn,
      network: `net-${n % BENCH_NETWORKS}`,
      identityAt: new Date().toISOString(),
    };
  };
  // Each fan once a batch, as the group commit's batches hold them.
  const batch = () => {
    const seen = new Set<string>();
    const out: BatchVote[] = [];
    while (out.length < SIZE) {
      const v = vote();
      if (!seen.has(v.userId)) out.push(v);
      seen.add(v.userId);
    }
    return out;
  };
  const cpu = async () => (await Promise.all(pids.map(cpuMs))).reduce((a, b) => a + b, 0);
  return {
    /** One chunk: its votes/s and the database's CPU a vote in µs. */
    async chunk() {
      let left = BATCHES_PER_CHUNK;
      const before = await cpu();
      const started = performance.now();
      await Promise.all(
        clients.map(async (client) => {
          while (left > 0) {
            left -= 1;
            await client.query(batchSql(batch(), new Date().toISOString()));
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const votes = BATCHES_PER_CHUNK * SIZE;
      return { perSecond: votes / seconds, cpuUs: (((await cpu()) - before) * 1000) / votes };
    },
    async hot() {
      const { rows } = await clients[0]!.query<{ relname: string; upd: number; hot: number }>(
        `select relname, n_tup_upd as upd, n_tup_hot_upd as hot from pg_stat_user_tables
         where relname in ('votes', 'vote_networks') order by relname`,
      );
      return rows.map((r) => `${r.relname} ${r.hot}/${r.upd} heap-only`).join(', ');
    },
    async close() {
      for (const client of clients) await client.end();
      await scratch.drop();
    },
  };
}

const sides = trialSql
  ? { shipped: await side(undefined), trial: await side(trialSql) }
  : { shipped: await side(undefined) };
const figures = new Map(
  Object.keys(sides).map((name) => [name, [] as { perSecond: number; cpuUs: number }[]]),
);
try {
  for (let chunk = 0; chunk < CHUNKS; chunk += 1) {
    const names = Object.keys(sides) as (keyof typeof sides)[];
    for (const name of chunk % 2 === 0 ? names : names.reverse()) {
      figures.get(name)!.push(await sides[name]!.chunk());
    }
  }
  console.log(
    `${pattern}: ${CHUNKS} chunks of ${BATCHES_PER_CHUNK} batches of ${SIZE} votes, ${IN_FLIGHT} in flight (medians of the chunks):`,
  );
  for (const [name, f] of figures) {
    console.log(
      `  ${name}: ${Math.round(median(f.map((x) => x.perSecond)))} votes/s, database CPU ${Math.round(median(f.map((x) => x.cpuUs)))} µs a vote; ${await sides[name as keyof typeof sides]!.hot()}`,
    );
  }
  if (trialSql) {
    const s = figures.get('shipped')!;
    const ratio = median(figures.get('trial')!.map((t, i) => t.cpuUs / s[i]!.cpuUs));
    console.log(
      `  trial ÷ shipped, database CPU a vote: ${Math.round(ratio * 100)} % (median of the chunks' ratios)`,
    );
  }
} finally {
  for (const s of Object.values(sides)) await s.close();
}
