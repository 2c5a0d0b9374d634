import { expect, openHome, homeTest as test } from './support/home-season';
import { expectPageDrawn } from './support/page-drawn';
import { overlapsOf, ROUTES, screenshotPath, WIDTHS } from './support/presentation';
import { RACE_DAY } from './support/race-day';

const BELL = '.notification-bell__button';
/** The bell's name in English (the catalogues are JSON, which this runner cannot import). */
const BELL_LABEL = 'Race alerts';

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the Race alerts bell is one tap away on every page and covers nothing', async ({
      page,
    }) => {
      await page.clock.setFixedTime(RACE_DAY);
      for (const route of ROUTES) {
        await page.goto(route.path);
        await expectPageDrawn(page, route.ready);
        const bell = page.getByRole('button', { name: BELL_LABEL });
        await expect(bell).toBeVisible();
        // Its state is written, not only coloured.
        await expect(bell).toContainText(/off/i);
        expect(await overlapsOf(page, BELL), `${route.path} at ${viewport.width} px`).toEqual([]);
        await page.screenshot({ path: screenshotPath(`bell-${route.name}-${viewport.width}`) });

        // Scrolled down, it stays within the header, which content passes under.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expect(bell).toBeInViewport();
        const [bellBox, headerBox] = await Promise.all([
          bell.boundingBox(),
          page.getByRole('banner').boundingBox(),
        ]);
        if (!bellBox || !headerBox) throw new Error('bell or header not laid out');
        expect(bellBox.y).toBeGreaterThanOrEqual(headerBox.y);
        expect(bellBox.y + bellBox.height).toBeLessThanOrEqual(headerBox.y + headerBox.height);
      }
    });

    test("the bell's note opens on screen, under the header", async ({ page }) => {
      await page.goto('/install');
      await page.getByRole('button', { name: BELL_LABEL }).click(); // headless: refused
      const note = page
        .getByRole('status')
        .filter({ hasText: /.+/ })
        .filter({
          has: page.getByRole('button', { name: 'Close' }),
        });
      await expect(note).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: screenshotPath(`bell-note-${viewport.width}`) });
      await note.getByRole('button', { name: 'Close' }).click();
      await expect(note).toBeHidden();
    });

    test('the bell covers none of an opened race on the home page or in the explorer', async ({
      page,
    }) => {
      await openHome(page);
      await page.getByRole('button', { name: /share/i }).first().scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await overlapsOf(page, BELL)).toEqual([]);

      await page.goto('/all-races');
      const details = page.getByRole('button', { name: /^Details for / }).first();
      await details.click();
      await expect(details).toHaveAttribute('aria-expanded', 'true');
      // The row's breakdown arrives with its own code: measure it drawn.
      await expect(page.locator('.explorer-details-row .page-loading')).toHaveCount(0);
      expect(await overlapsOf(page, BELL)).toEqual([]);
      await page.screenshot({ path: screenshotPath(`bell-explorer-open-row-${viewport.width}`) });
    });
  });
}
