import { type BrowserContext, chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { STORAGE_KEYS } from '../src/domain/site/storage-keys';
import { STAR_WORDS } from '../src/domain/voting/rating-labels';
import { CHROMIUM_PATH } from './page-weight';

// A fan on a busy network taps a star on the built site in Chromium with its CPU slowed
// down, and the app signs in the way it always does: 428, the solver worker loaded and
// run, the solution posted, the token stored. Timed on the page's own clock from the
// touch to the token being stored.
//
// DevTools' CPU throttling (Emulation.setCPUThrottlingRate) slows the page's main thread
// only: a dedicated worker keeps full speed (measured here: a busy loop took the same
// 0.2–0.5 s in a worker at rates 1 and 4, and 4 × longer on the page), and the method is
// refused on a worker's own target ("only supported for pages, not workers"). So the
// worker's time is measured apart and counted `rate` times: the figure is what the touch
// to the token takes when every thread of the page runs `rate` times slower.

export interface BrowserIdentity {
  /** Touch to stored token as measured: the page throttled, the worker not. */
  measuredMs: number;
  /** From creating the solver worker to its answer (script load and the search). */
  workerMs: number;
  /** measuredMs with the worker's time counted `rate` times. */
  throttledMs: number;
  /** The challenge's difficulty and the hashes the worker tried (its number + 1). */
  maxNumber: number;
  hashes: number;
}

interface Marks {
  touch?: number;
  token?: number;
  workerStart?: number;
  workerAnswer?: number;
}

declare global {
  interface Window {
    __identityMarks?: Marks;
  }
}

/**
 * Runs in the page before the app: notes the first pointer-down, when the session token
 * is stored, and when the (first) worker is made and first answers. Nothing else changes.
 */
function instrument(tokenKey: string) {
  const marks: Marks = {};
  window.__identityMarks = marks;
  addEventListener(
    'pointerdown',
    () => {
      marks.touch ??= performance.now();
    },
    { capture: true },
  );
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
    if (key === tokenKey) marks.token ??= performance.now();
    return setItem.call(this, key, value);
  };
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      marks.workerStart ??= performance.now();
      this.addEventListener('message', () => {
        marks.workerAnswer ??= performance.now();
      });
    }
  };
}

/** What the page sent and got on POST /api/session: the challenge's size, the number found. */
function watchSession(context: BrowserContext) {
  const seen = { maxNumber: Number.NaN, number: Number.NaN };
  context.on('response', async (response) => {
    if (!response.url().endsWith('/api/session') || response.status() !== 428) return;
    const body = (await response.json().catch(() => null)) as {
      challenge?: { maxnumber?: number };
    } | null;
    seen.maxNumber = body?.challenge?.maxnumber ?? Number.NaN;
  });
  context.on('request', (request) => {
    if (!request.url().endsWith('/api/session') || request.method() !== 'POST') return;
    const altcha = (request.postDataJSON() as { altcha?: string } | null)?.altcha;
    if (!altcha) return;
    seen.number = (
      JSON.parse(Buffer.from(altcha, 'base64').toString('utf8')) as { number: number }
    ).number;
  });
  return seen;
}

/**
 * `count` fans, each a fresh browser context (no token, nothing cached: a first visit),
 * all behind `ip` (the server trusts one proxy and reads X-Forwarded-For), each loading the
 * home page with the CPU slowed `rate` times and tapping a star on the current race.
 */
export async function measureBrowserIdentities(
  baseUrl: string,
  opts: { ip: string; count: number; rate: number },
): Promise<BrowserIdentity[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const out: BrowserIdentity[] = [];
  try {
    for (let i = 0; i < opts.count; i += 1) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      try {
        await context.setExtraHTTPHeaders({ 'x-forwarded-for': opts.ip });
        await context.addInitScript(instrument, STORAGE_KEYS.sessionToken);
        const seen = watchSession(context);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.rate });
        await page.goto(`${baseUrl}/`, { waitUntil: 'load', timeout: 60_000 });
        const star = page.getByRole('button', { name: `4 stars: ${STAR_WORDS[4]}` }).first();
        await star.waitFor({ state: 'visible', timeout: 60_000 });
        await star.click();
        await page.waitForFunction(() => window.__identityMarks?.token !== undefined, null, {
          polling: 100,
          timeout: 120_000,
        });
        const marks = (await page.evaluate(() => window.__identityMarks)) as Marks;
        if (marks.workerStart === undefined || marks.workerAnswer === undefined) {
          throw new Error('the sign-in stored a token without solving a challenge');
        }
        const measuredMs = marks.token! - marks.touch!;
        const workerMs = marks.workerAnswer - marks.workerStart;
        out.push({
          measuredMs,
          workerMs,
          throttledMs: measuredMs + (opts.rate - 1) * workerMs,
          maxNumber: seen.maxNumber,
          hashes: seen.number + 1,
        });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}
