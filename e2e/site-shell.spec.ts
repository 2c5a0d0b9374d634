import { type KnownRouteKey, ROUTE_PATHS } from '../src/domain/site/routes';
import { expect, test } from './support/fixtures';

// The calendar is fixed; the browser's clock is pinned so "upcoming" means the same races
// whatever day the suite runs.
const SEASON_END_DAY = new Date('2026-11-21T12:00:00Z');

/** Each page's title in English, word for word. */
const TITLES: Record<KnownRouteKey | 'notFound', string> = {
  home: 'Spoiler-free F1 race ratings | GP Vibes',
  explorer: 'Race Explorer | GP Vibes',
  install: 'Get Ratings Alerts | GP Vibes',
  support: 'Support | GP Vibes',
  privacy: 'Privacy Policy and Terms | GP Vibes',
  dataScore: 'How the AI rating is computed | GP Vibes',
  fairRatings: 'How ratings stay fair | GP Vibes',
  myRaces: 'My races | GP Vibes',
  bestRaces: 'Best races of all time | GP Vibes',
  notFound: 'DNF (Did Not Find) | GP Vibes',
};

test('a fan opens the home page and sees the next races from the calendar', async ({ page }) => {
  await page.clock.setFixedTime(SEASON_END_DAY);
  // The season's races, named by the server in the page's language (decision 0157).
  const racesResponse = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/races' && url.search === '?lang=en';
  });
  await page.goto('/');
  const races = (await (await racesResponse).json()) as { names?: { full: string } }[];
  expect(races).toHaveLength(58);
  expect(races.map((race) => race.names?.full)).toContain('Qatar Grand Prix');
  const upcoming = page.getByRole('region', { name: 'UPCOMING' });
  await expect(upcoming.getByRole('article', { name: 'Qatar Grand Prix' })).toBeVisible();
  await expect(upcoming.getByRole('article', { name: 'Abu Dhabi Grand Prix' })).toBeVisible();
  await expect(page).toHaveTitle(TITLES.home);
});

test('a fan follows a broken link, lands on the DNF page and returns home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  // The server hands the app to a path no page answers, with a 404 for crawlers; its
  // router shows fans the DNF page.
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'DNF (Did Not Find)' })).toBeVisible();
  await expect(
    page.getByText('Looks like this page took a wrong turn at the chicane!'),
  ).toBeVisible();
  await expect(page).toHaveTitle(TITLES.notFound);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(TITLES.home);
});

test('a fan opens each page from a bookmark and sees its own title', async ({ page }) => {
  for (const [key, path] of Object.entries(ROUTE_PATHS) as [KnownRouteKey, string][]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page, path).toHaveTitle(TITLES[key]);
  }
});
