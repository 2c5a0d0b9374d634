import { votingSectionLabel } from '../src/domain/races/localized-race-name';
import { raceIdFor } from '../src/domain/races/race-names';
import { STORAGE_KEYS } from '../src/domain/site/storage-keys';
import { STAR_WORDS } from '../src/domain/voting/rating-labels';
import { WATCH_MODE_LABELS } from '../src/domain/voting/watch-modes';
import { createAnalyticsRepo } from '../src/server/analytics/analytics-repo';
import { openReadyDatabase } from '../src/server/open-ready';
import { type AppServer, startAppServer } from './support/app-server';
import { expect, test } from './support/fixtures';

/** The vote form's notes in English (the catalogues are JSON, which this runner cannot import). */
const VOTE_SUCCESS_MESSAGE = 'Vote submitted successfully';

/** Each look runs the admin CLI, which takes a moment to start on a busy machine. */
const POLL = { timeout: 20_000 };

interface Stats {
  total: number;
  events: { name: string; count: number }[];
}

function countsOf(app: AppServer): Record<string, number> {
  const stats = JSON.parse(app.admin('stats', '--json')) as Stats;
  return Object.fromEntries(stats.events.map((e) => [e.name, e.count]));
}

test('a fan browses and the visit reaches the server as first-party events', async ({
  page,
  app,
}) => {
  const before = countsOf(app);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/events')) sent.push(request.postData() ?? '');
  });

  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: 'Site menu' })
    .getByRole('link', { name: 'Support' })
    .click();
  await expect(page.getByRole('heading', { name: 'Support the product' })).toBeVisible();
  await page.getByRole('button', { name: 'Choose livery' }).click();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  // Leaving the page hands the queue to sendBeacon.
  await page.goto('about:blank');

  await expect
    .poll(() => {
      const after = countsOf(app);
      return {
        page_view: (after.page_view ?? 0) - (before.page_view ?? 0),
        theme_menu_open: (after.theme_menu_open ?? 0) - (before.theme_menu_open ?? 0),
      };
    }, POLL)
    .toEqual({ page_view: 2, theme_menu_open: 1 });
  // Nothing identifying travels with the events.
  expect(sent.join('\n')).not.toMatch(/token|authorization|userAgent/i);
});

test('a fan rates the live race and the vote journey reaches the server', async ({ page }) => {
  const app = await startAppServer();
  try {
    const race = { id: raceIdFor(2026, 'Las Vegas Grand Prix'), name: 'Las Vegas Grand Prix' };
    app.admin('races:set-current', race.id);
    await page.goto(`${app.url}/`);
    const form = page.getByRole('region', { name: votingSectionLabel(race) });
    await form.getByRole('button', { name: `2 stars: ${STAR_WORDS[2]}` }).click();
    await form.getByRole('button', { name: WATCH_MODE_LABELS['Highlights Only'] }).click();
    await expect(form.getByRole('status')).toHaveText(VOTE_SUCCESS_MESSAGE);
    const token = await page.evaluate(
      (key) => localStorage.getItem(key),
      STORAGE_KEYS.sessionToken,
    );
    await page.goto('about:blank');

    await expect
      .poll(() => {
        const counts = countsOf(app);
        return [counts.vote_attempt, counts.vote_submitted, counts.vote_complete];
      }, POLL)
      .toEqual([1, 1, 1]);
    const stats = JSON.parse(app.admin('stats', '--json')) as Stats;
    expect(stats.events.map((e) => e.name)).toContain('page_view');
    // The race and the vote are stored; the fan's identity token is not.
    const database = await openReadyDatabase(app.databaseUrl);
    try {
      const rows = await createAnalyticsRepo(database).listAll();
      const complete = rows.find((r) => r.name === 'vote_complete');
      expect(complete?.props).toMatchObject({
        raceId: race.id,
        starRating: 2,
        viewMode: 'Highlights Only',
      });
      expect(token).toBeTruthy();
      expect(JSON.stringify(rows)).not.toContain(token);
    } finally {
      await database.close();
    }
  } finally {
    await app.stop();
  }
});
