import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Every page a fan opens, a sport's own home and explorer among them (MotoGP's stand for all). */
export const PAGE_ROUTES = [
  '/',
  '/all-races',
  '/motogp',
  '/motogp/all-races',
  '/my-races',
  '/best-races',
  '/install',
  '/support',
  '/privacy-terms',
  // A race's own page, drawn by the server then by the app.
  '/r/2026-british-grand-prix',
];

/**
 * The race a race day's home shows taking votes: the newest Formula 1 race run by `today`
 * (its weekend's card, with the vote form's first step drawn on it).
 */
export function raceOfTheDay(
  races: readonly { id: string; date: string; sport?: string }[],
  today = new Date().toISOString().slice(0, 10),
): string {
  const run = races
    .filter((race) => (race.sport ?? 'formula1') === 'formula1' && race.date <= today)
    .sort((a, b) => a.date.localeCompare(b.date));
  const race = run.at(-1);
  if (!race) throw new Error(`no Formula 1 race run by ${today}`);
  return race.id;
}

/**
 * The JavaScript a first visit to each route downloads, gzip-compressed as a CDN or proxy
 * would send it. A real browser loads the page, so lazy route chunks count exactly when
 * the route fetches them; the sizes are gzip level 9 of the built files in dist/client.
 * Each route is loaded once per browser language (each fetches its own catalogue) and the
 * heaviest is reported, with its language.
 */
export async function measureFirstLoadJs(
  baseUrl: string,
  clientDir: string,
  languages: readonly string[] = ['en'],
  routes: readonly string[] = PAGE_ROUTES,
) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const out: { route: string; language: string; files: number; gzipKb: number }[] = [];
  try {
    for (const route of routes) {
      let heaviest: (typeof out)[number] | undefined;
      for (const language of languages) {
        const load = await loadRoute(browser, baseUrl, clientDir, route, language);
        if (!heaviest || load.gzipKb > heaviest.gzipKb) heaviest = load;
      }
      if (heaviest) out.push(heaviest);
    }
  } finally {
    await browser.close();
  }
  return out;
}

async function loadRoute(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  baseUrl: string,
  clientDir: string,
  route: string,
  language: string,
) {
  // A fresh context per load: nothing cached, no service worker yet.
  const context = await browser.newContext({ serviceWorkers: 'block', locale: language });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
  let bytes = 0;
  for (const path of scripts)
    bytes += gzipSync(readFileSync(join(clientDir, path)), { level: 9 }).length;
  await context.close();
  return { route, language, files: scripts.size, gzipKb: bytes / 1024 };
}
