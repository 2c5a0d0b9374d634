import type { AppServer } from './support/app-server';
import { expect, test } from './support/fixtures';

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
    })
    .toEqual({ page_view: 2, theme_menu_open: 1 });
  // Nothing identifying travels with the events.
  expect(sent.join('\n')).not.toMatch(/token|authorization|userAgent/i);
});
