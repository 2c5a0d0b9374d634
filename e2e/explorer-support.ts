// Seeded season for the Race Explorer journeys: distinct ratings, vote counts, modes and
// locations, so every sort and filter has one right answer.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { RATING_RANGE_MAX, RATING_RANGE_MIN, SWIPE_THRESHOLD_PX } from '../src/domain/constants';
import type { StarRating, WatchMode } from '../src/domain/types';
import { type SeedVote, seedVotes } from '../test/server/seed-votes';
import { type AppServer, startAppServer } from './support/app-server';
import { test as appTest, expect } from './support/fixtures';

/** The journeys run on race day of the 2026 Las Vegas GP, whatever the real date. */
export const RACE_DAY = new Date('2026-11-21T12:00:00Z');
export const LIVE_RACE_ID = '2026-las-vegas-grand-prix';

function votes(
  count: number,
  starRating: StarRating,
  viewMode: WatchMode,
  reasonTags: string[] = [],
) {
  return Array.from({ length: count }, (): SeedVote => ({ starRating, viewMode, reasonTags }));
}

const SEASON: Record<string, SeedVote[]> = {
  // 5.0 Cinema, 6 ratings, Full Race; overtakes on every ballot, rivalries on one.
  '2026-monaco-grand-prix': [
    ...votes(5, 5, 'Full Race', ['overtakes']),
    ...votes(1, 5, 'Full Race', ['overtakes', 'rivalries']),
  ],
  // 3.75 Great, 8 ratings, best watched as Race-in-30.
  '2026-british-grand-prix': [
    ...votes(5, 4, 'Race-in-30', ['weather_chaos']),
    ...votes(1, 4, 'Full Race'),
    ...votes(2, 3, 'Full Race'),
  ],
  // 4.0 Great, 4 ratings, Full Race.
  '2026-hungarian-grand-prix': votes(4, 4, 'Full Race', ['strategy_plays']),
  // 1.7 Poor, 3 ratings, Highlights Only.
  '2026-dutch-grand-prix': [...votes(2, 2, 'Highlights Only'), ...votes(1, 1, 'Highlights Only')],
  // 3.0 Good, 2 ratings, Full Race.
  '2026-italian-grand-prix': votes(2, 3, 'Full Race'),
  // Live: 4.6 Cinema from exactly the 5 ratings a current race needs.
  [LIVE_RACE_ID]: [...votes(3, 5, 'Full Race'), ...votes(2, 4, 'Full Race')],
  // Last season.
  '2025-japanese-grand-prix': votes(1, 4, 'Full Race'),
  '2025-belgian-grand-prix': votes(1, 2, 'Race-in-30'),
};

export async function seedSeason(server: AppServer): Promise<void> {
  for (const [raceId, ballots] of Object.entries(SEASON)) {
    await seedVotes(server.databaseUrl, raceId, ballots);
  }
  server.admin('races:set-current', LIVE_RACE_ID);
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

/** axe findings a fan would be blocked by: serious and critical only. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
