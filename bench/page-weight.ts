import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const PAGE_ROUTES = ['/', '/all-races', '/install', '/support', '/privacy-terms'];

/**
 * The JavaScript a first visit to each route downloads, gzip-compressed as a CDN or proxy
 * would send it. A real browser loads the page, so lazy route chunks count exactly when
 * the route fetches them; the sizes are gzip level 9 of the built files in dist/client.
 */
export async function measureFirstLoadJs(baseUrl: string, clientDir: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const out: { route: string; files: number; gzipKb: number }[] = [];
  try {
    for (const route of PAGE_ROUTES) {
      // A fresh context per route: nothing cached, no service worker yet.
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
      });
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
      let bytes = 0;
      for (const path of scripts)
        bytes += gzipSync(readFileSync(join(clientDir, path)), { level: 9 }).length;
      out.push({ route, files: scripts.size, gzipKb: bytes / 1024 });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
