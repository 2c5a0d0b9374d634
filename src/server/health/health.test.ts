import pg from 'pg';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES, TEST_POSTGRES_ADMIN_URL } from '../../../test/server/test-databases';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/unavailable';
import { DATABASE_UNAVAILABLE_BODY } from '../http/errors';

/** Takes the database away under the running app, as a crash or an outage would. */
async function loseDatabase(t: TestApp): Promise<void> {
  if (t.database.kind === 'sqlite') {
    await t.database.close();
    // Closed on purpose; the shared teardown must not close it twice.
    t.database.close = async () => {};
    return;
  }
  // PostgreSQL: refuse new connections and cut the open ones (the live feed's too).
  const name = new URL(t.config.databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
      name,
    ]);
  } finally {
    await admin.end();
  }
}

describe.each(TEST_DATABASES)('GET /healthz on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('is ok while the database answers', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: kind.name });
  });

  it('answers 503, without internals, once the database is gone', async () => {
    await loseDatabase(t);
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: kind.name });
    expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    // The API keeps answering in JSON too, with no driver message in it: "try again later".
    const races = await t.app.inject('/api/races');
    expect(races.statusCode).toBe(503);
    expect(races.json()).toEqual(DATABASE_UNAVAILABLE_BODY);
    expect(races.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  });
});

describe.each(TEST_DATABASES)('GET /healthz on $name while the instance leaves', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('answers 503 draining once the listener has closed, the database still reachable', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    // What the shutdown does first (graceful-shutdown.ts): the port closes, the app runs on.
    await new Promise<void>((resolve) => t.app.server.close(() => resolve()));
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'draining', database: kind.name });
  });
});
