// Seeded season for the Race Explorer journeys: distinct ratings, vote counts, modes and
// locations, so every sort and filter has one right answer.
import type { Locator, Page } from '@playwright/test';
import {
  RATING_RANGE_MAX,
  RATING_RANGE_MIN,
} from '../../src/domain/explorer/explorer-filter-state';
import { SWIPE_THRESHOLD_PX } from '../../src/domain/site/swipe-gesture';
import { type SeedVote, sameVotes, seedVotes } from '../../test/server/seed-votes';
import { type AppServer, startAppServer } from './app-server';
import { test as appTest, expect } from './fixtures';
import { LIVE_RACE, RACE_DAY } from './race-day';

const SEASON: Record<string, SeedVote[]> = {
  // 5.0 Cinema, 6 ratings, Full Race; overtakes on every ballot, rivalries on one.
  '2026-monaco-grand-prix': [
    ...sameVotes(5, 5, 'Full Race', ['overtakes']),
    ...sameVotes(1, 5, 'Full Race', ['overtakes', 'rivalries']),
  ],
  // 3.75 Great, 8 ratings, best watched as Race-in-30.
  '2026-british-grand-prix': [
    ...sameVotes(5, 4, 'Race-in-30', ['weather_chaos']),
    ...sameVotes(1, 4, 'Full Race'),
    ...sameVotes(2, 3, 'Full Race'),
  ],
  // 4.0 Great, 4 ratings, Full Race.
  '2026-hungarian-grand-prix': sameVotes(4, 4, 'Full Race', ['strategy_plays']),
  // 1.7 Poor, 3 ratings, Highlights Only.
  '2026-dutch-grand-prix': [
    ...sameVotes(2, 2, 'Highlights Only'),
    ...sameVotes(1, 1, 'Highlights Only'),
  ],
  // 3.0 Good, 2 ratings, Full Race.
  '2026-italian-grand-prix': sameVotes(2, 3, 'Full Race'),
  // Live: 4.6 Cinema from exactly the 5 ratings a current race needs.
  [LIVE_RACE.id]: [...sameVotes(3, 5, 'Full Race'), ...sameVotes(2, 4, 'Full Race')],
  // Last season.
  '2025-japanese-grand-prix': sameVotes(1, 4, 'Full Race'),
  '2025-belgian-grand-prix': sameVotes(1, 2, 'Race-in-30'),
};

export async function seedSeason(server: AppServer): Promise<void> {
  for (const [raceId, ballots] of Object.entries(SEASON)) {
    await seedVotes(server.databaseUrl, raceId, ballots);
  }
  server.admin('races:set-current', LIVE_RACE.id);
}

/** A season of the archive (decisions 0130, 0131): every race rated from its results. */
export const ARCHIVE_SEASON = 2021;
/** Its Grands Prix and sprints, as the history shipped with the site holds them. */
export const ARCHIVE_SEASON_GRANDS_PRIX = 22;
export const ARCHIVE_SEASON_SPRINTS = 3;

export function table(page: Page): Locator {
  return page.getByRole('table', { name: 'Rated races' });
}

/** Race names in table order (each row's header cell, without the live badge). */
export function raceNames(page: Page): Promise<string[]> {
  return table(page)
    .getByRole('rowheader')
    .evaluateAll((cells) => cells.map((cell) => cell.querySelector('span')?.textContent ?? ''));
}

/** Clicks the rating track where `rating` sits. */
export async function clickRatingTrack(page: Page, rating: number): Promise<void> {
  const track = page.getByTestId('rating-track');
  const box = await track.boundingBox();
  if (!box) throw new Error('rating track not visible');
  const ratio = (rating - RATING_RANGE_MIN) / (RATING_RANGE_MAX - RATING_RANGE_MIN);
  await track.click({ position: { x: box.width * ratio, y: box.height / 2 } });
}

/** A one-finger horizontal swipe made of real touch events, `dx` px long. */
export async function swipe(target: Locator, dx: number): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('swipe target not visible');
  const x = box.x + box.width / 2;
  const y = box.y + Math.min(40, box.height / 2);
  const steps = 5;
  const at = (clientX: number) => [{ identifier: 0, clientX, clientY: y }];
  await target.dispatchEvent('touchstart', {
    touches: at(x),
    changedTouches: at(x),
    targetTouches: at(x),
  });
  for (let step = 1; step <= steps; step += 1) {
    const point = at(x + (dx * step) / steps);
    await target.dispatchEvent('touchmove', {
      touches: point,
      changedTouches: point,
      targetTouches: point,
    });
  }
  await target.dispatchEvent('touchend', {
    touches: [],
    changedTouches: at(x + dx),
    targetTouches: [],
  });
}

export const PAST_THRESHOLD = SWIPE_THRESHOLD_PX + 30;
export const BELOW_THRESHOLD = SWIPE_THRESHOLD_PX - 20;

/**
 * One isolated, seeded server per worker for the explorer journeys (they only read), and a
 * browser clock fixed on race day so phases and the default season never drift.
 */
export const explorerTest = appTest.extend<
  { raceDayClock: undefined },
  { explorerServer: AppServer }
>({
  explorerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      // Every season since 1950, as a fresh site has them (F1_HISTORY's default).
      const server = await startAppServer({ F1_HISTORY: 'on' });
      await seedSeason(server);
      server.admin('races:set-ai-rating', '2026-dutch-grand-prix', '4.9');
      server.admin('races:set-ai-rating', '2026-monaco-grand-prix', '3.0');
      server.admin('races:set-ai-rating', '2026-italian-grand-prix', '1.2');
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ explorerServer }, use) => use(explorerServer.url),
  raceDayClock: [
    async ({ page }, use) => {
      await page.clock.setFixedTime(RACE_DAY);
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };

export async function openExplorer(page: Page, query = ''): Promise<void> {
  await page.goto(`/all-races${query}`);
  await expect(page.getByRole('heading', { name: 'Race Explorer', level: 1 })).toBeVisible();
  await expect(resultCount(page)).toBeVisible();
}

/** The live result line ("Showing N …"); the site chrome has status regions of its own. */
export function resultCount(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: /^Showing / });
}
