import pg from 'pg';
import { cpuMs } from './servers';

/**
 * The CPU PostgreSQL's backends on one database have used, in ms, each backend counted from
 * when it was first seen (a pool opens and closes connections between two reads). Read
 * through a connection of its own, which it leaves out; close() ends it.
 */
export async function databaseCpu(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const seen = new Map<number, { first: number; last: number }>();
  let calls = 0;
  return {
    async read(): Promise<number> {
      calls += 1;
      const { rows } = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      for (const { pid } of rows) {
        const now = await cpuMs(pid).catch(() => null);
        if (now === null) continue;
        const known = seen.get(pid);
        if (known) known.last = now;
        else seen.set(pid, { first: calls === 1 ? now : 0, last: now });
      }
      let total = 0;
      for (const { first, last } of seen.values()) total += last - first;
      return total;
    },
    /** Transactions committed on the database so far (as its statistics have them). */
    async commits(): Promise<number> {
      const { rows } = await client.query<{ n: string }>(
        'select xact_commit as n from pg_stat_database where datname = current_database()',
      );
      return Number(rows[0]!.n);
    },
    close: () => client.end(),
  };
}

export type DatabaseCpu = Awaited<ReturnType<typeof databaseCpu>>;
