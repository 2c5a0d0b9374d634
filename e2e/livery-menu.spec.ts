import { expect, test } from './support/fixtures';
import { screenshotPath, WIDTHS } from './support/presentation';

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a fan picks a livery from the menu and is back on the page, nothing in the way', async ({
      page,
    }) => {
      await page.goto('/');
      const menuButton = page.getByRole('button', { name: 'Menu' });
      await menuButton.click();
      const menu = page.getByRole('navigation', { name: 'Site menu' });
      await menu.getByRole('button', { name: 'Select Your Livery' }).click();
      await page
        .getByRole('dialog', { name: 'SELECT YOUR LIVERY' })
        .getByRole('button', { name: 'Grape' })
        .click();

      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(menu).toBeHidden();
      await expect(page.getByTestId('menu-backdrop')).toBeHidden();
      await expect(menuButton).toBeFocused();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      // The header answers a real click at once: no overlay sits on top of it.
      const header = page.getByRole('banner');
      for (const name of ['Choose livery', 'Menu']) {
        await header.getByRole('button', { name }).click({ trial: true, timeout: 2_000 });
      }
      await page
        .getByRole('link', { name: /GP Vibes/ })
        .first()
        .click({ trial: true, timeout: 2_000 });
      await page.screenshot({ path: screenshotPath(`livery-picked-from-menu-${viewport.width}`) });

      // Dismissing the picker instead returns to the menu for another choice.
      await menuButton.click();
      await menu.getByRole('button', { name: 'Select Your Livery' }).click();
      await page.keyboard.press('Escape');
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Select Your Livery' })).toBeFocused();
    });
  });
}
