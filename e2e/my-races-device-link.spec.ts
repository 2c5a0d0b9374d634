import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { raceIdFor } from '../src/domain/races/race-names';
import { seedVotes } from '../test/server/seed-votes';
import { expect, test } from './support/fixtures';

// "Send to another device" (My races, decisions 0124 and 0125): a fan's marks travel in a
// link's fragment, which no browser sends to a server. The other device shows what the link
// holds and imports it only on a tap; a tampered link is refused and changes nothing.

const NOW = new Date('2026-11-27T12:00:00Z');
const TO_WATCH = { id: raceIdFor(2026, 'Mexico City Grand Prix'), row: 'Mexico City' };
const WATCHED = { id: raceIdFor(2026, 'São Paulo Grand Prix'), row: 'São Paulo' };

/** Every request a browser makes, with its body: none may carry the link or a mark. */
function watchRequests(context: BrowserContext, sent: string[]) {
  context.on('request', (request) => {
    sent.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`);
  });
}

async function mark(page: Page, row: string, mark: 'Still to watch' | 'Watched') {
  const button = page.getByRole('row').filter({ hasText: row }).getByRole('button', { name: mark });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/** No serious or critical accessibility failure in the page's main content. */
async function expectAccessible(page: Page) {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
    [],
  );
}

/** The to-watch list's race names, in order. */
async function listedRaces(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'To watch' });
  await expect(list).toBeVisible();
  return list.getByRole('listitem').locator('.to-watch-list__name').allInnerTexts();
}

test('a fan sends their races to another device by link, and a tampered link changes nothing', async ({
  page,
  context,
  browser,
  baseURL,
  app,
}) => {
  // One rating each, so both races are listed in the explorer, where the fan marks them.
  for (const race of [TO_WATCH, WATCHED]) {
    await seedVotes(app.databaseUrl, race.id, [
      { starRating: 4, viewMode: 'Full Race', reasonTags: [] },
    ]);
  }
  const sent: string[] = [];
  watchRequests(context, sent);
  await page.clock.setFixedTime(NOW);
  await page.goto('/all-races');
  await mark(page, TO_WATCH.row, 'Still to watch');
  await mark(page, WATCHED.row, 'Watched');

  await page.goto('/my-races');
  const mine = await listedRaces(page);
  expect(mine.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Send to another device' }).click();
  await expect(
    page.getByRole('img', { name: 'QR code of the link for your other device' }),
  ).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Link for your other device' });
  await expect(field).toHaveValue(/\/my-races#import=[\w-]+$/);
  const link = await field.inputValue();
  await expectAccessible(page);
  const data = link.slice(link.indexOf('#import=') + '#import='.length);

  // The other device: a fresh browser, a phone.
  const fresh = await browser.newContext({ viewport: { width: 360, height: 740 } });
  watchRequests(fresh, sent);
  const other = await fresh.newPage();
  await other.clock.setFixedTime(NOW);
  await other.goto(link);
  await expect(
    other.getByText('This link holds 2 races: 1 watched, 1 still to watch.'),
  ).toBeVisible();
  await expect(other.getByText('Spoiler shield: Only races marked still to watch')).toBeVisible();
  const offer = other.getByRole('region', { name: 'Import from another device' });
  await expectAccessible(other);
  await offer.getByRole('button', { name: 'Import' }).click();
  await expect(other.getByText('Imported 2 marks.', { exact: false })).toBeVisible();
  expect(new URL(other.url()).hash).toBe('');
  expect(await listedRaces(other)).toEqual(mine);
  await other.reload();
  expect(await listedRaces(other)).toEqual(mine);
  await expect(other.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);

  // One character changed in the middle of the link: refused in words, nothing changed.
  const stored = () => other.evaluate(() => localStorage.getItem('gpvibes.myRaces'));
  const before = await stored();
  const at = Math.floor(data.length / 2);
  const tampered = `${link.slice(0, link.length - data.length)}${data.slice(0, at)}${data[at] === 'A' ? 'B' : 'A'}${data.slice(at + 1)}`;
  const third = await fresh.newPage();
  await third.clock.setFixedTime(NOW);
  await third.goto(tampered);
  await expect(third.getByRole('alert').filter({ hasText: 'That link is damaged' })).toBeVisible();
  await expect(third.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
  expect(await listedRaces(third)).toEqual(mine);
  expect(await stored()).toBe(before);
  await fresh.close();

  // Neither browser ever sent the link's data, a mark or a marked race's name.
  const leaks = sent.filter(
    (line) =>
      line.includes('import=') ||
      line.includes(data.slice(0, 32)) ||
      /to-watch|"marks"|gpvibes\.myRaces/i.test(line) ||
      line.includes(TO_WATCH.id) ||
      line.includes(WATCHED.id),
  );
  expect(leaks).toEqual([]);
  expect(sent.some((line) => line.includes(`${baseURL}/my-races`))).toBe(true);
});
