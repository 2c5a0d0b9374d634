import { seriousA11yViolations } from './support/accessibility';
import {
  BELOW_THRESHOLD,
  expect,
  openExplorer,
  PAST_THRESHOLD,
  raceNames,
  swipe,
  explorerTest as test,
} from './support/explorer-season';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a fan swipes between the two detail tabs of a race', async ({ page }) => {
    await openExplorer(page);
    await page.getByRole('button', { name: 'Details for Monaco GP' }).tap();
    const tablist = page.getByRole('tablist', { name: 'Monaco GP details' });
    await expect(tablist).toBeVisible();
    const ratingTab = tablist.getByRole('tab', { name: 'Rating & Watch' });
    const vibesTab = tablist.getByRole('tab', { name: 'Vibe Factors' });
    await expect(ratingTab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText('Rating Breakdown');

    await swipe(panel, -BELOW_THRESHOLD);
    await expect(ratingTab).toHaveAttribute('aria-selected', 'true');

    await swipe(panel, -PAST_THRESHOLD);
    await expect(vibesTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Overtakes');

    await swipe(page.getByRole('tabpanel'), PAST_THRESHOLD);
    await expect(ratingTab).toHaveAttribute('aria-selected', 'true');

    await vibesTab.tap();
    await expect(vibesTab).toHaveAttribute('aria-selected', 'true');
    await vibesTab.press('ArrowLeft');
    await expect(ratingTab).toHaveAttribute('aria-selected', 'true');
    await expect(ratingTab).toBeFocused();

    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a fan can use every filter without the page scrolling sideways', async ({ page }) => {
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await openExplorer(page);
      await page.getByRole('button', { name: 'Details for Monaco GP' }).tap();
      await expect(page.getByRole('tablist')).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `page overflow at ${width} px`).toBeLessThanOrEqual(0);
    }
    // On a phone the filters open in a sheet (see explorer-filter-sheet.spec.ts).
    await page.getByRole('button', { name: 'Filters' }).tap();
    await page.getByRole('dialog').getByRole('checkbox', { name: 'Cinema' }).tap();
    await expect.poll(() => raceNames(page)).toEqual(['Las Vegas GP', 'Monaco GP']);
  });
});
