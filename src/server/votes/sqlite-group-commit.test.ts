import SqliteDatabase from 'better-sqlite3';
import { createGroupCommit, MAX_GROUP, type Outcome } from './sqlite-group-commit';

// The group commit on its own, on an in-memory database: which writes share a
// transaction, who is answered what, and what survives a failure.

function setup(whenFree: (run: () => void) => Promise<void> = async (run) => run()) {
  const sqlite = new SqliteDatabase(':memory:');
  sqlite.exec('create table t (id integer primary key, v text not null)');
  const insert = sqlite.prepare('insert into t (id, v) values (?, ?)');
  // Each row is one statement: one that fails is undone alone, as each vote's own row is.
  const writeGroup = sqlite.transaction((rows: { id: number; v: string | null }[]) =>
    rows.map((row): Outcome<number> => {
      try {
        insert.run(row.id, row.v);
        return { ok: true, value: row.id };
      } catch (error) {
        return { ok: false, error };
      }
    }),
  );
  const groups: number[] = [];
  const write = createGroupCommit(sqlite, writeGroup, whenFree, (size) => groups.push(size));
  const count = () => (sqlite.prepare('select count(*) as n from t').get() as { n: number }).n;
  return { sqlite, write, count, groups };
}

describe('SQLite group commit', () => {
  it('commits votes that arrive together in one transaction, answering each with its own result', async () => {
    const { write, count, groups } = setup();
    const results = await Promise.all(Array.from({ length: 50 }, (_, id) => write({ id, v: 'x' })));
    expect(results).toEqual(Array.from({ length: 50 }, (_, id) => id));
    expect(count()).toBe(50);
    expect(groups).toEqual([50]);
    // A vote arriving later starts a group of its own.
    await write({ id: 99, v: 'x' });
    expect(groups).toEqual([50, 1]);
  });

  it('rolls back only the vote that fails; the rest of its group commits', async () => {
    const { write, count } = setup();
    const outcomes = await Promise.allSettled([
      write({ id: 1, v: 'a' }),
      write({ id: 2, v: null }), // NOT NULL: its statement fails and is undone
      write({ id: 1, v: 'again' }), // primary key already taken by the first
      write({ id: 3, v: 'c' }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    expect(count()).toBe(2);
  });

  it(`splits a burst larger than ${MAX_GROUP} votes over several transactions`, async () => {
    const { write, count, groups } = setup();
    const burst = MAX_GROUP * 2 + 3;
    await Promise.all(Array.from({ length: burst }, (_, id) => write({ id, v: 'x' })));
    expect(count()).toBe(burst);
    expect(groups).toEqual([MAX_GROUP, MAX_GROUP, 3]);
  });

  it('waits while another transaction holds the connection, then commits', async () => {
    let release = () => {};
    const free = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { sqlite, write, count } = setup(async (run) => {
      await free;
      run();
    });
    sqlite.exec('begin');
    const pending = write({ id: 1, v: 'x' });
    await new Promise((resolve) => setImmediate(resolve));
    sqlite.exec('commit');
    release();
    await expect(pending).resolves.toBe(1);
    expect(count()).toBe(1);
  });

  it('flushed() resolves once every vote taken is written, one waiting for the connection too', async () => {
    let release = () => {};
    const free = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { sqlite, write, count } = setup(async (run) => {
      await free;
      run();
    });
    await write.flushed(); // nothing taken: at once
    sqlite.exec('begin');
    const pending = [write({ id: 1, v: 'x' }), write({ id: 2, v: 'y' })];
    expect(write.waiting()).toBe(2);
    let flushed = false;
    const flushing = write.flushed().then(() => {
      flushed = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(flushed).toBe(false);
    sqlite.exec('commit');
    release();
    await flushing;
    expect(count()).toBe(2);
    expect(write.waiting()).toBe(0);
    await expect(Promise.all(pending)).resolves.toEqual([1, 2]);
  });

  it('rejects every vote of a group whose transaction cannot run', async () => {
    const { sqlite, write } = setup();
    sqlite.close();
    const outcomes = await Promise.allSettled([write({ id: 1, v: 'x' }), write({ id: 2, v: 'y' })]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
  });
});
