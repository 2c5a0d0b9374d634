import type { Page } from '@playwright/test';
import type { Sport } from '../src/domain/sports/sports';
import { SPORTS, sportExplorerPath, sportHomePath } from '../src/domain/sports/sports';
import type { Race } from '../src/domain/types';
import { findSpoilers } from '../test/proof/spoiler-words';
import { seedVotes } from '../test/server/seed-votes';
import { type AppServer, startAppServer } from './support/app-server';
import { expect, test } from './support/fixtures';
import { ballots, pageText } from './support/spoiler-pages';

// Every other sport's pages as a fan's browser renders them (issue 34): a site carrying all
// seven sports, a rated race in each and a MotoGP race live; each sport's home, explorer
// (every row opened) and a rated race's shared page hold no result word, rider or driver
// in the visible text, accessible names, titles or meta tags. Formula 1's pages are walked
// in every language by spoiler-safety.spec.ts.

const OTHER_SPORTS = SPORTS.filter((sport) => sport !== 'formula1');
/** Rows opened per explorer: enough to hold every rated race and its neighbours. */
const ROWS_OPENED = 12;
/** Time allowed per page (a load, the network settling, a read) on a loaded machine. */
const SECONDS_PER_PAGE = 8;

/**
 * The sport's two latest main races already run (the first rated, the second live for
 * MotoGP); not sprints, which the explorer lists only when asked.
 */
function lastTwoRun(races: Race[]): [Race, Race] {
  const today = new Date().toISOString().slice(0, 10);
  const run = races.filter(
    (race) => !race.cancelled && race.kind !== 'sprint' && race.date <= today,
  );
  const [a, b] = run.slice(-2);
  if (!a || !b) throw new Error(`two races run are needed, found ${run.length}`);
  return [a, b];
}

let server: AppServer;
const rated = new Map<Sport, string>();
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startAppServer({ SPORTS: SPORTS.join(',') });
  for (const sport of OTHER_SPORTS) {
    const response = await fetch(`${server.url}/api/races?sport=${sport}`);
    const [earlier, latest] = lastTwoRun((await response.json()) as Race[]);
    await seedVotes(server.databaseUrl, earlier.id, ballots(9));
    rated.set(sport, earlier.id);
    if (sport === 'motogp') {
      server.admin('races:set-current', latest.id);
      await seedVotes(server.databaseUrl, latest.id, ballots(7));
    }
  }
});
test.afterAll(async () => server?.stop());

async function spoilersOn(page: Page, path: string): Promise<string[]> {
  await page.goto(`${server.url}${path}`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root')).not.toBeEmpty();
  return findSpoilers(await pageText(page)).map((word) => `${path}: ${word}`);
}

test("a fan browsing every other sport's pages never meets a result, rider or driver", async ({
  page,
}) => {
  test.setTimeout(OTHER_SPORTS.length * 3 * SECONDS_PER_PAGE * 1000);
  const found: string[] = [];
  for (const sport of OTHER_SPORTS) {
    found.push(...(await spoilersOn(page, sportHomePath(sport))));
    found.push(...(await spoilersOn(page, `/r/${rated.get(sport)}`)));
    // The explorer, every row it shows opened (details hold the verdict and vibe factors).
    const explorer = sportExplorerPath(sport);
    await page.goto(`${server.url}${explorer}`);
    const closed = page.locator('main [aria-expanded="false"]');
    await expect(closed.first()).toBeVisible();
    const rows = Math.min(await closed.count(), ROWS_OPENED);
    for (let i = 0; i < rows && (await closed.count()) > 0; i += 1) await closed.first().click();
    for (const word of findSpoilers(await pageText(page))) found.push(`${explorer}: ${word}`);
  }
  expect(found).toEqual([]);
});

test('a fan reading Spanish or Japanese meets none on other sports either', async ({ page }) => {
  const languages = ['es', 'ja'];
  test.setTimeout(languages.length * OTHER_SPORTS.length * 2 * SECONDS_PER_PAGE * 1000);
  const found: string[] = [];
  for (const language of languages) {
    for (const sport of OTHER_SPORTS) {
      for (const path of [sportHomePath(sport), `/r/${rated.get(sport)}`]) {
        found.push(...(await spoilersOn(page, `${path}?lang=${language}`)));
        await expect(page.locator('html')).toHaveAttribute('lang', language);
      }
    }
  }
  expect(found).toEqual([]);
});
