import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openReadyDatabase } from '../src/server/open-ready';
import {
  type EndpointBehaviour,
  startLocalPushService,
  storedSubscription,
} from '../test/server/local-push-service';
import { scratchDatabase } from './servers';

// One alert to many subscriptions on a local HTTPS push service, sent the way an operator
// sends it (the admin CLI's alerts:send, its own process), with a share of endpoints that
// never answer (black-holed) and a share that answer a byte every two seconds (trickling).
// Measures how long the healthy subscribers wait, and how long the whole alert takes.

export interface PushDeliveryFigures {
  subscriptions: number;
  healthy: number;
  /** Seconds from the start of alerts:send until the last healthy subscriber had the alert. */
  healthySeconds: number;
  /** Seconds until alerts:send finished (slow endpoints cut at their deadline). */
  allSeconds: number;
  delivered: number;
  failed: number;
}

const BENCH_RACE = '2026-las-vegas-grand-prix';

export async function measurePushDelivery(opts: {
  subscriptions: number;
  blackHoledShare: number;
  tricklingShare: number;
}): Promise<PushDeliveryFigures> {
  const push = await startLocalPushService();
  const scratch = await scratchDatabase('sqlite');
  const caDir = mkdtempSync(join(tmpdir(), 'gpvibes-bench-ca-'));
  const caFile = join(caDir, 'ca.pem');
  writeFileSync(caFile, push.certPem);
  try {
    const database = await openReadyDatabase(scratch.url);
    const broken = (i: number): EndpointBehaviour => {
      const every = (share: number) => Math.round(1 / share);
      if (i % every(opts.blackHoledShare) === 0) return 'black-holed';
      if (i % every(opts.tricklingShare) === 1) return 'trickling';
      return 'healthy';
    };
    let healthy = 0;
    const at = new Date().toISOString();
    const rows = Array.from({ length: opts.subscriptions }, (_, i) => {
      const behaviour = broken(i);
      if (behaviour === 'healthy') healthy += 1;
      return storedSubscription(push.subscribe(`s${i}`, [], behaviour), at);
    });
    for (let i = 0; i < rows.length; i += 500) {
      await database.db
        .insertInto('push_subscriptions')
        .values(rows.slice(i, i + 500))
        .execute();
    }
    await database.close();

    const started = Date.now();
    let healthyAt = 0;
    const watch = setInterval(() => {
      if (!healthyAt && push.received.length >= healthy) healthyAt = Date.now();
    }, 50);
    const output = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        [
          '--import',
          'tsx',
          'src/server/admin/cli.ts',
          'alerts:send',
          BENCH_RACE,
          'voting-open',
          '--json',
        ],
        {
          env: {
            ...process.env,
            DATABASE_URL: scratch.url,
            NODE_EXTRA_CA_CERTS: caFile,
            PUSH_TEST_LOOPBACK: 'on',
            LOG_LEVEL: 'warn',
          },
          maxBuffer: 16 * 1024 * 1024,
        },
        (error, stdout, stderr) =>
          error ? reject(new Error(stderr || error.message)) : resolve(stdout),
      );
    });
    const allAt = Date.now();
    clearInterval(watch);
    if (!healthyAt && push.received.length >= healthy) healthyAt = allAt;
    const result = JSON.parse(output) as { delivered: number; failed: number };
    return {
      subscriptions: opts.subscriptions,
      healthy,
      healthySeconds: healthyAt ? (healthyAt - started) / 1000 : Number.NaN,
      allSeconds: (allAt - started) / 1000,
      delivered: result.delivered,
      failed: result.failed,
    };
  } finally {
    await push.close();
    await scratch.drop();
    rmSync(caDir, { recursive: true, force: true });
  }
}
