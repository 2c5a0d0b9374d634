// Shared by the presentation journeys: the widths a fan uses, every route, the liveries,
// and geometry read from the page's own element boxes.
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/domain/site/storage-keys';
import { SCREENSHOT_DIR } from './home-season';

export const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;

/** Every route of the app, with a heading that shows it has rendered. */
export const ROUTES = [
  { path: '/', name: 'home', ready: 'UPCOMING' },
  { path: '/all-races', name: 'explorer', ready: 'Race Explorer' },
  { path: '/install', name: 'install', ready: 'Install the App & Get Notified' },
  { path: '/support', name: 'support', ready: 'Support the product' },
  { path: '/privacy-terms', name: 'privacy', ready: 'Privacy Policy' },
  { path: '/no-such-page', name: 'not-found', ready: 'DNF (Did Not Find)' },
] as const;

export function screenshotPath(name: string): string {
  return `${SCREENSHOT_DIR}/${name}.png`;
}

/** Stores a livery before the app starts, as a returning fan would have it. */
export async function useLivery(page: Page, key: string): Promise<void> {
  await page.addInitScript(([storageKey, value]) => localStorage.setItem(storageKey, value), [
    STORAGE_KEYS.theme,
    key,
  ] as const);
}

/**
 * What the element matched by `selector` overlaps: every link, button, form control,
 * table cell and run of text whose box intersects its box, outside the element itself and
 * the elements that contain it. Empty means it covers nothing.
 */
export function overlapsOf(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const target = document.querySelector(sel);
    if (!target) throw new Error(`${sel} is not on the page`);
    const box = target.getBoundingClientRect();
    const meets = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      r.left < box.right &&
      r.right > box.left &&
      r.top < box.bottom &&
      r.bottom > box.top;
    const unrelated = (el: Element) => !target.contains(el) && !el.contains(target);
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none' && style.opacity !== '0';
    };
    const hits: string[] = [];
    const controls = document.querySelectorAll(
      'a[href], button, input, select, textarea, summary, td, th, [role="button"], [role="link"]',
    );
    for (const el of controls) {
      if (unrelated(el) && shown(el) && meets(el.getBoundingClientRect())) {
        hits.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
      }
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || !unrelated(parent) || !shown(parent)) continue;
      // Screen-reader-only words sit in a 1 px clipped box; nobody sees them.
      if (parent.getBoundingClientRect().width <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if (Array.from(range.getClientRects()).some((r) => meets(r as DOMRect))) {
        hits.push(`text "${text.slice(0, 40)}"`);
      }
    }
    return hits;
  }, selector);
}
