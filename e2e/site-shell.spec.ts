import { expect, test } from './support/fixtures';

test('a fan opens the home page and sees the season calendar', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Australian Grand Prix').first()).toBeVisible();
  await expect(page.getByText('Abu Dhabi Grand Prix').first()).toBeVisible();
});

test('a fan follows a broken link, lands on the DNF page and returns home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'DNF (Did Not Find)' })).toBeVisible();
  await expect(
    page.getByText('Looks like this page took a wrong turn at the chicane!'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
