import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import { createPrng, randomVote } from '../../../test/proof/prng';
import {
  PROOF_RACE,
  readAllVotes,
  stableJson,
  tallyMismatches,
  userIdOf,
} from '../../../test/proof/proof-votes';
import { runAdminWithEnv } from '../../../test/server/admin-cli';
import { type AppInstance, startInstance, stopInstances } from '../../../test/server/app-instances';
import { startServerProcess } from '../../../test/server/server-process';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { newToken, postVote } from '../../../test/server/vote-requests';
import { normalizeVote } from '../../domain/voting/vote';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations/index';
import { openReadyDatabase } from '../open-ready';
import { takeBackup } from './backup';

// A backup taken while votes arrive, restored into a fresh database and served: every vote
// acknowledged before the backup began is there, and every tally equals its votes.

const PARALLEL = 8;
const STREAM_MS_AFTER_BACKUP = 300;
const PG_ENV = { PG_BIN: '/usr/lib/postgresql/15/bin' };

type Vote = ReturnType<typeof randomVote>;
interface Ack {
  userId: string;
  vote: Vote;
  at: number;
}

const storedForm = ({ raceId, starRating, viewMode, reasonTags }: Vote) => {
  const v = normalizeVote({ raceId, starRating, viewMode, reasonTags });
  return stableJson({ ...v, reasonTags: [...v.reasonTags].sort() });
};

/** Fresh fans voting through the real app until `stop()`; each acknowledged vote is logged. */
function startVoteStream(instance: AppInstance) {
  const acks: Ack[] = [];
  const prng = createPrng(11);
  let running = true;
  const worker = async () => {
    while (running) {
      const token = await newToken(instance.app);
      const vote = randomVote(prng, PROOF_RACE);
      const res = await postVote(instance.app, token, vote);
      if (res.statusCode !== 200) throw new Error(`vote: ${res.statusCode} ${res.body}`);
      acks.push({ userId: userIdOf(token), vote, at: Date.now() });
    }
  };
  const workers = Promise.all(Array.from({ length: PARALLEL }, worker));
  return {
    acks,
    async stop() {
      running = false;
      await workers;
    },
  };
}

describe.each(TEST_DATABASES)('db:backup and db:restore on $name', (kind) => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'gpvibes-backup-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('a backup taken mid-stream restores every vote acknowledged before it began', async () => {
    const source = await kind.create();
    const target = await kind.create();
    let instance: AppInstance | undefined;
    try {
      instance = await startInstance(source.url, { RATE_LIMITS: 'off' });
      await instance.app.deps.races.setCurrent(PROOF_RACE, true, { manual: true });
      const stream = startVoteStream(instance);
      while (stream.acks.length < 50) await new Promise((r) => setTimeout(r, 20));
      const file = join(dir, kind.name === 'sqlite' ? 'race-day.sqlite' : 'race-day.pgdump');
      const began = Date.now();
      const backup = await runAdminEnv(source.url, 'db:backup', file);
      await new Promise((r) => setTimeout(r, STREAM_MS_AFTER_BACKUP));
      await stream.stop();
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      const before = stream.acks.filter((a) => a.at < began);
      expect(stream.acks.length).toBeGreaterThan(before.length); // votes arrived meanwhile

      const restore = await runAdminEnv(target.url, 'db:restore', file);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);

      const restored = await openDatabase(target.url);
      try {
        const stored = new Map(
          (await readAllVotes(restored)).map((v) => [`${v.raceId}/${v.userId}`, v]),
        );
        const missing = before.filter((a) => {
          const row = stored.get(`${PROOF_RACE}/${a.userId}`);
          return !row || storedForm(row) !== storedForm(a.vote);
        });
        expect(missing).toEqual([]);
        const { mismatches } = await tallyMismatches(restored);
        expect(mismatches).toEqual([]);
      } finally {
        await restored.close();
      }

      // A server starts on the restored database and serves the whole tally.
      const server = await startServerProcess(target.url);
      try {
        const tally = (await (await fetch(`${server.url}/api/tallies/${PROOF_RACE}`)).json()) as {
          totalVotes: number;
        };
        expect(tally.totalVotes).toBeGreaterThanOrEqual(before.length);
      } finally {
        await server.stop();
      }

      const again = await runAdminEnv(target.url, 'db:restore', file);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/holds data \(\d+ votes.*nothing was changed/);
    } finally {
      await stopInstances(instance);
      await source.drop();
      await target.drop();
    }
  });

  it('restores a backup of an older schema, then migrates it', async () => {
    const source = await kind.create();
    const target = await kind.create();
    try {
      const old = await openDatabase(source.url);
      const names = Object.keys(migrations);
      const migrator = new Migrator({
        db: old.db,
        provider: { getMigrations: async () => migrations },
      });
      const { error } = await migrator.migrateTo(names[names.length - 4]!);
      expect(error).toBeUndefined();
      // Taken in-process: the CLI would bring the source up to date before copying it.
      const file = join(dir, 'old-schema.backup');
      await takeBackup({ databaseUrl: source.url, kind: old.kind, pgBin: PG_ENV.PG_BIN }, file);
      await old.close();
      const restore = await runAdminEnv(target.url, 'db:restore', file);
      expect(restore.stderr).toBe('');
      const restored = await openDatabase(target.url);
      try {
        const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(
          restored.db,
        );
        expect(rows.map((r) => r.name).sort()).toEqual(names);
        await migrateToLatest(restored.db); // nothing left to do
      } finally {
        await restored.close();
      }
    } finally {
      await source.drop();
      await target.drop();
    }
  });

  it('refuses a file that is not one of our backups, changing nothing', async () => {
    const target = await kind.create();
    try {
      const junk = join(dir, 'notes.txt');
      writeFileSync(junk, 'not a backup\n');
      const refused = await runAdminEnv(target.url, 'db:restore', junk);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/notes\.txt is not a GP Vibes backup/);
      // A SQLite database that is not ours.
      const foreign = join(dir, 'foreign.sqlite');
      const other = await openDatabase(foreign);
      await other.sqlite?.exec('create table t (x)');
      await other.close();
      const alsoRefused = await runAdminEnv(target.url, 'db:restore', foreign);
      expect(alsoRefused.code).toBe(1);
      expect(alsoRefused.stderr).toMatch(
        kind.name === 'sqlite'
          ? /not a usable GP Vibes backup.*lacks our tables/
          : /is a SQLite backup/,
      );
      const db = await openReadyDatabase(target.url);
      await db.close();
    } finally {
      await target.drop();
    }
  });
});

/** The admin CLI as an operator runs it, with PG_BIN pointing at this machine's tools. */
function runAdminEnv(databaseUrl: string, ...args: string[]) {
  return runAdminWithEnv(PG_ENV, databaseUrl, ...args);
}
