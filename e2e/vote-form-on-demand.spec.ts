import type { Page } from '@playwright/test';
import { raceIdFor } from '../src/domain/races/race-names';
import { STAR_WORDS } from '../src/domain/voting/rating-labels';
import { expect, test } from './support/fixtures';

// On a race day the home's card shows the vote form's first step (its title and five stars)
// from the first paint, but the form's code is fetched only when the fan reaches for a
// star: a phone's first load stays within its budget (issue 51). A star tapped before the
// code arrives is the star the form goes on from.

const RACE = { id: raceIdFor(2026, 'Las Vegas Grand Prix'), name: 'Las Vegas Grand Prix' };
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const REASONS_PROMPT = /Pick up to \d factors that really added to the excitement/;

test.use(PHONE);

/** The page's script requests for the vote form's own chunk. */
function formChunkRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' && /\/vote-form-[^/]*\.js$/.test(path)) seen.push(path);
  });
  return seen;
}

test.describe('the vote form on a race day', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(({ app }) => {
    app.admin('races:set-current', RACE.id);
  });
  test.afterAll(({ app }) => {
    app.admin('races:set-current', RACE.id, '--off');
  });

  test("shows its stars with the page and fetches its code at the fan's first tap", async ({
    page,
  }) => {
    const requested = formChunkRequests(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    const card = page.getByRole('article').filter({
      has: page.getByRole('heading', { name: RACE.name, exact: true }),
    });
    const star = (stars: 4) =>
      card.getByRole('button', { name: `${stars} stars: ${STAR_WORDS[stars]}` });
    await expect(star(4)).toBeVisible();
    expect(requested, 'the form code before any tap').toEqual([]);

    await star(4).tap();
    await expect(star(4)).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByText(REASONS_PROMPT)).toBeVisible({ timeout: 15_000 });
    expect(requested.length, 'the form code after the tap').toBe(1);
  });
});
