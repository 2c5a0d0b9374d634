import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAdminWithEnv } from '../../../test/server/admin-cli';
import {
  browserKeys,
  PRIVATE_ENDPOINTS,
  startLocalPushService,
  storedSubscription,
} from '../../../test/server/local-push-service';
import { type ServerProcess, startServerProcess } from '../../../test/server/server-process';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import type { Database } from '../db/connect';
import { openReadyDatabase } from '../open-ready';
import { createSubscriptionsRepo } from './subscriptions-repo';

// Against the real server process, with no test switch: a push subscription is a URL the
// server will POST to, so an anonymous client must not be able to point it at the server's
// own network, nor take over or remove someone else's subscription, nor fill the table.

describe('push subscriptions refuse what a hostile client sends, real server', () => {
  let server: ServerProcess;
  let scratch: Awaited<ReturnType<(typeof TEST_DATABASES)[0]['create']>>;
  let database: Database;

  beforeAll(async () => {
    scratch = await TEST_DATABASES[0]!.create();
    server = await startServerProcess(scratch.url, {
      PUSH_SUBSCRIPTIONS_PER_ADDRESS: '3',
      PUSH_SUBSCRIPTIONS_MAX: '1000',
    });
    database = await openReadyDatabase(scratch.url);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await scratch?.drop();
  });

  const call = (method: 'POST' | 'DELETE', body: unknown) =>
    fetch(`${server.url}/api/push/subscriptions`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const count = () => createSubscriptionsRepo(database.db).count();

  it.each(PRIVATE_ENDPOINTS)('refuses an endpoint at %s with a 400', async (endpoint) => {
    const res = await call('POST', { endpoint, keys: browserKeys() });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'INVALID_SUBSCRIPTION' });
  });

  it('stored none of them', async () => {
    expect(await count()).toBe(0);
  });

  it('needs the auth secret to change or remove a subscription, and caps one network', async () => {
    const fan = { endpoint: 'https://push.example.net/send/fan', keys: browserKeys() };
    expect((await call('POST', fan)).status).toBe(201);
    // Knowing the endpoint is not enough to switch a fan's alerts off or rekey them.
    expect((await call('DELETE', { endpoint: fan.endpoint })).status).toBe(400);
    const forged = await call('DELETE', {
      endpoint: fan.endpoint,
      keys: { auth: browserKeys().auth },
    });
    expect(forged.status).toBe(403);
    expect((await call('POST', { ...fan, keys: browserKeys() })).status).toBe(403);
    expect(await count()).toBe(1);

    for (const n of [2, 3]) {
      const res = await call('POST', {
        endpoint: `https://push.example.net/send/${n}`,
        keys: browserKeys(),
      });
      expect(res.status).toBe(201);
    }
    const over = await call('POST', {
      endpoint: 'https://push.example.net/send/4',
      keys: browserKeys(),
    });
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ code: 'TOO_MANY_SUBSCRIPTIONS' });
    expect(await count()).toBe(3);

    expect((await call('DELETE', fan)).status).toBe(204);
    expect(await count()).toBe(2);
  });

  // A row stored before these rules (or by any other way in): the delivery checks again.
  it('sends nothing to a stored loopback endpoint when the alert goes out', async () => {
    const push = await startLocalPushService();
    const caDir = mkdtempSync(join(tmpdir(), 'gpvibes-ca-'));
    writeFileSync(join(caDir, 'ca.pem'), push.certPem);
    const sendAlert = async (raceId: string, env: Record<string, string> = {}) => {
      const sent = await runAdminWithEnv(
        { NODE_EXTRA_CA_CERTS: join(caDir, 'ca.pem'), ...env },
        scratch.url,
        'alerts:send',
        raceId,
        'voting-open',
      );
      if (sent.code !== 0) throw new Error(sent.stderr);
      return sent.stdout;
    };
    try {
      await database.db.deleteFrom('push_subscriptions').execute();
      const target = push.subscribe('inside');
      const at = new Date().toISOString();
      await database.db
        .insertInto('push_subscriptions')
        .values(storedSubscription(target, at))
        .execute();
      expect(await sendAlert('2026-qatar-grand-prix')).toMatch(/0 delivered, 1 failed/);
      expect(push.attempts('inside')).toBe(0);
      // The same row with loopback allowed (tests only) is reached: the rule is what stopped it.
      expect(await sendAlert('2026-abu-dhabi-grand-prix', { PUSH_TEST_LOOPBACK: 'on' })).toMatch(
        /1 delivered, 0 failed/,
      );
      expect(push.attempts('inside')).toBe(1);
    } finally {
      await push.close();
      rmSync(caDir, { recursive: true, force: true });
    }
  });
});
