import { chromium, type Route } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { MY_RACES_STORAGE_KEY } from '../src/client/shared/my-races/my-races-store';
import { EMPTY_MY_RACES, type MyRaces } from '../src/domain/my-races/my-races';
import type { Race, StarKey, TallyMap, WatchMode } from '../src/domain/types';
import { makeRace, makeTally } from '../test/domain/fixtures';
import { CHROMIUM_PATH } from './page-weight';

// Issue 35: the to-watch list of a fan with `count` races marked still to watch, rendered
// by the built site in Chromium with the CPU slowed `rate` times (DevTools' throttling, as
// a mid-range phone). The page reads its races and tallies as always; they are answered
// here with `count` past races, each rated, so the list holds every one of them (the bench
// server's calendar has far fewer). The answers are held until the page has loaded its code
// and words and shows "Loading…", as on a phone whose network is slower than its first
// render; then both are answered at once. Timed on the page's own clock, from the moment the
// app holds both reads' data (the second `response.json()` resolved) to the list's last item
// in the document: the work of turning the data into the list. The time from the
// navigation's start is kept for context (it includes the wait).

export interface ToWatchRender {
  /** The races and tallies in the app's hands → the list's last item in the document. */
  renderMs: number;
  /** The same start → the time plan below the list shown (worked out in the next render). */
  planMs: number;
  /** Navigation start → the list's last item in the document. */
  fromNavigationMs: number;
}

declare global {
  interface Window {
    __toWatchDataIn?: number;
    __toWatchListed?: number;
    __toWatchPlanned?: number;
  }
}

/**
 * Runs in the page before the app: notes when the app has read the races' or tallies'
 * JSON (the later of the two counts) and when the list first holds `expected` items.
 */
function instrument(expected: number) {
  const json = Response.prototype.json;
  Response.prototype.json = async function (this: Response) {
    const value = await json.call(this);
    if (/\/api\/(races|tallies)(\?|$)/.test(this.url)) window.__toWatchDataIn = performance.now();
    return value;
  };
  const observer = new MutationObserver(() => {
    const list = document.querySelector('.to-watch-list');
    if (window.__toWatchListed === undefined && list && list.children.length >= expected) {
      window.__toWatchListed = performance.now();
    }
    if (window.__toWatchListed !== undefined && document.querySelector('.my-races__plan-total')) {
      window.__toWatchPlanned = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

const MODES: readonly WatchMode[] = ['Full Race', 'Race-in-30', 'Highlights Only'];

/** `count` past Formula 1 races two days apart before `lastDay`, each with a few votes. */
export function toWatchSeason(count: number, lastDay = Date.parse('2026-11-01T00:00:00Z')) {
  const races: Race[] = [];
  const tallies: TallyMap = {};
  for (let i = 0; i < count; i += 1) {
    const date = new Date(lastDay - i * 2 * 86_400_000).toISOString().slice(0, 10);
    const race = makeRace({ id: `bench-race-${i}`, name: `Bench Grand Prix ${i}`, date });
    const star = String(1 + (i % 5)) as StarKey;
    races.push(race);
    tallies[race.id] = makeTally(
      race.id,
      { [star]: 1 + (i % 7), '4': 2 },
      {
        viewModes: { 'Full Race': 0, 'Race-in-30': 0, 'Highlights Only': 0, [MODES[i % 3]!]: 3 },
      },
    );
  }
  const at = new Date(lastDay).toISOString();
  const mine: MyRaces = {
    ...EMPTY_MY_RACES,
    marks: Object.fromEntries(races.map((r) => [r.id, { mark: 'to-watch' as const, at }])),
  };
  return { races, tallies, mine };
}

export async function measureToWatchRender(
  baseUrl: string,
  opts: { count: number; rate: number; runs: number },
): Promise<ToWatchRender[]> {
  const { races, tallies, mine } = toWatchSeason(opts.count);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const out: ToWatchRender[] = [];
  try {
    for (let run = 0; run < opts.runs; run += 1) {
      // A fresh context per run: nothing cached, the marks already on the device.
      const context = await browser.newContext({ serviceWorkers: 'block', locale: 'en' });
      try {
        await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
          MY_RACES_STORAGE_KEY,
          JSON.stringify(mine),
        ] as const);
        await context.addInitScript(instrument, opts.count);
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        const answer = (json: unknown) => async (route: Route) => {
          await held;
          await route.fulfill({ json });
        };
        await context.route('**/api/races', answer(races));
        await context.route('**/api/tallies', answer(tallies));
        // The live stream would replace these races with the server's own calendar.
        await context.route('**/api/live', (route) => route.abort());
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.rate });
        await page.goto(`${baseUrl}/my-races`, { waitUntil: 'load', timeout: 60_000 });
        await page.locator('.my-races .page-loading').waitFor({ timeout: 60_000 });
        // Let the first render's leftovers (effects, the words' chunk) finish first.
        await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
        release();
        await page.waitForFunction(() => window.__toWatchPlanned !== undefined, null, {
          polling: 100,
          timeout: 60_000,
        });
        const figures = await page.evaluate(() => ({
          dataIn: window.__toWatchDataIn!,
          listed: window.__toWatchListed!,
          planned: window.__toWatchPlanned!,
        }));
        out.push({
          renderMs: figures.listed - figures.dataIn,
          planMs: figures.planned - figures.dataIn,
          fromNavigationMs: figures.listed,
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
