import { expect, type Page } from '@playwright/test';
import { SERVER_PAGE_ID } from '../../src/server/http/server-page-html';

/**
 * Waits for the page the app has drawn: its heading shown, and the copy the server drew
 * first (a race page's, an explorer's opening: decisions 0139, 0158) handed over. That copy
 * carries the same heading, so the heading alone may still be the server's, and a check
 * made then would read the server's copy instead of the app's page.
 */
export async function expectPageDrawn(
  page: Page,
  heading: string,
  options: { timeout?: number } = {},
): Promise<void> {
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible(options);
  await expect(page.locator(`#${SERVER_PAGE_ID}`)).toHaveCount(0, options);
}
