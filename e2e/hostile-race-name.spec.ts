import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedVotes } from '../test/server/seed-votes';
import { type AppServer, startAppServer } from './support/app-server';
import { expect, test } from './support/fixtures';
import { RACE_DAY } from './support/race-day';

// An operator imports a calendar whose race name carries markup (a typo, a hostile feed):
// every page shows it as plain text, and nothing in it runs.

const MARKUP = '<img src=x onerror=alert(1)>';
/** One hostile race is being rated now (home page), one is past and rated (explorer). */
const LIVE_ID = '2026-markup-grand-prix';
const PAST_ID = '2026-markup-sprint-grand-prix';

let server: AppServer;
let dir: string;
test.beforeAll(async () => {
  server = await startAppServer();
  dir = mkdtempSync(join(tmpdir(), 'gpvibes-hostile-'));
  const file = join(dir, 'calendar.json');
  const race = {
    season: 2026,
    name: `${MARKUP} Grand Prix`,
    location: '<b>Nowhere</b>',
    countryFlag: '🏁',
  };
  const races = [
    { ...race, id: LIVE_ID, round: 30, date: '2026-11-21', isCurrent: true },
    { ...race, id: PAST_ID, round: 29, date: '2026-11-14' },
  ];
  writeFileSync(file, JSON.stringify({ races }));
  server.admin('races:import', file);
  await seedVotes(server.databaseUrl, PAST_ID, [{ starRating: 4, viewMode: 'Full Race' }]);
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test('a race named with markup shows as text and runs nothing, on every page', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.clock.setFixedTime(RACE_DAY);
  for (const path of ['/', '/all-races', `/r/${LIVE_ID}`, `/r/${PAST_ID}`]) {
    await page.goto(`${server.url}${path}`);
    await expect(page.getByText(MARKUP).first(), path).toBeVisible();
    await expect(page.locator('img[src="x"]'), path).toHaveCount(0);
    await expect(page.locator('b', { hasText: 'Nowhere' }), path).toHaveCount(0);
  }
  expect(dialogs).toEqual([]);
});
