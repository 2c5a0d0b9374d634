import type { Page } from '@playwright/test';
import { DEFAULT_THEME_KEY, THEMES } from '../src/domain/site/themes';
import { LIVERY_RULES, seriousA11yViolations } from './support/accessibility';
import { expect, homeTest as test } from './support/home-season';
import { expectPageDrawn } from './support/page-drawn';
import { ROUTES, screenshotPath, useLivery, WIDTHS } from './support/presentation';

// The eve of Qatar while Las Vegas is still live: a LIVE card and a highlighted countdown
// ('Vote tomorrow': 3 days or fewer).
const QATAR_EVE = new Date('2026-11-28T12:00:00Z');

/** What an element draws before its text ('none' when nothing). */
const marker = (el: Element) => getComputedStyle(el, '::before').content;

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a fan tells live, soon, top factors and the sorted column apart without colour', async ({
      page,
    }) => {
      await page.clock.setFixedTime(QATAR_EVE);
      await page.goto('/');
      const live = page.locator('.race-badge--live');
      await expect(live).toHaveText('LIVE');
      expect(await live.evaluate(marker)).toContain('●');
      const soon = page.locator('.race-badge--soon');
      await expect(soon).toHaveText('Vote tomorrow');
      expect(await soon.evaluate(marker)).toContain('◆');
      await grayscaleShot(page, `colour-cues-home-${viewport.width}`);

      await page.goto('/all-races');
      const table = page.getByRole('table', { name: 'Rated races' });
      const mexico = table.getByRole('row', { name: /Mexico City GP/ });
      // The rating is a number and a word.
      await expect(mexico.getByRole('cell').nth(1)).toHaveText(/5\.0\s*Cinema/);
      const hot = mexico.locator('.tag-chip--hot').first();
      await expect(hot).toContainText('(top factor)');
      expect(await hot.evaluate(marker)).toContain('★');
      const plain = page.locator('.tag-chip:not(.tag-chip--hot)');
      if ((await plain.count()) > 0) expect(await plain.first().evaluate(marker)).toBe('none');

      const sorted = table.getByRole('columnheader', { name: /Date/ });
      await expect(sorted).toHaveAttribute('aria-sort', 'descending');
      await expect(sorted).toContainText('▼');
      const style = (el: Element) => {
        const s = getComputedStyle(el.querySelector('button') as Element);
        return { weight: Number(s.fontWeight), line: s.textDecorationLine };
      };
      expect(await sorted.evaluate(style)).toEqual({ weight: 800, line: 'underline' });
      const other = table.getByRole('columnheader', { name: /Season/ });
      await expect(other).toContainText('↕');
      expect((await other.evaluate(style)).line).toBe('none');
      await grayscaleShot(page, `colour-cues-explorer-${viewport.width}`);
    });
  });
}

/** Time allowed per route in the every-page accessibility checks. */
const A11Y_SECONDS_PER_ROUTE = 20;

/**
 * The pages another livery is checked on: every colour a livery sets (its accent on each
 * surface, as links, buttons, badges, chips, the sorted column) shows on these three; the
 * support, privacy and not-found pages draw only their links and buttons again. Each livery's
 * accent against every surface is also checked as figures (src/domain/site/themes.test.ts).
 */
const LIVERY_ROUTES = ROUTES.filter((route) =>
  ['home', 'explorer', 'install'].includes(route.name),
);

// Every rule on every page in the default livery; in the others, the rules a colour can
// break on the pages that draw every colour (a full axe run per page and livery took six
// minutes of a two-core CI run; the colour rules on every page, nine on a slower one).
for (const livery of THEMES) {
  const rules = livery.key === DEFAULT_THEME_KEY ? undefined : LIVERY_RULES;
  const routes = rules ? LIVERY_ROUTES : ROUTES;
  const checked = rules ? 'colour checks' : 'accessibility check';
  const pages = rules ? 'the pages with every colour' : 'every page';
  test(`${pages} pass the ${checked} in the ${livery.name} livery`, async ({ page }) => {
    // One page load and one full axe run per route: on a slow two-core machine axe alone
    // takes several seconds a page, so the budget grows with the routes checked.
    test.setTimeout(routes.length * A11Y_SECONDS_PER_ROUTE * 1000);
    await page.clock.setFixedTime(QATAR_EVE);
    await useLivery(page, livery.key);
    for (const route of routes) {
      await page.goto(route.path);
      // The first page of a fresh browser compiles the bundle while the service worker
      // precaches the site: with axe running in the other worker that took over 7 s in CI
      // (3-5 s locally with two cores busy). Readiness may take half the route's budget.
      await expectPageDrawn(page, route.ready, { timeout: (A11Y_SECONDS_PER_ROUTE * 1000) / 2 });
      await expect
        .poll(() =>
          page.evaluate(() => document.documentElement.style.getPropertyValue('--accent')),
        )
        .toBe(livery.primary);
      expect(
        await seriousA11yViolations(page, undefined, rules),
        `${route.path} in ${livery.name}`,
      ).toEqual([]);
    }
  });
}

/** The page as a fan without colour vision sees it, kept as an artifact. */
async function grayscaleShot(page: Page, name: string) {
  await page.evaluate(() => {
    document.documentElement.style.filter = 'grayscale(1)';
  });
  await page.screenshot({ path: screenshotPath(name) });
  await page.evaluate(() => {
    document.documentElement.style.filter = '';
  });
}
