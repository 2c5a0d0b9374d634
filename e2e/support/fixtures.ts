import { test as base, expect } from '@playwright/test';
import { type AppServer, startAppServer } from './app-server';

/** The operator's links the shared journeys' site is configured with. */
export const OPERATOR_LINKS = {
  FEEDBACK_URL: 'https://feedback.example/gp-vibes',
  TIP_URL: 'https://tip.example/gp-vibes',
};

/**
 * `app`: one server per worker with the seeded calendar, for journeys that only read or
 * that set up their own race state. Tests that need a pristine database call
 * startAppServer() themselves.
 */
export const test = base.extend<
  { allowConsoleErrors: boolean; failOnConsoleError: undefined },
  { app: AppServer }
>({
  /** Set with test.use({ allowConsoleErrors: true }) where a journey provokes errors on purpose. */
  allowConsoleErrors: [false, { option: true }],
  app: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      // A site whose operator set its feedback and tip links (unset, they are not shown).
      const server = await startAppServer(OPERATOR_LINKS);
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ app }, use) => use(app.url),
  // A console error in the page is a bug, as in component tests. One is not: the browser
  // reports a page answered with a 404 (the DNF page of a path no page answers) as one.
  failOnConsoleError: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: { text: string; url: string }[] = [];
      const notFoundPages = new Set<string>();
      page.on('response', (response) => {
        if (response.request().isNavigationRequest() && response.status() === 404) {
          notFoundPages.add(response.url());
        }
      });
      page.on('console', (message) => {
        if (message.type() === 'error') {
          errors.push({ text: message.text(), url: message.location().url });
        }
      });
      page.on('pageerror', (error) => errors.push({ text: error.message, url: '' }));
      await use(undefined);
      const pageNotFound = (error: { text: string; url: string }) =>
        notFoundPages.has(error.url) && /status of 404/.test(error.text);
      const unexpected = errors.filter((error) => !pageNotFound(error)).map((e) => e.text);
      if (!allowConsoleErrors) expect(unexpected, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
