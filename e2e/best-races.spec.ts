import type { Locator, Page } from '@playwright/test';
import { sportBestRacesPath } from '../src/domain/site/routes';
import { seriousA11yViolations } from './support/accessibility';
import { type AppServer, startAppServer } from './support/app-server';
import { expect, test } from './support/fixtures';

// A new fan wants a classic to watch tonight: from the home page on a phone, the best races
// of all time are one tap away (two through the menu), ranked across the decades since
// 1950 by the real ranking API, each opening its own page.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** Decades a first page of the whole ranking should reach, at the least. */
const MIN_DECADES = 3;
const MIN_RACES = 20;

let server: AppServer;
test.beforeAll(async () => {
  // Every Formula 1 race since 1950, as a fresh site has them.
  server = await startAppServer({ F1_HISTORY: 'on' });
});
test.afterAll(async () => server?.stop());

test.use(PHONE);

const rankedList = (page: Page) => page.getByRole('list', { name: 'Best races of all time' });

/** The seasons of the ranked races shown, read from each row's one link ('1976 Japanese GP'). */
async function seasonsOf(list: Locator): Promise<number[]> {
  const names = await list.getByRole('link').allTextContents();
  return names.map((name) => Number(name.slice(0, 4)));
}

test('a fan taps from the home page to a ranking of 20+ races across the decades, and opens one', async ({
  page,
}) => {
  await page.goto(`${server.url}/`);
  // One tap from the home page.
  await page.getByRole('link', { name: /Best races of all time/ }).tap();
  await expect(page).toHaveURL(/\/best-races$/);
  const list = rankedList(page);
  await expect(list.getByRole('listitem').nth(MIN_RACES - 1)).toBeVisible({ timeout: 15_000 });
  // The first race is on the first screen of a phone.
  await expect(list.getByRole('listitem').first()).toBeInViewport();
  const seasons = await seasonsOf(list);
  expect(seasons.length).toBeGreaterThanOrEqual(MIN_RACES);
  expect(new Set(seasons.map((season) => Math.floor(season / 10))).size).toBeGreaterThanOrEqual(
    MIN_DECADES,
  );
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A row opens its race's own page.
  const first = list.getByRole('link').first();
  const name = (await first.textContent()) ?? '';
  const href = (await first.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/r\//);
  await first.tap();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name.slice(0, 4));
});

test('a fan reaches the ranking in two taps through the menu, and narrows it to a decade', async ({
  page,
}) => {
  await page.goto(`${server.url}/`);
  await page.getByRole('button', { name: 'Menu' }).tap();
  await page
    .getByRole('navigation', { name: 'Site menu' })
    .getByRole('link', { name: 'Best Races of All Time' })
    .tap();
  await expect(page).toHaveURL(new RegExp(`${sportBestRacesPath('formula1')}$`));
  const list = rankedList(page);
  await expect(list.getByRole('listitem').nth(MIN_RACES - 1)).toBeVisible({ timeout: 15_000 });

  // On a phone the filters start folded, below the ranked races' first rows.
  const decade = page.getByRole('combobox', { name: 'Decade' });
  await expect(decade).toBeHidden();
  await page.locator('summary', { hasText: 'Filters' }).tap();
  // The 1980s: the list, its heading and its address say so, and Back returns to all time.
  await decade.selectOption('1980');
  await expect(page).toHaveURL(/\/best-races\?decade=1980$/);
  const eighties = page.getByRole('list', { name: 'Best races of the 1980s' });
  await expect(eighties.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
  const seasons = await seasonsOf(eighties);
  expect(seasons.length).toBeGreaterThan(0);
  for (const season of seasons) expect(season).toBeGreaterThanOrEqual(1980);
  for (const season of seasons) expect(season).toBeLessThan(1990);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The page scrolls only up and down on a phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/best-races$/);
  await expect(
    rankedList(page)
      .getByRole('listitem')
      .nth(MIN_RACES - 1),
  ).toBeVisible();
});
