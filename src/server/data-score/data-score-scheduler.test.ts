import type { FastifyInstance } from 'fastify';
import { type OpenF1Server, startOpenF1Server } from '../../../test/server/openf1-server';
import { TEST_CLIENT_DIR } from '../../../test/server/test-app';
import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import type { Tally } from '../../domain/types';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import type { Database } from '../db/connect';
import { openReadyDatabase } from '../open-ready';

const AZERBAIJAN = '2025-azerbaijan-grand-prix'; // the safety-car-strategy fixture's day
/** An hour and a minute after the Azerbaijan race day ended. */
const CLOCK = Date.parse('2025-09-22T01:01:00Z');
const silent = { info() {}, warn() {}, error() {} };

async function startApp(scratch: ScratchDatabase, env: Record<string, string>) {
  const config = loadConfig({
    DATABASE_URL: scratch.url,
    LOG_LEVEL: 'silent',
    SCHEDULER_INTERVAL_MS: '1000',
    OPENF1_DELAY_MINUTES: '60',
    ...env,
  });
  const database = await openReadyDatabase(config.databaseUrl);
  const app = await buildApp({
    config,
    database,
    clientDir: TEST_CLIENT_DIR,
    logger: false,
    alerts: { now: () => CLOCK, log: silent },
  });
  await app.ready();
  return { app, database };
}

async function aiRatingWithin(app: FastifyInstance, ms: number): Promise<number | null> {
  const until = Date.now() + ms;
  for (;;) {
    const tally = (await app.inject(`/api/tallies/${AZERBAIJAN}`)).json() as Tally;
    if (tally.AI_Rating_Value !== null || Date.now() > until) return tally.AI_Rating_Value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the scheduler and the data score', () => {
  let openf1: OpenF1Server;
  let scratch: ScratchDatabase;
  let running: { app: FastifyInstance; database: Database } | null = null;

  beforeAll(async () => {
    openf1 = await startOpenF1Server();
  });
  beforeEach(async () => {
    scratch = await TEST_DATABASES[0]!.create();
  });
  afterEach(async () => {
    await running?.app.close();
    await running?.database.close();
    running = null;
    await scratch.drop();
  });
  afterAll(async () => openf1?.close());

  it('scores a finished race by itself when OPENF1_URL is set', async () => {
    running = await startApp(scratch, { OPENF1_URL: `${openf1.url}/v1` });
    expect(await aiRatingWithin(running.app, 20_000)).toBe(3.9);
  });

  it('leaves the AI rating alone by default', async () => {
    const asked = openf1.requests.length;
    running = await startApp(scratch, {});
    // The scheduler ticks at start and every second; none of its ticks asks for data.
    expect(await aiRatingWithin(running.app, 1500)).toBeNull();
    expect(openf1.requests.length).toBe(asked);
  });
});
