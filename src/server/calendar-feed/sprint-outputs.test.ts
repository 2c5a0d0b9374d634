import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { DAY_MS } from '../../domain/constants';
import { ATOM_FEED_PATH, CALENDAR_FEED_PATH, embedPath } from '../../domain/sharing/public-feeds';
import { sharePath } from '../../domain/sharing/share-paths';

// A sprint is a race of its own in every public output: its own calendar events, feed
// entry, embed and share preview, each named so it cannot be taken for its Grand Prix.

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const NOW = Date.now();
const GRAND_PRIX = 'outputs-test-grand-prix';
const SPRINT = `${GRAND_PRIX}-sprint`;

describe.each(TEST_DATABASES)("a sprint's public outputs on $name", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.deps.races.importCalendar([
      {
        id: GRAND_PRIX,
        season: Number(isoDay(NOW).slice(0, 4)),
        round: 1,
        name: 'Outputs Test Grand Prix',
        date: isoDay(NOW - 4 * DAY_MS),
        startsAt: `${isoDay(NOW - 4 * DAY_MS)}T13:00:00Z`,
        sprintStartsAt: `${isoDay(NOW - 5 * DAY_MS)}T13:00:00Z`,
        location: 'Testville',
        countryFlag: '🏁',
        sport: 'formula1',
      },
    ]);
  });
  afterAll(async () => t?.close());

  it('gives the sprint calendar events of its own', async () => {
    const body = (await t.app.inject(CALENDAR_FEED_PATH)).body;
    expect(body).toContain('SUMMARY:🏁 Outputs Test Grand Prix Sprint');
    expect(body).toContain('SUMMARY:🏁 Outputs Test Grand Prix\r\n');
    expect(body).toContain(`DTSTART:${isoDay(NOW - 5 * DAY_MS).replace(/-/g, '')}T130000Z`);
  });

  it('gives the sprint a feed entry of its own, named as a sprint', async () => {
    const body = (await t.app.inject(ATOM_FEED_PATH)).body;
    expect(body).toContain('<title>Outputs Test GP Sprint: no verdict</title>');
    expect(body).toContain('<title>Outputs Test GP: no verdict</title>');
  });

  it("names the sprint in its embed and share preview, and the Grand Prix's stay its own", async () => {
    expect((await t.app.inject(embedPath(SPRINT))).body).toContain(
      '<h1>Outputs Test GP Sprint</h1>',
    );
    expect((await t.app.inject(embedPath(GRAND_PRIX))).body).toContain('<h1>Outputs Test GP</h1>');
    const preview = (await t.app.inject(sharePath(SPRINT))).body;
    expect(preview).toContain('Outputs Test GP Sprint');
    expect((await t.app.inject(sharePath(GRAND_PRIX))).body).not.toContain('Sprint');
  });
});
