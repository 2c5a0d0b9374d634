import type { Locator, Page } from '@playwright/test';
import { votingSectionLabel } from '../src/domain/races/localized-race-name';
import { STAR_WORDS } from '../src/domain/voting/rating-labels';
import { WATCH_MODE_LABELS } from '../src/domain/voting/watch-modes';
import { sameVotes, seedVotes } from '../test/server/seed-votes';
import { type AppServer, startAppServer } from './support/app-server';
import { openExplorer, raceNames, resultCount } from './support/explorer-season';
import { test as appTest, expect } from './support/fixtures';

/** The vote form's notes in English (the catalogues are JSON, which this runner cannot import). */
const VOTE_SUCCESS_MESSAGE = 'Vote submitted successfully';

// The Singapore weekend of 2026, on the Sunday evening: the Grand Prix has been run and
// rated, and its sprint (run on Saturday) is still open for votes.
const WEEKEND_EVENING = new Date('2026-10-11T16:00:00Z');
const GRAND_PRIX = { id: '2026-singapore-grand-prix', name: 'Singapore Grand Prix' };
const SPRINT = {
  id: '2026-singapore-grand-prix-sprint',
  name: 'Singapore Grand Prix Sprint',
  kind: 'sprint' as const,
};

/** A server of its own: the Grand Prix rated, the sprint one rating short and being rated. */
const test = appTest.extend<object, { app: AppServer }>({
  app: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const server = await startAppServer();
      await seedVotes(server.databaseUrl, GRAND_PRIX.id, sameVotes(3, 5, 'Full Race'));
      // One rating short of the five a race being rated needs to show its results.
      await seedVotes(server.databaseUrl, SPRINT.id, sameVotes(4, 2, 'Highlights Only'));
      server.admin('races:set-current', SPRINT.id);
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

function card(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

test('a fan rates the sprint, finds it in the explorer under Sprint, and the Grand Prix keeps its own verdict', async ({
  page,
}) => {
  await page.clock.setFixedTime(WEEKEND_EVENING);
  await page.goto('/');

  // The sprint is rated in a section of its own, never among the Grand Prix races.
  const sprints = page.getByRole('region', { name: 'SPRINTS' });
  const sprintCard = card(page, SPRINT.name);
  await expect(sprints.getByRole('article', { name: SPRINT.name, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'NOW RATING' })).toHaveCount(0);

  const form = sprintCard.getByRole('region', { name: votingSectionLabel(SPRINT) });
  await expect(form.getByText('This race was')).toBeVisible();
  await form.getByRole('button', { name: `2 stars: ${STAR_WORDS[2]}` }).click();
  await form.getByRole('button', { name: WATCH_MODE_LABELS['Highlights Only'] }).click();
  await expect(form.getByRole('status')).toHaveText(VOTE_SUCCESS_MESSAGE);
  // The fifth rating unlocks the sprint's own verdict.
  await expect(sprintCard).toContainText('2.0');
  await expect(sprintCard).toContainText('meh');

  // The weekend's Grand Prix card (featured as the last race, and among the top rated)
  // shows the Grand Prix's verdict only.
  const lastRace = page.getByRole('region', { name: 'LAST RACE' });
  await expect(lastRace.getByRole('article', { name: GRAND_PRIX.name, exact: true })).toBeVisible();
  await expect(card(page, GRAND_PRIX.name)).toHaveCount(2);
  for (const grandPrixCard of await card(page, GRAND_PRIX.name).all()) {
    await expect(grandPrixCard).toContainText('5.0');
    await expect(grandPrixCard).not.toContainText('2.0');
    await expect(grandPrixCard).toContainText('cinema');
    await expect(grandPrixCard).not.toContainText('meh');
    await expect(grandPrixCard).not.toContainText('Sprint');
  }

  // The explorer lists Grand Prix races by default, and the sprint under the Sprint kind.
  await openExplorer(page);
  await expect.poll(() => raceNames(page)).toEqual(['Singapore GP']);
  await page.getByLabel('Kind').selectOption({ label: 'Sprint' });
  await expect.poll(() => raceNames(page)).toEqual(['Singapore GP Sprint']);
  await expect(page).toHaveURL(/[?&]kind=sprint/);
  await expect(resultCount(page)).toHaveText('Showing 1 current race');
  const row = page.getByRole('row', { name: /Singapore GP Sprint/ });
  await expect(row).toContainText('2.0');
  await expect(row).toContainText('HIGHLIGHTS');
});
