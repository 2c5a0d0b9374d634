import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../src/domain/site/storage-keys';
import { THEMES } from '../src/domain/site/themes';
import { expect, OPERATOR_LINKS, test } from './support/fixtures';
import { expectPageDrawn } from './support/page-drawn';

const rootAccent = (page: Page) =>
  page.evaluate(() => document.documentElement.style.getPropertyValue('--accent'));

async function seriousA11yIssues(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a fan opens the menu, picks a livery by keyboard and keeps it after a reload', async ({
  page,
}) => {
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Site menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Ratings Home' })).toBeFocused();

  const liveryButton = menu.getByRole('button', { name: 'Select Your Livery' });
  for (
    let i = 0;
    i < 8 && !(await liveryButton.evaluate((el) => el === document.activeElement));
    i += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(liveryButton).toBeFocused();
  await page.keyboard.press('Enter');

  const picker = page.getByRole('dialog', { name: 'SELECT YOUR LIVERY' });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Arrows' })).toBeFocused();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await page.keyboard.press('Tab');
  await expect(picker.getByRole('button', { name: 'Papaya' })).toBeFocused();
  // Focus previews the accent before anything is chosen.
  await expect.poll(() => rootAccent(page)).toBe('#ff8700');
  await page.keyboard.press('Enter');

  // The pick was what the menu was opened for: picker and menu close, focus on Menu.
  await expect(picker).toBeHidden();
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  await page.reload();
  await expect.poll(() => rootAccent(page)).toBe('#ff8700');
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.theme)).toBe(
    'papaya',
  );
  await expect(page.getByRole('link', { name: /GP Vibes/ }).first()).toHaveCSS(
    'color',
    'rgb(255, 135, 0)',
  );
});

test('a fan taps the logo and the header runs through every livery, then back to theirs', async ({
  page,
}) => {
  await page.goto('/all-races');
  // The app's header, not the one of the opening the server drew before it.
  await expectPageDrawn(page, 'Race Explorer');
  const header = page.getByRole('banner');
  // Record every accent the header shows, in the page, so no 300 ms step is missed.
  await header.evaluate((el) => {
    const seen: string[] = [];
    (window as unknown as { accents: string[] }).accents = seen;
    new MutationObserver(() => {
      const value = (el as HTMLElement).style.getPropertyValue('--accent');
      if (value && seen[seen.length - 1] !== value) seen.push(value);
    }).observe(el, { attributes: true, attributeFilter: ['style'] });
  });
  await page
    .getByRole('link', { name: /GP Vibes/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header).toHaveAttribute('data-cycling', 'true');
  await expect(header).not.toHaveAttribute('data-cycling', 'true', { timeout: 10_000 });
  const seen = await page.evaluate(() => (window as unknown as { accents: string[] }).accents);
  expect(seen).toEqual(THEMES.map((t) => t.primary));
});

test('a fan opens the sport chooser: Formula 1 is selected and MotoGP is coming soon', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Site menu' });
  const chooser = menu.getByRole('button', { name: /Sport: Formula 1/ });
  await chooser.click();
  const sports = page.getByRole('list', { name: 'Choose a sport' });
  await expect(sports.getByRole('button', { name: /Formula 1/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const moto = sports.getByRole('button', { name: /MotoGP/ });
  await expect(moto).toContainText('Coming Soon');
  await expect(moto).toHaveAttribute('aria-disabled', 'true');
  await moto.click({ force: true });
  await expect(moto).toHaveAttribute('aria-pressed', 'false');
  await expect(chooser).toHaveText(/Formula 1/);

  // The livery picker and the sport menu never stay open together.
  await menu.getByRole('button', { name: 'Select Your Livery' }).click();
  await expect(page.getByRole('dialog', { name: 'SELECT YOUR LIVERY' })).toBeVisible();
  await expect(sports).toBeHidden();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a fan reads the privacy policy and terms and goes back home', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy & Terms' }).click();
  await expect(page).toHaveURL(/\/privacy-terms$/);
  // A link at the foot of the home page opens the next page at its top.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText('Last updated: June 2025')).toHaveCount(2);
  await expect(page).toHaveTitle(/Privacy Policy and Terms/);
  expect(await seriousA11yIssues(page)).toEqual([]);
  await page
    .getByRole('link', { name: /Back to GP Vibes/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('a fan lands on a broken link inside the full chrome and finds the way home', async ({
  page,
}) => {
  await page.goto('/pit-lane/nowhere');
  await expect(page.getByRole('heading', { name: 'DNF (Did Not Find)' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('unofficial community tool');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a fan visits the support and install pages', async ({ page }) => {
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support the product' })).toBeVisible();
  const tip = page.getByRole('link', { name: /Leave a tip/ });
  await expect(tip).toHaveAttribute('target', '_blank');
  await expect(tip).toHaveAttribute('href', OPERATOR_LINKS.TIP_URL);
  expect(await seriousA11yIssues(page)).toEqual([]);

  await page.goto('/install');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Install the App & Get Notified' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Android' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'iPhone/iPad' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Add to Home Screen');
  expect(await seriousA11yIssues(page)).toEqual([]);
});

test('the menu and the livery picker pass an accessibility check', async ({ page }) => {
  await page.goto('/');
  // Checked the moment the menu is asked for (its code may still be on its way) and once open.
  await page.getByRole('button', { name: 'Menu' }).click();
  expect(await seriousA11yIssues(page)).toEqual([]);
  await expect(page.getByRole('navigation', { name: 'Site menu' })).toBeVisible();
  expect(await seriousA11yIssues(page)).toEqual([]);
  await page.getByRole('button', { name: 'Select Your Livery' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousA11yIssues(page)).toEqual([]);
});
