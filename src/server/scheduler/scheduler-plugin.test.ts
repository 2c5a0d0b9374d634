import {
  createScratch,
  fakeClock,
  type Scratch,
  startInstance,
} from '../../../test/server/alerts-scratch';
import { startCalendarServer } from '../../../test/server/calendar-server';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { SCHEDULER_LEASE } from './race-scheduler';

const VEGAS = '2026-las-vegas-grand-prix';
// Inside the seeded race's voting window: it starts 04:00 UTC on 22 November and voting
// opens two hours later.
const clock = fakeClock('2026-11-22T09:00:00Z');

async function isCurrent(app: Awaited<ReturnType<typeof startInstance>>['app']) {
  return (await app.deps.races.get(VEGAS))?.isCurrent;
}

describe.each(TEST_DATABASES)('the scheduler runs with the app on $name', (kind) => {
  let scratch: Scratch;
  beforeEach(async () => {
    scratch = await createScratch(kind);
  });
  afterEach(async () => scratch.drop());

  it('starts with the app (SCHEDULER=on) and hands its lease back on close', async () => {
    const server = await startInstance(
      scratch,
      { now: clock.now },
      { SCHEDULER: 'on', SCHEDULER_INTERVAL_MS: '1000' },
    );
    // The first pass runs as the app becomes ready; poll briefly for it, bounded.
    for (let i = 0; i < 50 && !(await isCurrent(server.app)); i += 1)
      await new Promise((r) => setTimeout(r, 100));
    expect(await isCurrent(server.app)).toBe(true);
    const db = server.database.db;
    expect(await db.selectFrom('leases').select('name').execute()).toEqual([
      { name: SCHEDULER_LEASE },
    ]);
    await server.app.close();
    expect(await db.selectFrom('leases').select('name').execute()).toEqual([]);
    await server.database.close();
  });

  it('syncs CALENDAR_URL on the leading instance as it starts', async () => {
    const source = await startCalendarServer();
    // One race of 2027, a season the seed does not have: it appears by itself.
    source.serve('/f1/2027.json', {
      races: [
        {
          name: 'Australian',
          location: 'Melbourne',
          round: 1,
          longitude: 144.97,
          sessions: { gp: '2027-03-14T04:00:00Z' },
        },
      ],
    });
    const server = await startInstance(
      scratch,
      { now: clock.now },
      {
        SCHEDULER: 'on',
        SCHEDULER_INTERVAL_MS: '1000',
        CALENDAR_URL: `${source.url}/f1/2027.json`,
      },
    );
    const added = () => server.app.deps.races.get('2027-australian-grand-prix');
    for (let i = 0; i < 50 && !(await added()); i += 1)
      await new Promise((r) => setTimeout(r, 100));
    expect(await added()).toMatchObject({ date: '2027-03-14', countryFlag: '🇦🇺' });
    await server.close();
    await source.close();
  });

  it('does nothing when SCHEDULER=off', async () => {
    const server = await startInstance(scratch, { now: clock.now }, { SCHEDULER: 'off' });
    await new Promise((r) => setTimeout(r, 300));
    expect(await isCurrent(server.app)).toBe(false);
    expect(await server.database.db.selectFrom('leases').selectAll().execute()).toEqual([]);
    await server.close();
  });
});
