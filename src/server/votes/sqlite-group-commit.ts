import type SqliteDatabase from 'better-sqlite3';

/** Most votes in one transaction; a bigger burst is split over several. */
export const MAX_GROUP = 256;

/** What became of one vote of a group: its answer, or why it alone was refused. */
export type Outcome<O> = { ok: true; value: O } | { ok: false; error: unknown };

/**
 * Group commit for SQLite. Every commit writes the pages a vote touched — its tally row,
 * its tags, the votes index — to the WAL, and on race day every vote touches the same
 * tally page. Votes that arrive in the same turn of the event loop are therefore written
 * in ONE transaction by `writeGroup`, which answers each vote on its own (a refused or
 * failing vote fails alone, the others commit together); every caller is answered only
 * after that commit — so a 200 still means stored. If the transaction itself fails, every
 * vote of the group fails with it. Measured in-process: ~6–7k votes/s one by one, ~18k/s
 * in groups of 8.
 */
export function createGroupCommit<I, O>(
  sqlite: SqliteDatabase.Database,
  /** Writes a group inside one transaction (a better-sqlite3 transaction function on `sqlite`). */
  writeGroup: SqliteDatabase.Transaction<(inputs: I[]) => Outcome<O>[]>,
  /** Runs the group when the connection is free (no query-builder transaction open). */
  whenFree: (run: () => void) => Promise<void>,
  /** Told the size of each group that committed (tests, metrics). */
  onCommit: (size: number) => void = () => {},
) {
  const queue: { input: I; resolve(value: O): void; reject(error: unknown): void }[] = [];
  /** Groups taken from the queue and not yet written (one waiting for the connection). */
  let writing = 0;
  /** Callers of flushed(), told once no vote waits and no group is being written. */
  const flushWaiters: (() => void)[] = [];
  const groupDone = () => {
    writing -= 1;
    if (queue.length === 0 && writing === 0) for (const done of flushWaiters.splice(0)) done();
  };

  function flush(): void {
    const group = queue.splice(0, MAX_GROUP);
    if (queue.length > 0) setImmediate(flush);
    writing += 1;
    const run = () => {
      let outcomes: Outcome<O>[];
      try {
        outcomes = writeGroup.immediate(group.map((item) => item.input));
        onCommit(group.length);
      } catch (error) {
        for (const item of group) item.reject(error);
        return;
      }
      outcomes.forEach((outcome, i) => {
        if (outcome.ok) group[i]!.resolve(outcome.value);
        else group[i]!.reject(outcome.error);
      });
    };
    if (!sqlite.inTransaction) {
      try {
        run();
      } finally {
        groupDone();
      }
    } else
      whenFree(run)
        .catch((error) => {
          for (const item of group) item.reject(error);
        })
        .finally(groupDone);
  }

  const record = (input: I): Promise<O> =>
    new Promise<O>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      if (queue.length === 1) setImmediate(flush);
    });
  return Object.assign(record, {
    /**
     * Resolves once every vote handed over so far is written or failed (the shutdown waits
     * for it before it closes the database, so a vote taken is written even when the fan
     * who sent it has gone).
     */
    flushed(): Promise<void> {
      if (queue.length === 0 && writing === 0) return Promise.resolve();
      return new Promise<void>((resolve) => flushWaiters.push(resolve));
    },
    /** Votes taken and not yet written (the shutdown log says how many it waits for). */
    waiting: (): number => queue.length + writing,
  });
}
