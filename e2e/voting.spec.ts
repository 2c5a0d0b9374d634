import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { SESSION_PATH } from '../src/client/data/session';
import { votingSectionLabel } from '../src/domain/races/localized-race-name';
import { raceIdFor } from '../src/domain/races/race-names';
import { STAR_WORDS } from '../src/domain/voting/rating-labels';
import { WATCH_MODE_LABELS } from '../src/domain/voting/watch-modes';
import { startAppServer } from './support/app-server';
import { expect, test } from './support/fixtures';

/** The vote form's notes in English (the catalogues are JSON, which this runner cannot import). */
const AUTH_NETWORK_MESSAGE = 'Network error: Unable to connect to authentication service...';
const VOTE_NETWORK_MESSAGE = 'Network error: Unable to connect to voting service...';
const VOTE_SUCCESS_MESSAGE = 'Vote submitted successfully';
const VOTE_UPDATED_MESSAGE = 'Vote updated successfully';

const RACE = { id: raceIdFor(2026, 'Las Vegas Grand Prix'), name: 'Las Vegas Grand Prix' };

function raceCard(page: Page): Locator {
  return page.getByRole('article').filter({
    has: page.getByRole('heading', { name: RACE.name, exact: true }),
  });
}

function votingSection(page: Page): Locator {
  return page.getByRole('region', { name: votingSectionLabel(RACE) });
}

/** Votes the way a fan taps: stars, a factor when offered, then the way to watch. */
async function rateRace(page: Page, stars: 2 | 4, mode: keyof typeof WATCH_MODE_LABELS) {
  const form = votingSection(page);
  await form.getByRole('button', { name: `${stars} stars: ${STAR_WORDS[stars]}` }).click();
  if (stars === 4) {
    await form.getByRole('button', { name: 'Overtakes' }).click();
    await form.getByRole('button', { name: 'Next' }).click();
  }
  await form.getByRole('button', { name: WATCH_MODE_LABELS[mode] }).click();
}

/** Serious or critical accessibility problems inside the vote form only. */
async function formA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('.vote-form').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`);
}

async function ratingsCount(page: Page): Promise<number> {
  const progress = raceCard(page).getByRole('progressbar');
  return Number(await progress.getAttribute('aria-valuenow'));
}

test.describe('voting on the live race', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(({ app }) => {
    app.admin('races:set-current', RACE.id);
  });
  test.afterAll(({ app }) => {
    app.admin('races:set-current', RACE.id, '--off');
  });

  test('a fan rates the live race, sees it counted on another open page, then changes their mind', async ({
    page,
    context,
  }) => {
    const watcher = await context.newPage();
    await watcher.goto('/');
    await expect(raceCard(watcher).getByRole('progressbar')).toBeVisible();
    const before = await ratingsCount(watcher);

    await page.goto('/');
    await expect(votingSection(page).getByText('This race was')).toBeVisible();
    await rateRace(page, 4, 'Full Race');
    await expect(votingSection(page).getByRole('status')).toHaveText(VOTE_SUCCESS_MESSAGE);

    // The other page was never reloaded: the live feed moved its count.
    await expect(raceCard(watcher).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      String(before + 1),
    );

    await votingSection(page).getByRole('button', { name: 'Clear your vote choices' }).click();
    await rateRace(page, 2, 'Highlights Only');
    await expect(votingSection(page).getByRole('status')).toHaveText(VOTE_UPDATED_MESSAGE);

    // A changed vote replaces the first one: still one more rating than before.
    await page.reload();
    await expect(raceCard(page).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      String(before + 1),
    );
    await watcher.close();
  });

  test('a returning fan who reloads the page still updates the same vote', async ({ page }) => {
    await page.goto('/');
    await rateRace(page, 2, 'Race-in-30');
    await expect(votingSection(page).getByRole('status')).toHaveText(VOTE_SUCCESS_MESSAGE);
    await page.reload();
    await rateRace(page, 4, 'Full Race');
    await expect(votingSection(page).getByRole('status')).toHaveText(VOTE_UPDATED_MESSAGE);
  });

  test('the vote form works on a small phone screen, by keyboard, with no accessibility problems', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const form = votingSection(page);
    await expect(form.getByRole('button', { name: /stars?:/ })).toHaveCount(5);
    const widest = await form.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(widest, 'the form never scrolls sideways').toBeLessThanOrEqual(0);
    await form.getByRole('button', { name: `4 stars: ${STAR_WORDS[4]}` }).focus();
    expect(await formA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(form.getByRole('button', { name: 'Skip' })).toBeVisible();
    // Focus moved into the new step, so the keyboard carries on from there.
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Overtakes' })).toBeFocused();
    expect(await formA11yViolations(page)).toEqual([]);
  });
});

test.describe('when the voting service is gone', () => {
  test.use({ allowConsoleErrors: true });

  test('a fan sees the network error instead of a success', async ({ browser }) => {
    const server = await startAppServer();
    try {
      server.admin('races:set-current', RACE.id);
      const returning = await browser.newPage({ baseURL: server.url });
      const newcomer = await browser.newPage({ baseURL: server.url });
      const offline = await browser.newPage({ baseURL: server.url });
      await returning.goto('/');
      await rateRace(returning, 2, 'Full Race');
      await expect(votingSection(returning).getByRole('status')).toHaveText(VOTE_SUCCESS_MESSAGE);

      // Never signed in, the anonymous sign-in is what fails first.
      await newcomer.route(`**${SESSION_PATH}**`, (route) => route.abort('connectionrefused'));
      await newcomer.goto('/');
      await rateRace(newcomer, 2, 'Race-in-30');
      await expect(votingSection(newcomer).getByRole('status')).toHaveText(AUTH_NETWORK_MESSAGE);

      await offline.goto('/');
      await expect(votingSection(offline)).toBeVisible();

      await server.stop();

      // Signed in already, the vote itself cannot get through.
      await votingSection(returning)
        .getByRole('button', { name: 'Clear your vote choices' })
        .click();
      await rateRace(returning, 4, 'Highlights Only');
      await expect(votingSection(returning).getByRole('status')).toHaveText(VOTE_NETWORK_MESSAGE);

      // The page came before the fan touched the form: its code cannot come now, and the
      // star tapped says the vote cannot get through.
      await votingSection(offline)
        .getByRole('button', { name: `4 stars: ${STAR_WORDS[4]}` })
        .click();
      await expect(votingSection(offline).getByRole('status')).toHaveText(VOTE_NETWORK_MESSAGE);
    } finally {
      await server.stop();
    }
  });
});
