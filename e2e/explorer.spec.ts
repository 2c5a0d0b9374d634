import { EXPLORER_EMPTY_TEXT } from '../src/domain/explorer/explorer-filters';
import { seriousA11yViolations } from './support/accessibility';
import {
  ARCHIVE_SEASON,
  ARCHIVE_SEASON_GRANDS_PRIX,
  ARCHIVE_SEASON_SPRINTS,
  clickRatingTrack,
  expect,
  openExplorer,
  raceNames,
  resultCount,
  table,
  explorerTest as test,
} from './support/explorer-season';
import { RACE_DAY } from './support/race-day';
import { pageText } from './support/spoiler-pages';

const NEWEST_FIRST = [
  'Las Vegas GP',
  'Italian GP',
  'Dutch GP',
  'Hungarian GP',
  'British GP',
  'Monaco GP',
];

test('a fan opens the explorer and sees this season’s rated races, newest first', async ({
  page,
}) => {
  await openExplorer(page);
  await expect(page).toHaveTitle('Race Explorer | GP Vibes');
  await expect.poll(() => raceNames(page)).toEqual(NEWEST_FIRST);
  await expect(resultCount(page)).toHaveText('Showing 6 races (5 past + 1 current)');
  await expect(page.getByText(/launched in May 2025/)).toBeVisible();
  const live = page.getByRole('link', { name: /LIVE RATING/ });
  await expect(live).toHaveAttribute('href', '/#las-vegas-grand-prix-2026-11-21');
  const monaco = page.getByRole('row', { name: /Monaco GP/ });
  await expect(monaco).toContainText('5.0');
  await expect(monaco).toContainText('Cinema');
  await expect(monaco).toContainText('FULL RACE');
  await expect(monaco).toContainText('Overtakes');
  await expect(monaco).not.toContainText('Rivalries');
});

const SORTS: { column: string; descending: string[] }[] = [
  {
    column: 'Race',
    descending: [
      'Monaco GP',
      'Las Vegas GP',
      'Italian GP',
      'Hungarian GP',
      'Dutch GP',
      'British GP',
    ],
  },
  {
    column: 'Rating',
    descending: [
      'Monaco GP',
      'Las Vegas GP',
      'Hungarian GP',
      'British GP',
      'Italian GP',
      'Dutch GP',
    ],
  },
  {
    column: 'Ratings',
    descending: [
      'British GP',
      'Monaco GP',
      'Las Vegas GP',
      'Hungarian GP',
      'Dutch GP',
      'Italian GP',
    ],
  },
  {
    column: 'Location',
    descending: [
      'Dutch GP',
      'British GP',
      'Italian GP',
      'Monaco GP',
      'Las Vegas GP',
      'Hungarian GP',
    ],
  },
  { column: 'Date', descending: NEWEST_FIRST },
];

for (const { column, descending } of SORTS) {
  test(`a fan sorts the table by ${column}, then flips the order`, async ({ page }) => {
    await openExplorer(page);
    const header = page.getByRole('columnheader', { name: column, exact: true });
    const button = header.getByRole('button');
    if (column === 'Date') {
      // Date descending is the default order.
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      await expect.poll(() => raceNames(page)).toEqual(descending);
    } else {
      await button.click();
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      await expect(header).toContainText('▼');
      await expect.poll(() => raceNames(page)).toEqual(descending);
    }
    await button.click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(header).toContainText('▲');
    await expect.poll(() => raceNames(page)).toEqual([...descending].reverse());
  });
}

test('the explorer opens on the page the server drew, and the app takes it over in the same words', async ({
  browser,
  explorerServer,
  page,
}) => {
  // A reader without script (a crawler, a slow phone before the app's code) reads the opening.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: explorerServer.url,
  });
  const bare = await context.newPage();
  expect((await bare.goto('/all-races'))?.status()).toBe(200);
  await expect(bare.getByRole('heading', { level: 1, name: 'Race Explorer' })).toBeVisible();
  await expect(bare.getByText(/older seasons are rated by their results/)).toBeVisible();
  await context.close();

  // With script: every frame from navigation on, the note under the heading says one thing.
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { notesSeen: Set<string> }).notesSeen = seen;
    const look = () => {
      for (const p of document.querySelectorAll('p')) {
        if (/launched in/.test(p.textContent ?? '')) seen.add(p.textContent ?? '');
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await openExplorer(page);
  await expect.poll(() => raceNames(page)).toEqual(NEWEST_FIRST);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const notes = await page.evaluate(() => [
    ...(window as unknown as { notesSeen: Set<string> }).notesSeen,
  ]);
  expect(notes).toEqual([expect.stringMatching(/older seasons are rated by their results/)]);
});

