import { allowance, ROTATIONS, served } from '../../../test/server/network-rotations';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { parseAnalyticsBatch } from '../../domain/analytics/analytics-batch';
import { storedBytes } from './analytics-repo';
import { createByteBudget } from './byte-budget';

// The bytes stored per minute count per network at each width the client's address
// belongs to: the narrowest gets ANALYTICS_BYTES_PER_MINUTE, each wider one × its factor.

const MINUTE = 60_000;
const T0 = 1_750_000_020_000 - (1_750_000_020_000 % MINUTE);

describe('createByteBudget per network', () => {
  const SPEND = 100;
  const BASE = 3;

  it.each(ROTATIONS)('$what: the $width budget, then refused; the neighbour spends', (rotation) => {
    const budget = createByteBudget(SPEND * BASE);
    const answers = Array.from({ length: allowance(rotation, BASE) + 1 }, (_, i) =>
      budget.take(rotation.address(i), SPEND, T0),
    );
    expect(answers).toEqual(served(rotation, BASE, true, false));
    expect(budget.take(rotation.neighbour, SPEND, T0)).toBe(true);
  });

  it('a refused spend takes nothing from any width', () => {
    const budget = createByteBudget(SPEND);
    expect(budget.take('2001:db8:1:1::1', SPEND, T0)).toBe(true);
    // Refused at the /64: the /56 and /48 keep all they had.
    expect(budget.take('2001:db8:1:1::2', SPEND, T0)).toBe(false);
    expect(budget.take('2001:db8:1:2::1', SPEND, T0)).toBe(true);
    expect(budget.take('2001:db8:1:3::1', SPEND, T0)).toBe(false);
  });
});

const BATCH = { events: [{ name: 'page_view', props: { path: '/', route: 'home' } }] };
const parsed = parseAnalyticsBatch(BATCH, Date.now());
const BATCH_BYTES = parsed.ok ? storedBytes(parsed.batch.events) : 0;
/** Batches one address may store a minute; the setting has a floor of 1024 bytes. */
const BATCHES = Math.ceil(1024 / BATCH_BYTES);

/** Every budget refills when the minute turns: a rotation must not straddle it. */
async function clearOfTheMinuteTurning() {
  const left = MINUTE - (Date.now() % MINUTE);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe.each(TEST_DATABASES)('analytics bytes per network on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      TRUST_PROXY: '1',
      ANALYTICS_BYTES_PER_MINUTE: String(BATCHES * BATCH_BYTES),
      RATE_LIMIT_EVENTS_PER_MINUTE: '1000000',
    });
  });
  afterAll(async () => t?.close());

  const send = (client: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/events',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': client },
      payload: BATCH,
    });

  it.each(ROTATIONS)(
    '$what: the $width budget, then 429; the neighbour is served',
    async (rotation) => {
      await clearOfTheMinuteTurning();
      const codes = [];
      for (let i = 0; i <= allowance(rotation, BATCHES); i += 1) {
        codes.push((await send(rotation.address(i))).statusCode);
      }
      expect(codes).toEqual(served(rotation, BATCHES, 202, 429));
      expect((await send(rotation.neighbour)).statusCode).toBe(202);
    },
  );
});
