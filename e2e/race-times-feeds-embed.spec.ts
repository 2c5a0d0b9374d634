import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from '@playwright/test';
import { embedPath } from '../src/domain/sharing/public-feeds';
import { ratingLabel } from '../src/domain/voting/rating-labels';
import { seedVotes } from '../test/server/seed-votes';
import { seriousA11yViolations } from './support/accessibility';
import { type AppServer, startAppServer } from './support/app-server';
import { expect, test } from './support/fixtures';

// Start times in the fan's own zone and clock, the calendar subscription link, and the
// verdict card embedded in another site's page.

const QATAR = 'Qatar Grand Prix'; // 2026-11-29, lights out 16:00 UTC
const WEEK_BEFORE = new Date('2026-11-21T12:00:00Z');

async function qatarCard(
  browser: Browser,
  app: AppServer,
  timezoneId: string,
  locale: string,
  now: Date,
) {
  const context = await browser.newContext({ baseURL: app.url, timezoneId, locale });
  const page = await context.newPage();
  await page.clock.setFixedTime(now);
  await page.goto('/');
  const card = page
    .getByRole('region', { name: 'UPCOMING', exact: true })
    .getByRole('article', { name: QATAR });
  await expect(card).toBeVisible();
  return { context, card };
}

test('a fan in London and a fan in Los Angeles each read the race start in their own time', async ({
  browser,
  app,
}) => {
  const london = await qatarCard(browser, app, 'Europe/London', 'en-GB', WEEK_BEFORE);
  await expect(london.card.getByText('Sun 29 Nov · 16:00')).toBeVisible();
  await expect(london.card.locator('time')).toHaveAttribute('datetime', '2026-11-29T16:00:00Z');
  await london.context.close();

  const losAngeles = await qatarCard(browser, app, 'America/Los_Angeles', 'en-US', WEEK_BEFORE);
  await expect(losAngeles.card.getByText('Sun 29 Nov · 8:00 AM')).toBeVisible();
  await losAngeles.context.close();
});

test('on race day fans count down to voting in hours, in Tokyo and in London', async ({
  browser,
  app,
}) => {
  // 05:00 on Sunday in Tokyo: the 16:00 UTC start is 01:00 on Monday there, so for this fan
  // the race is tomorrow (one race day everywhere, decision 0127), on its card and badge.
  const tokyo = await qatarCard(
    browser,
    app,
    'Asia/Tokyo',
    'en-GB',
    new Date('2026-11-28T20:00:00Z'),
  );
  await expect(tokyo.card.getByText('Vote tomorrow')).toBeVisible();
  await expect(tokyo.card.getByText('Mon 30 Nov · 01:00')).toBeVisible();
  await tokyo.context.close();

  // Race day has begun in UTC too: the race stays ahead until voting opens.
  const london = await qatarCard(
    browser,
    app,
    'Europe/London',
    'en-GB',
    new Date('2026-11-29T08:00:00Z'),
  );
  await expect(london.card.getByText('Voting opens in 10 h')).toBeVisible();
  await london.context.close();
});

test.describe('on the install page', () => {
  test.use({ timezoneId: 'Europe/London', locale: 'en-GB' });

  test('a fan adds every race to their calendar with one link', async ({ page, app }) => {
    await page.clock.setFixedTime(WEEK_BEFORE);
    await page.goto('/install');
    await expect(
      page.getByText('Next up: Qatar Grand Prix, Sun 29 Nov · 16:00 your time.'),
    ).toBeVisible();
    const link = page.getByRole('link', { name: 'Add to calendar' });
    const host = new URL(app.url).host;
    await expect(link).toHaveAttribute('href', `webcal://${host}/calendar.ics`);
    // The webcal: address is the calendar file over HTTP.
    const href = (await link.getAttribute('href'))!;
    const res = await page.request.get(href.replace(/^webcal:/, 'http:'));
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await res.text()).toContain('UID:2026-qatar-grand-prix-race@');
  });
});

test.describe('offline after opening an embed', () => {
  test.use({ allowConsoleErrors: true }); // offline, the live stream fails to connect

  test('a fan who opened a verdict card directly still gets the app offline', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await page.goto(embedPath('2026-qatar-grand-prix'));
    await expect(page.getByRole('heading', { name: 'Qatar GP' })).toBeVisible();

    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Qatar GP' })).toHaveCount(0);
    await context.setOffline(false);
  });
});

test.describe('the embedded verdict card', () => {
  const RACE = '2026-monaco-grand-prix';
  let app: AppServer;
  let site: Server;
  let siteUrl: string;

  test.beforeAll(async () => {
    app = await startAppServer();
    await seedVotes(
      app.databaseUrl,
      RACE,
      Array.from({ length: 5 }, () => ({ starRating: 5, viewMode: 'Full Race' as const })),
    );
    // Another site: a different origin (its own loopback port) with a page of iframes.
    site = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="en"><head><title>F1 forum</title></head><body>
        <h1>Race talk</h1>
        <iframe title="Race verdict" src="${app.url}${embedPath(RACE)}?livery=papaya" width="320" height="220"></iframe>
        <iframe title="Home page" src="${app.url}/" width="320" height="220"></iframe>
      </body></html>`);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => site?.close(resolve));
    await app?.stop();
  });

  test.use({ allowConsoleErrors: true }); // Chromium logs the refused frame of the home page.

  test('another site embeds the card and its readers see the verdict, but not the app itself', async ({
    page,
  }) => {
    await page.goto(siteUrl);
    const card = page.frameLocator('iframe[title="Race verdict"]');
    await expect(card.getByRole('heading', { name: 'Monaco GP' })).toBeVisible();
    await expect(card.getByText(ratingLabel(5), { exact: true })).toBeVisible();
    await expect(card.getByText('Best way to watch: Full Race')).toBeVisible();
    const back = card.getByRole('link', { name: 'See the verdict on GP Vibes' });
    await expect(back).toHaveAttribute('href', new RegExp(`/r/${RACE}$`));
    await expect(back).toHaveAttribute('target', '_blank');

    // The rest of the site refuses to be framed (frame-ancestors 'none'): Chromium shows
    // its error page in that frame instead of the app.
    await page.waitForLoadState('load');
    const home = await page.locator('iframe[title="Home page"]').elementHandle();
    const frame = await home?.contentFrame();
    expect(frame?.url()).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('iframe[title="Home page"]').getByText('UPCOMING')).toHaveCount(
      0,
    );
  });

  test('the card reads well to a screen reader and a keyboard', async ({ page }) => {
    await page.goto(`${app.url}${embedPath(RACE)}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'See the verdict on GP Vibes' })).toBeFocused();
  });
});