test('a fan sorts every season by Season both ways', async ({ page }) => {
  await openExplorer(page, '?season=all');
  const header = page.getByRole('columnheader', { name: 'Season', exact: true });
  const seasons = () => table(page).locator('tbody tr td:nth-child(7)').allTextContents();
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(seasons).toEqual([...Array(6).fill('2026'), '2025', '2025']);
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(seasons).toEqual(['2025', '2025', ...Array(6).fill('2026')]);
});

test('a fan sorts by AI rating from the Sort by menu', async ({ page }) => {
  await openExplorer(page);
  await page.getByLabel('Sort by').selectOption('AI rating');
  await expect
    .poll(async () => (await raceNames(page)).slice(0, 3))
    .toEqual(['Dutch GP', 'Monaco GP', 'Italian GP']);
  await page.getByRole('button', { name: 'Order: Descending' }).click();
  await expect
    .poll(async () => (await raceNames(page)).slice(0, 3))
    .toEqual(['Italian GP', 'Monaco GP', 'Dutch GP']);
});

test('a fan combines filters, narrows the rating, then clears everything', async ({ page }) => {
  await openExplorer(page);
  await page.getByRole('checkbox', { name: 'Great' }).check();
  await page.getByRole('checkbox', { name: 'FULL RACE' }).check();
  await expect.poll(() => raceNames(page)).toEqual(['Hungarian GP']);
  await expect(resultCount(page)).toHaveText('Showing 1 past race');
  await expect(page.getByRole('heading', { name: 'Filters, 2 active' })).toBeVisible();

  await page.getByRole('checkbox', { name: 'Great' }).uncheck();
  await page.getByRole('slider', { name: 'Minimum rating' }).focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('slider', { name: 'Minimum rating' })).toHaveValue('5');
  await expect.poll(() => raceNames(page)).toEqual(['Monaco GP']);

  // A click on the bare track moves the nearer thumb and never crosses the other.
  await clickRatingTrack(page, 3);
  await expect(page.getByRole('slider', { name: 'Minimum rating' })).toHaveValue('3');
  await expect(page.getByRole('slider', { name: 'Maximum rating' })).toHaveValue('5');
  await expect
    .poll(() => raceNames(page))
    .toEqual(['Las Vegas GP', 'Italian GP', 'Hungarian GP', 'Monaco GP']);

  await page.getByRole('checkbox', { name: 'Meh' }).check();
  await expect(page.getByText(EXPLORER_EMPTY_TEXT)).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect.poll(() => raceNames(page)).toEqual(NEWEST_FIRST);
  await expect(page.getByRole('heading', { name: 'Filters', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/all-races$/);
});

test('a fan picks last season, then a season from before the site, from the season menu', async ({
  page,
}) => {
  await openExplorer(page);
  const season = page.getByRole('combobox', { name: 'Season' });
  await expect(season).toHaveValue('2026');
  await season.selectOption('2025');
  await expect.poll(() => raceNames(page)).toEqual(['Belgian GP', 'Japanese GP']);
  await expect(resultCount(page)).toHaveText('Showing 2 past races');

  // The archive is read when chosen (decision 0131): its races, each rated by the data.
  const read = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === '/api/races' && url.searchParams.get('season') === `${ARCHIVE_SEASON}`;
  });
  await season.selectOption(String(ARCHIVE_SEASON));
  await read;
  await expect.poll(async () => (await raceNames(page)).length).toBe(ARCHIVE_SEASON_GRANDS_PRIX);
  expect((await raceNames(page))[0]).toBe('Abu Dhabi GP');
  await expect(resultCount(page)).toHaveText(`Showing ${ARCHIVE_SEASON_GRANDS_PRIX} past races`);
  await expect(page).toHaveURL(new RegExp(`season=${ARCHIVE_SEASON}$`));
  const abuDhabi = page.getByRole('row', { name: /Abu Dhabi GP/ });
  // Rated by its results alone: the data's score and label once, flagged as an AI rating.
  await expect(abuDhabi.getByTitle(/^AI rating from results/)).toHaveText('AI rating');
  await expect(abuDhabi.getByRole('cell').nth(1)).toContainText(/^\d\.\d [A-Z][a-z]+ AI rating/);
  // Its sprints are events of their own, rated apart.
  await page.getByRole('combobox', { name: 'Kind' }).selectOption('Sprint');
  await expect.poll(async () => (await raceNames(page)).length).toBe(ARCHIVE_SEASON_SPRINTS);
  // A verdict, never a result: no driver, team or finishing position anywhere on the page.
  expect(await pageText(page)).not.toMatch(/Verstappen|Hamilton|Red Bull|Mercedes|\bP1\b|winner/i);
});

