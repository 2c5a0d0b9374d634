import type { Locator, Page } from '@playwright/test';
import { raceIdFor } from '../../src/domain/races/race-names';
import { type SeedVote, sameVotes, seedVotes } from '../../test/server/seed-votes';
import { type AppServer, startAppServer } from './app-server';
import { test as appTest, expect } from './fixtures';
import { LIVE_RACE, RACE_DAY } from './race-day';

// One server per spec file with a season of votes: a live Las Vegas with too few ratings
// to unlock, six rated races behind it (one without votes between them), a rated race
// last season and two races ahead.

export const SCREENSHOT_DIR = 'e2e/artifacts/screenshots';

const SEED: [string, SeedVote[]][] = [
  ['Las Vegas Grand Prix', sameVotes(2, 4, 'Full Race')],
  ['São Paulo Grand Prix', sameVotes(6, 3, 'Race-in-30')],
  ['Mexico City Grand Prix', sameVotes(5, 5, 'Full Race', ['overtakes', 'rivalries'])],
  ['United States Grand Prix', sameVotes(5, 4, 'Full Race', ['strategy_plays'])],
  ['Singapore Grand Prix', sameVotes(3, 2, 'Highlights Only')],
  [
    'Italian Grand Prix',
    [...sameVotes(8, 4, 'Full Race', ['overtakes']), ...sameVotes(2, 4, 'Race-in-30')],
  ],
  ['Dutch Grand Prix', sameVotes(2, 5, 'Full Race')],
];
const LAST_SEASON: [string, SeedVote[]] = ['Abu Dhabi Grand Prix', sameVotes(4, 5, 'Full Race')];

/** Newest first, as the recent list shows them. */
export const RECENT = [
  'São Paulo Grand Prix',
  'Mexico City Grand Prix',
  'United States Grand Prix',
  'Singapore Grand Prix',
  'Italian Grand Prix',
  'Dutch Grand Prix',
];
/** 4+ averages, best first, ties newest first. */
export const TOP_RATED = [
  'Mexico City Grand Prix',
  'Dutch Grand Prix',
  'United States Grand Prix',
  'Italian Grand Prix',
];
export const UPCOMING = ['Qatar Grand Prix', 'Abu Dhabi Grand Prix'];

export async function startSeededServer(): Promise<AppServer> {
  const app = await startAppServer();
  for (const [name, list] of SEED) await seedVotes(app.databaseUrl, raceIdFor(2026, name), list);
  await seedVotes(app.databaseUrl, raceIdFor(2025, LAST_SEASON[0]), LAST_SEASON[1]);
  app.admin('races:set-current', LIVE_RACE.id);
  return app;
}

export const homeTest = appTest.extend<object, { app: AppServer }>({
  app: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const server = await startSeededServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

export { expect };

export function section(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

export async function cardNames(region: Locator): Promise<string[]> {
  return region.getByRole('heading', { level: 3 }).allTextContents();
}

export async function openHome(page: Page, path = '/'): Promise<void> {
  await page.clock.setFixedTime(RACE_DAY);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'UPCOMING' })).toBeVisible();
}

/**
 * Records, from the page's first moment, every card that glows (race-card--highlight). The
 * glow lasts HASH_HIGHLIGHT_MS (3 s) and starts as the cards mount; on a loaded machine the
 * wait for the page can outlast it, so a journey asks whether the card glowed, not whether
 * it glows at the instant it looks. Call before openHome.
 */
export async function recordGlows(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const glowed = new Set<string>();
    (window as unknown as { glowedCards: Set<string> }).glowedCards = glowed;
    new MutationObserver((changes) => {
      for (const change of changes) {
        const element = change.target as Element;
        if (element.classList?.contains('race-card--highlight')) glowed.add(element.id);
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
  });
}

/** Whether the card with this anchor has glowed since the page opened (see recordGlows). */
export async function expectGlowed(page: Page, anchor: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        (id) => (window as unknown as { glowedCards?: Set<string> }).glowedCards?.has(id) ?? false,
        anchor,
      ),
    )
    .toBe(true);
}
