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
  // A console error in the page is a bug, as in component tests.
  failOnConsoleError: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(undefined);
      if (!allowConsoleErrors) expect(errors, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
