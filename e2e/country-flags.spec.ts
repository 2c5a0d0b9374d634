import type { Page } from '@playwright/test';
import { expect, openExplorer, table, explorerTest as test } from './support/explorer-season';
import { screenshotPath, WIDTHS } from './support/presentation';

// A flag emoji is two regional indicator symbols; Windows draws them as two letters.
const FLAG_EMOJI = /[\u{1F1E6}-\u{1F1FF}]/u;

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a fan sees each race country as a drawn flag named after the country', async ({
      page,
    }) => {
      const svgRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('.svg')) svgRequests.push(request.url());
      });

      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'UPCOMING' })).toBeVisible();
      const usa = page.getByRole('img', { name: 'United States' }).first();
      await expect(usa).toBeVisible();
      // Visible comes before drawn: a lazy image is laid out before its file arrives.
      await expect
        .poll(() => usa.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
        .toBeGreaterThan(0);
      expect(await page.locator('body').innerText()).not.toMatch(FLAG_EMOJI);
      await page.screenshot({ path: screenshotPath(`flags-home-${viewport.width}`) });
      const shown = await shownFlags(page);

      await openExplorer(page);
      const monaco = table(page).getByRole('row', { name: /Monaco GP/ });
      await expect(monaco.getByRole('img', { name: 'Monaco' })).toBeVisible();
      await expect(monaco.getByRole('cell', { name: 'Monaco Monte Carlo' })).toBeVisible();
      expect(await page.locator('body').innerText()).not.toMatch(FLAG_EMOJI);
      await page.screenshot({ path: screenshotPath(`flags-explorer-${viewport.width}`) });

      shown.push(...(await shownFlags(page)));

      // Only the flags on the pages were fetched (the app icon is the one other drawing).
      const flagRequests = svgRequests.filter((url) => !url.includes('/icons/'));
      expect(flagRequests.length).toBeGreaterThan(0);
      for (const url of flagRequests) expect(shown).toContain(url);
    });
  });
}

function shownFlags(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('img.country-flag'), (img) => img.src),
  );
}
