// On a 360 px phone, in the languages with the longest and the least spaced words, nothing
// of a race's expanded view or of an empty state is cut: each part sits within the width a
// fan can see (the screen, and the table's sideways-scrolling box it lives in) and no text
// is trimmed by its own box.
import type { Locator, Page } from '@playwright/test';
import type { Language } from '../src/domain/i18n/languages';
import type { Translate } from '../src/domain/i18n/messages/catalogue';
import { sportName } from '../src/domain/sports/sports';
import type { AppServer } from './support/app-server';
import { startAppServer } from './support/app-server';
import { ARCHIVE_SEASON, expect, explorerTest, seedSeason } from './support/explorer-season';
import { wordsIn } from './support/languages';

const PHONE_WIDTH_PX = 360;
const LANGUAGES: readonly Language[] = ['en', 'es', 'ja'];
/** A series this site lists with no race rated yet: its explorer's empty season. */
const UNRATED_SERIES = 'motogp';
/** The first row once sorted by AI rating: rated by fans and by the data (the seeded 4.9). */
const DATA_SCORED_RACE = '2026-dutch-grand-prix';
/** An archive season's first load reads a whole season: more than the default wait. */
const SEASON_LOAD_MS = 20_000;

// The explorer's seeded season, with a second series beside Formula 1 for its empty season.
const test = explorerTest.extend<Record<never, never>, { explorerServer: AppServer }>({
  explorerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const server = await startAppServer({
        F1_HISTORY: 'on',
        SPORTS: `formula1,${UNRATED_SERIES}`,
      });
      await seedSeason(server);
      server.admin('races:set-ai-rating', DATA_SCORED_RACE, '4.9');
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

test.use({ viewport: { width: PHONE_WIDTH_PX, height: 740 }, hasTouch: true, isMobile: true });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message with its placeholder left open: 'Details for {race}' matches any race. */
function anyValueOf(t: Translate, id: Parameters<Translate>[0], name: string): RegExp {
  const marker = '\u0001';
  const [before = '', after = ''] = t(id, { [name]: marker }).split(marker);
  return new RegExp(`^${escapeRegExp(before)}.+${escapeRegExp(after)}$`);
}

function table(page: Page, t: Translate): Locator {
  return page.getByRole('table', { name: t('explorer.table.caption') });
}

/**
 * What inside `cell` a fan cannot fully see: every shown element and line of text must lie
 * within the screen's width and within each scrolling box around it, and a box that hides
 * its overflow or ends in an ellipsis must hold all its text. Words kept for screen readers
 * only (clipped to nothing on purpose) are not on screen to be cut.
 */
function cutParts(cell: Locator): Promise<string[]> {
  return cell.evaluate((root) => {
    const TOLERANCE_PX = 0.5;
    let left = 0;
    let right = document.documentElement.clientWidth;
    for (let box = root.parentElement; box; box = box.parentElement) {
      if (getComputedStyle(box).overflowX === 'visible') continue;
      const rect = box.getBoundingClientRect();
      left = Math.max(left, rect.left + box.clientLeft);
      right = Math.min(right, rect.left + box.clientLeft + box.clientWidth);
    }
    const forScreenReaders = (element: Element) => {
      for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clip !== 'auto' || style.clipPath !== 'none') return true;
      }
      return false;
    };
    const shown = (element: Element) => element.checkVisibility() && !forScreenReaders(element);
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const outside = (rect: DOMRect) =>
      rect.width > 0 && (rect.left < left - TOLERANCE_PX || rect.right > right + TOLERANCE_PX);
    const where = (rect: DOMRect) =>
      `${Math.round(rect.left)}–${Math.round(rect.right)} px, seen ${Math.round(left)}–${Math.round(right)} px`;

    const cut: string[] = [];
    for (const element of root.querySelectorAll('*')) {
      if (!shown(element)) continue;
      const rect = element.getBoundingClientRect();
      if (outside(rect)) cut.push(`${name(element)} at ${where(rect)}`);
      const style = getComputedStyle(element);
      const trims =
        ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      if (trims && element.scrollWidth > element.clientWidth) {
        cut.push(
          `${name(element)} trims its text: ${element.scrollWidth} > ${element.clientWidth} px`,
        );
      }
    }
    const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const parent = text.parentElement;
      if (!parent || !shown(parent) || (text.textContent ?? '').trim() === '') continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const line of range.getClientRects()) {
        if (outside(line))
          cut.push(`text "${text.textContent?.trim().slice(0, 40)}" at ${where(line)}`);
      }
    }
    return cut;
  });
}

async function pageOverflowPx(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Opens the first row's details by their toggle; returns the cell the details fill. */
async function expandFirstRow(page: Page, t: Translate): Promise<Locator> {
  const toggle = table(page, t)
    .getByRole('button', { name: anyValueOf(t, 'explorer.row.detailsFor', 'race') })
    .first();
  await expect(toggle).toBeVisible({ timeout: SEASON_LOAD_MS });
  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const detailsId = await toggle.getAttribute('aria-controls');
  expect(detailsId, 'the toggle names the details it opened').toBeTruthy();
  const details = page.locator(`[id="${detailsId}"]`);
  // The breakdown's code arrives when the row opens (its own chunk).
  await expect(details.getByRole('tablist')).toBeVisible();
  return details.getByRole('cell');
}

for (const language of LANGUAGES) {
  test.describe(`in ${language} on a ${PHONE_WIDTH_PX} px phone`, () => {
    const t = wordsIn(language);

    test('an archive race’s expanded verdict from results is all on screen', async ({ page }) => {
      await page.goto(`/all-races?lang=${language}&season=${ARCHIVE_SEASON}`);
      const details = await expandFirstRow(page, t);
      await expect(
        details.getByRole('group', { name: t('common.resultsVerdict.label') }),
      ).toBeVisible();
      expect(await cutParts(details)).toEqual([]);
      expect(await pageOverflowPx(page)).toBeLessThanOrEqual(0);
    });

    test('a race rated by fans and by the data shows its expanded view whole', async ({ page }) => {
      await page.goto(`/all-races?lang=${language}&sort=ai_rating&dir=desc`);
      const details = await expandFirstRow(page, t);
      await expect(
        details.getByRole('group', { name: t('common.dataVerdict.label') }),
      ).toBeVisible();
      expect(await cutParts(details)).toEqual([]);
      // The second tab's factors too.
      await details.getByRole('tab', { name: t('explorer.tabs.vibeFactors') }).tap();
      await expect(details.getByRole('tabpanel')).toBeVisible();
      expect(await cutParts(details)).toEqual([]);
      expect(await pageOverflowPx(page)).toBeLessThanOrEqual(0);
    });

    test('the empty states wrap within the screen', async ({ page }) => {
      // A filter nothing matches: no Poor race was best watched in full.
      await page.goto(`/all-races?lang=${language}&vibes=Poor&modes=Full%20Race`);
      const noMatch = table(page, t).getByRole('cell', { name: t('explorer.empty') });
      await expect(noMatch).toBeVisible();
      expect(await cutParts(noMatch)).toEqual([]);

      // A series with no race rated yet.
      await page.goto(`/${UNRATED_SERIES}/all-races?lang=${language}`);
      const emptySeason = table(page, t).getByRole('cell', {
        name: t('explorer.emptySeason', { sport: sportName(UNRATED_SERIES, language) }),
      });
      await expect(emptySeason).toBeVisible({ timeout: SEASON_LOAD_MS });
      expect(await cutParts(emptySeason)).toEqual([]);
      expect(await pageOverflowPx(page)).toBeLessThanOrEqual(0);
    });
  });
}
