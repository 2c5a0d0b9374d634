import { cardAnchor, raceIdFor } from '../src/domain/races/race-names';
import { seriousA11yViolations } from './support/accessibility';
import {
  cardNames,
  expect,
  expectGlowed,
  openHome,
  RECENT,
  recordGlows,
  SCREENSHOT_DIR,
  section,
  TOP_RATED,
  homeTest as test,
  UPCOMING,
} from './support/home-season';
import { LIVE_RACE, RACE_DAY } from './support/race-day';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const MEXICO = { id: raceIdFor(2026, 'Mexico City Grand Prix'), name: 'Mexico City Grand Prix' };
const ITALY_ANCHOR = cardAnchor({ name: 'Italian Grand Prix', date: '2026-09-06' });

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a fan opens the home page and finds the live race, then recent, top rated and upcoming races', async ({
      page,
    }) => {
      await openHome(page);
      await expect(page).toHaveTitle('Spoiler-free F1 race ratings | GP Vibes');
      await expect(page.getByRole('heading', { level: 2 })).toHaveText([
        'NOW RATING',
        'RECENT RACES',
        'TOP RATED',
        'UPCOMING',
      ]);
      const live = section(page, 'NOW RATING');
      expect(await cardNames(live)).toEqual([LIVE_RACE.name]);
      await expect(live.getByRole('progressbar', { name: 'Gathering the vibes' })).toBeVisible();
      await expect(live.getByRole('heading', { name: 'THE LAS VEGAS GP' })).toBeVisible();

      expect(await cardNames(section(page, 'RECENT RACES'))).toEqual(RECENT.slice(0, 4));
      await expect(page.getByText('Recent GP races of the 2026 season')).toBeVisible();
      expect(await cardNames(section(page, 'TOP RATED'))).toEqual(TOP_RATED);
      const upcoming = section(page, 'UPCOMING');
      expect(await cardNames(upcoming)).toEqual(UPCOMING);
      await expect(upcoming.getByText('Rate in 8 days')).toBeVisible();
      await expect(page.getByText('Austrian Grand Prix')).toHaveCount(0);

      await page.screenshot({
        path: `${SCREENSHOT_DIR}/home-${viewport.width}.png`,
        fullPage: true,
      });
    });

    test('a fan pages through the recent races, views them all and goes back to pages', async ({
      page,
    }) => {
      await openHome(page);
      const recent = section(page, 'RECENT RACES');
      await expect(recent.getByText('Page 1 of 2')).toBeVisible();
      await recent.getByRole('button', { name: 'Next' }).click();
      await expect(recent.getByText('Page 2 of 2')).toBeVisible();
      expect(await cardNames(recent)).toEqual(RECENT.slice(4));
      await recent.getByRole('button', { name: 'Previous' }).click();
      expect(await cardNames(recent)).toEqual(RECENT.slice(0, 4));
      await recent.getByRole('button', { name: 'view all', exact: true }).click();
      await expect(recent.getByText(`Showing all ${RECENT.length} races`)).toBeVisible();
      expect(await cardNames(recent)).toEqual(RECENT);
      await recent.getByRole('button', { name: 'Show Pages' }).click();
      await expect(recent.getByText('Page 1 of 2')).toBeVisible();
    });

    test('a fan opens a compact card with the keyboard and uncovers its vibe factors', async ({
      page,
    }) => {
      await openHome(page);
      const card = section(page, 'RECENT RACES').getByRole('article', { name: MEXICO.name });
      // The button's words change with its state ('Show details' / 'Hide details').
      const toggle = card.getByRole('button', { name: /(Show|Hide) details$/ });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toContainText('cinema');

      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(card.getByText('Cinema', { exact: true })).toBeVisible();
      await expect(card.getByText('FULL RACE')).toBeVisible();
      await page.keyboard.press('Space');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Space');

      await card.getByRole('button', { name: 'Vibe factors' }).press('Enter');
      const reveal = card.getByRole('button', { name: 'Reveal vibe factors' });
      const tile = card.getByRole('listitem').filter({ hasText: 'Overtakes' });
      await expect(tile).toBeHidden();
      await reveal.press('Enter');
      await expect(tile).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(tile).toBeHidden();
      await expect(card.getByRole('button', { name: 'Reveal vibe factors' })).toBeFocused();
    });

    test('a fan shares a race and the link lands on the clipboard', async ({
      page,
      context,
      app,
    }) => {
      // Desktop Chromium may offer a share sheet; the journey is the copy fallback.
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'share', { value: undefined });
      });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
      await openHome(page);
      const card = section(page, 'RECENT RACES').getByRole('article', { name: MEXICO.name });
      await card.getByRole('button', { name: `Share ${MEXICO.name}` }).click();
      await expect(card.getByRole('status')).toHaveText('Link copied to clipboard!');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${app.url}/r/${MEXICO.id}`,
      );
      await expect(card.getByRole('status')).toHaveText('');
    });

    test('a fan follows a link to a card on page 2: it scrolls into view and glows, then the hash goes', async ({
      page,
    }) => {
      await recordGlows(page);
      await openHome(page, `/#${ITALY_ANCHOR}`);
      const card = page.locator(`[id="${ITALY_ANCHOR}"]`);
      await expectGlowed(page, ITALY_ANCHOR);
      await expect(card).toBeInViewport();
      await expect(section(page, 'RECENT RACES').getByText('Page 2 of 2')).toBeVisible();
      await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });
      await expect(card).not.toHaveClass(/race-card--highlight/);
    });

    test('a shared link previews the verdict and opens its race page', async ({ page }) => {
      const preview = await page.request.get(`/r/${MEXICO.id}`);
      const html = await preview.text();
      expect(html).toContain('<meta property="og:title" content="2026 Mexico City GP" />');
      expect(html).toContain(
        '<meta property="og:description" content="Rated Cinema by 5 fans — best way to watch: Full Race" />',
      );
      await page.clock.setFixedTime(RACE_DAY);
      await page.goto(`/r/${MEXICO.id}`);
      await expect(
        page.getByRole('heading', { level: 1, name: `2026 ${MEXICO.name}` }),
      ).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/r/${MEXICO.id}$`));
    });

    test('the home page has no serious accessibility issues, with a card and a panel open', async ({
      page,
    }) => {
      await openHome(page);
      const card = section(page, 'RECENT RACES').getByRole('article', { name: MEXICO.name });
      await card.getByRole('button', { name: /Show details/ }).click();
      await card.getByRole('button', { name: 'Star distribution' }).click();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('nothing on the home page is wider than a small phone', async ({ page }) => {
    await openHome(page);
    const card = section(page, 'RECENT RACES').getByRole('article', { name: MEXICO.name });
    await card.getByRole('button', { name: /Show details/ }).click();
    await card.getByRole('button', { name: 'Star distribution' }).click();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
