import { rmSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { MIN_VOTES_CURRENT } from '../src/domain/voting/unlock';
import { findSpoilers } from '../test/proof/spoiler-words';
import { seedVotes } from '../test/server/seed-votes';
import {
  FIXTURES_DIR,
  spoilerLadenSession,
  TEAM_NAMES,
} from '../test/server/spoiler-laden-session';
import { seriousA11yViolations } from './support/accessibility';
import { type AppServer, startAppServer } from './support/app-server';
import { expect, test } from './support/fixtures';
import { RACE_DAY } from './support/race-day';

// Right after a race the data has a verdict before the fans do: it shows beside 'Gathering
// the vibes' at once, and steps aside once the crowd's verdict unlocks.

const LIVE = { id: '2026-las-vegas-grand-prix', name: 'Las Vegas Grand Prix' };
/** Past and never rated by fans: listed in the explorer only through its data score. */
const DATA_ONLY = { id: '2026-british-grand-prix', short: 'British GP' };
const WET_REASON = '1 red flag · 2 safety cars · 1 VSC · rain · 4 lead changes · 61 overtakes';

let server: AppServer;
let laden: string;
test.beforeAll(async () => {
  server = await startAppServer();
  server.admin('races:set-current', LIVE.id);
  laden = spoilerLadenSession('wet-chaos');
  server.admin('races:score', DATA_ONLY.id, '--from', `${FIXTURES_DIR}processional-dry`);
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(laden, { recursive: true, force: true });
});

function liveCard(page: Page): Locator {
  return page.getByRole('article').filter({
    has: page.getByRole('heading', { name: LIVE.name, exact: true }),
  });
}

test('a fan sees the data verdict beside Gathering the vibes, and the crowd leads after five votes', async ({
  page,
}) => {
  await page.clock.setFixedTime(RACE_DAY);
  await page.goto(server.url);
  const card = liveCard(page);
  await expect(card.getByRole('progressbar', { name: 'Gathering the vibes' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  const verdict = card.getByRole('group', { name: 'Data verdict' });
  await expect(verdict).toHaveCount(0);

  // The race's data arrives — files stuffed with names, teams and positions — and the open
  // page shows the verdict without a reload.
  server.admin('races:score', LIVE.id, '--from', laden);
  await expect(verdict).toContainText('5.0');
  await expect(verdict).toContainText('Cinema');
  await expect(verdict.getByText('AI rating', { exact: true })).toBeVisible();
  await expect(verdict).toContainText(WET_REASON);
  expect(await seriousA11yViolations(page, '.live-tally')).toEqual([]);

  // Nothing from the files but counts reached the page.
  const text = await page.locator('body').innerText();
  expect(findSpoilers(text)).toEqual([]);
  for (const team of TEAM_NAMES) expect(text).not.toContain(team);

  // Five fans rate it; the open page follows the live feed without a reload.
  await seedVotes(
    server.databaseUrl,
    LIVE.id,
    Array.from({ length: MIN_VOTES_CURRENT }, () => ({ starRating: 3, viewMode: 'Full Race' })),
  );
  await expect(card.getByRole('progressbar')).toHaveCount(0);
  const crowd = card.getByText(`${MIN_VOTES_CURRENT} ratings`);
  await expect(crowd).toBeVisible();
  await expect(verdict).toContainText('5.0');
  const crowdFirst = await crowd.evaluate(
    (el, other) => Boolean(el.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING),
    await verdict.elementHandle(),
  );
  expect(crowdFirst).toBe(true);
  await expect(card.locator('.verdict__average')).toHaveText('3.0');

  // The verdict links to how it is computed; the keyboard reaches it.
  const how = verdict.getByRole('link', { name: 'How the AI rating is computed' });
  await how.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/data-score$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'How the AI rating is computed' }),
  ).toBeVisible();
  expect(await seriousA11yViolations(page, 'main')).toEqual([]);
});

test('a fan finds a past race only the data has rated in the explorer, flagged and sorted as an AI rating', async ({
  page,
}) => {
  await page.clock.setFixedTime(RACE_DAY);
  await page.goto(`${server.url}/all-races?sort=ai_rating`);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: DATA_ONLY.short }) });
  // The data's verdict said once, its score and label flagged as an AI rating.
  await expect(row.getByTitle(/^AI rating: no safety car · dry · 14 overtakes$/)).toHaveText(
    'AI rating',
  );
  await expect(row.getByRole('cell').nth(1)).toContainText(/^1\.8 Poor AI rating/);
  await page.getByRole('button', { name: `Details for ${DATA_ONLY.short}` }).click();
  await expect(page.getByRole('group', { name: 'Data verdict' })).toContainText('1.8');
});
