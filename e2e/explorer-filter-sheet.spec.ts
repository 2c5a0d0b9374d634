import { seriousA11yViolations } from './support/accessibility';
import {
  expect,
  openExplorer,
  raceNames,
  resultCount,
  table,
  explorerTest as test,
} from './support/explorer-season';
import { screenshotPath, WIDTHS } from './support/presentation';

const [DESKTOP, ...PHONES] = WIDTHS;

for (const viewport of PHONES) {
  test.describe(`on a ${viewport.width} px phone`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });

    test('a fan sees the result count and the first races on the first screen', async ({
      page,
    }) => {
      await openExplorer(page);
      await expect(resultCount(page)).toBeInViewport({ ratio: 1 });
      const rows = table(page).getByRole('rowheader');
      await expect(rows.nth(0)).toBeInViewport({ ratio: 1 });
      await expect(rows.nth(1)).toBeInViewport({ ratio: 1 });
      // The filters wait behind one button until asked for.
      await expect(page.getByRole('checkbox', { name: 'Cinema' })).toHaveCount(0);
      // Nothing widens the page: a phone would otherwise lay it out wider and zoom.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
      await page.screenshot({ path: screenshotPath(`explorer-first-screen-${viewport.width}`) });
    });

    test('a fan filters in the sheet, sees the badge, clears, and the sheet keeps focus', async ({
      page,
    }) => {
      await openExplorer(page);
      const button = page.getByRole('button', { name: 'Filters' });
      await button.tap();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await expect(sheet).toBeVisible();
      await sheet.getByRole('checkbox', { name: 'Cinema' }).tap();
      await expect.poll(() => raceNames(page)).toEqual(['Las Vegas GP', 'Monaco GP']);
      await expect(page.getByRole('dialog', { name: 'Filters, 1 active' })).toBeVisible();
      await page.screenshot({ path: screenshotPath(`explorer-filter-sheet-${viewport.width}`) });
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Tab never leaves the sheet; Escape closes it and focus goes back to the button.
      for (let i = 0; i < 25; i += 1) {
        await page.keyboard.press('Tab');
        expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      const badged = page.getByRole('button', { name: 'Filters, 1 active' });
      await expect(badged).toBeFocused();
      await expect(badged).toContainText('1');

      await badged.tap();
      await page.getByRole('dialog').getByRole('button', { name: 'Clear filters' }).tap();
      await page.getByRole('dialog').getByRole('button', { name: 'Done' }).tap();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
      await expect(resultCount(page)).toHaveText(/^Showing 6 /);
    });
  });
}

test.describe(`at ${DESKTOP.width} px`, () => {
  test.use({ viewport: DESKTOP });

  test('a fan sees every filter on the page, with no sheet in the way', async ({ page }) => {
    await openExplorer(page);
    await expect(page.getByRole('checkbox', { name: 'Cinema' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveCount(0);
    await expect(resultCount(page)).toBeInViewport();
    await page.screenshot({ path: screenshotPath(`explorer-filters-${DESKTOP.width}`) });
  });
});
