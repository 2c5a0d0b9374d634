import type { Page } from '@playwright/test';
import { raceIdFor } from '../src/domain/races/race-names';
import { STAR_WORDS } from '../src/domain/voting/rating-labels';
import { WATCH_MODE_LABELS } from '../src/domain/voting/watch-modes';
import { ARCHIVE_RACE, seedArchiveRace } from '../test/server/seed-votes';
import { seriousA11yViolations } from './support/accessibility';
import { expect, openHome, section, homeTest as test } from './support/home-season';
import { RACE_DAY } from './support/race-day';

// Every race has its own page at /r/<race-id>: drawn by the server, then the app's.

const MEXICO = {
  id: raceIdFor(2026, 'Mexico City Grand Prix'),
  name: 'Mexico City Grand Prix',
  title: '2026 Mexico City Grand Prix',
};
/** Mexico's verdict in words: five fans gave it five stars. */
const MEXICO_VERDICT = 'Cinema';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function openRacePage(page: Page, path: string) {
  await page.clock.setFixedTime(RACE_DAY);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: MEXICO.title })).toBeVisible();
  // The app has taken the page over from the server's.
  await expect(page.locator('#server-page')).toHaveCount(0);
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a shared link opens its race: name, year, verdict, marks and neighbours', async ({
    page,
  }) => {
    await openRacePage(page, `/r/${MEXICO.id}`);
    await expect(page).toHaveTitle(`${MEXICO.title} — worth watching? · GP Vibes`);
    const verdict = page.getByRole('region', { name: 'The verdict' });
    await expect(verdict).toContainText(MEXICO_VERDICT);
    await expect(page.getByRole('button', { name: 'Still to watch' })).toBeVisible();
    await expect(page.getByText(/Voting closed on/)).toBeVisible();
    // The next race of the series is a link to its own page, and it opens.
    const next = page.getByRole('link', { name: /United States Grand Prix|São Paulo Grand Prix/ });
    await expect(next.first()).toHaveAttribute('href', /^\/r\/2026-/);
    expect(await seriousA11yViolations(page), 'the race page').toEqual([]);
  });

  test('a race marked Still to watch never shows its verdict on reload, in any frame', async ({
    page,
  }) => {
    await openRacePage(page, `/r/${MEXICO.id}`);
    await page.getByRole('button', { name: 'Still to watch' }).click();
    await expect(page.getByRole('region', { name: 'The verdict' })).not.toContainText(
      MEXICO_VERDICT,
    );
    // From the navigation on, every frame the browser draws is checked before it paints.
    await page.addInitScript((word) => {
      const seen: string[] = [];
      let frames = 0;
      const check = () => {
        frames += 1;
        const text = document.body?.innerText ?? '';
        if (text.includes(word)) seen.push(text.slice(0, 200));
        Object.assign(window, { verdictFrames: { frames, seen } });
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, MEXICO_VERDICT);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: MEXICO.title })).toBeVisible();
    await expect(page.locator('#server-page')).toHaveCount(0);
    const frames = () =>
      page.evaluate(
        () => (window as unknown as { verdictFrames: { frames: number } }).verdictFrames.frames,
      );
    // Enough frames to have covered the server's page, the hand-over and the app's page.
    await expect.poll(frames, { timeout: 15_000 }).toBeGreaterThan(30);
    const seen = await page.evaluate(
      () => (window as unknown as { verdictFrames: { seen: string[] } }).verdictFrames.seen,
    );
    expect(seen, 'frames that showed the verdict').toEqual([]);
  });
});

test.describe('a race of the archive, on a phone', () => {
  test.use(PHONE);

  test('a fan who has watched it rates it through its form and sees the vote counted', async ({
    page,
    app,
  }) => {
    await seedArchiveRace(app.databaseUrl);
    const tallyPath = `/api/tallies/${ARCHIVE_RACE.id}`;
    // The running server learns of the race as of any other writer's change.
    await expect
      .poll(async () => (await page.request.get(tallyPath)).status(), { timeout: 15_000 })
      .toBe(200);
    const before = ((await (await page.request.get(tallyPath)).json()) as { totalVotes: number })
      .totalVotes;

    await page.clock.setFixedTime(RACE_DAY);
    await page.goto(`/r/${ARCHIVE_RACE.id}`);
    const title = `${ARCHIVE_RACE.season} ${ARCHIVE_RACE.name}`;
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('#server-page')).toHaveCount(0);
    const voting = page.getByRole('region', { name: 'Rate this race' });
    await expect(voting).toContainText("Rated by its results · Rate it if you've watched it");
    const verdict = page.getByRole('region', { name: 'The verdict' });
    await expect(verdict.getByRole('group', { name: 'Data verdict from results' })).toBeVisible();

    await voting.getByRole('button', { name: `4 stars: ${STAR_WORDS[4]}` }).click();
    await voting.getByRole('button', { name: 'Overtakes' }).click();
    await voting.getByRole('button', { name: 'Next' }).click();
    await voting.getByRole('button', { name: WATCH_MODE_LABELS['Full Race'] }).click();
    await expect(voting.getByRole('status')).toHaveText('Vote submitted successfully');

    // Counted on the page the fan is on, the fans' verdict beside the data's.
    const crowd = verdict.getByRole('region', { name: "Fans' verdict" });
    const count = before + 1;
    await expect(crowd).toContainText(`${count} rating${count === 1 ? '' : 's'}`);
    await expect(verdict.getByRole('group', { name: 'Data verdict from results' })).toBeVisible();
    expect(await seriousA11yViolations(page), 'the archive race page').toEqual([]);
  });
});

test('a crawler without JavaScript reads the race, its year and its verdict', async ({
  browser,
  app,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: app.url });
  const page = await context.newPage();
  const response = await page.goto(`/r/${MEXICO.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: MEXICO.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'The verdict' })).toContainText(MEXICO_VERDICT);
  const unknown = await page.goto('/r/2026-no-such-grand-prix');
  expect(unknown?.status()).toBe(404);
  await context.close();
});

test('a race card opens its race page', async ({ page }) => {
  await openHome(page);
  const card = section(page, 'RECENT RACES').getByRole('article', { name: MEXICO.name });
  await card.getByRole('link', { name: `${MEXICO.name}: race page` }).click();
  await expect(page).toHaveURL(new RegExp(`/r/${MEXICO.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: MEXICO.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'The verdict' })).toContainText(MEXICO_VERDICT);
});

test('an explorer row opens its race page', async ({ page }) => {
  await page.clock.setFixedTime(RACE_DAY);
  await page.goto('/all-races');
  const table = page.getByRole('table', { name: 'Rated races' });
  await table.getByRole('link', { name: /Mexico City GP/ }).click();
  await expect(page).toHaveURL(new RegExp(`/r/${MEXICO.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: MEXICO.title })).toBeVisible();
});

test.describe('an unknown race', () => {
  // The page is a 404 and so is the app's question for the race's data: the browser
  // reports each as a console error; anything else would still fail below.
  test.use({ allowConsoleErrors: true });

  test('is a DNF page with a 404', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto('/r/2026-no-such-grand-prix');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'DNF (Did Not Find)' })).toBeVisible();
    expect(errors.filter((text) => !/status of 404/.test(text))).toEqual([]);
  });
});