test('a fan switches Top Races on and off, and it turns itself off', async ({ page }) => {
  await openExplorer(page);
  const topRaces = page.getByRole('switch', { name: 'Top Races' });
  await page.getByRole('checkbox', { name: 'Great' }).check();
  await topRaces.click();
  await expect(topRaces).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('checkbox', { name: 'Cinema' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'FULL RACE' })).toBeChecked();
  await expect.poll(() => raceNames(page)).toEqual(['Las Vegas GP', 'Hungarian GP', 'Monaco GP']);

  // Off removes only what it added: the fan's own Great stays.
  await topRaces.click();
  await expect(topRaces).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('checkbox', { name: 'Great' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Cinema' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'FULL RACE' })).not.toBeChecked();

  await topRaces.click();
  await page.getByRole('checkbox', { name: 'Cinema' }).uncheck();
  await expect(topRaces).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('checkbox', { name: 'FULL RACE' })).toBeChecked();
  await expect.poll(() => raceNames(page)).toEqual(['Hungarian GP']);
});

test('a fan expands a race on a desktop, one at a time', async ({ page }) => {
  await openExplorer(page);
  const monaco = page.getByRole('button', { name: 'Details for Monaco GP' });
  await monaco.click();
  await expect(monaco).toHaveAttribute('aria-expanded', 'true');
  const details = page.locator(`#${await monaco.getAttribute('aria-controls')}`);
  await expect(details.getByRole('heading', { name: 'Best Way to Watch' })).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Rating Breakdown' })).toBeVisible();
  await expect(details.getByRole('heading', { name: 'All Vibe Factors' })).toBeVisible();
  await expect(details).toContainText('Rivalries');
  await expect(page.getByRole('tablist')).toHaveCount(0);

  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Details for Italian GP' }).click();
  await expect(monaco).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { name: 'Best Way to Watch' })).toHaveCount(1);
  await expect(page.getByText('No vibe driver data available')).toBeVisible();
});

test('a fan opens a shared filtered link and sees the same rows', async ({
  page,
  browser,
  baseURL,
}) => {
  await openExplorer(page);
  await page.getByRole('checkbox', { name: 'FULL RACE' }).check();
  await page.getByRole('slider', { name: 'Maximum rating' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page
    .getByRole('columnheader', { name: 'Ratings', exact: true })
    .getByRole('button')
    .click();
  const expected = ['Las Vegas GP', 'Hungarian GP', 'Italian GP'];
  await expect.poll(() => raceNames(page)).toEqual(expected);
  const shared = page.url();
  expect(shared).toContain('sort=votes');

  const friend = await browser.newContext({ baseURL });
  const friendPage = await friend.newPage();
  await friendPage.clock.setFixedTime(RACE_DAY);
  await friendPage.goto(shared);
  await expect.poll(() => raceNames(friendPage)).toEqual(expected);
  await expect(friendPage.getByRole('slider', { name: 'Maximum rating' })).toHaveValue('4.9');
  await friend.close();

  await page.reload();
  await expect.poll(() => raceNames(page)).toEqual(expected);
});
