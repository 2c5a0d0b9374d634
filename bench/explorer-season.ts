import { chromium, type Route } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import type { Race, TallyMap } from '../src/domain/types';
import { makeRace, makeTally } from '../test/domain/fixtures';
import { CHROMIUM_PATH } from './page-weight';

// Issue 44: the explorer's first render of a season of the archive (decision 0131), built
// by the site in Chromium with the CPU slowed `rate` times (a mid-range phone). The page
// opens at /all-races?season=<season>; that season's races and tallies are answered here
// (a full season: 22 Grands Prix and 6 sprints, each rated by the data alone) once the page
// shows "Loading races…", as on a phone whose network is slower than its first render.
// Timed on the page's own clock, from the moment the app holds both reads' data (the second
// `response.json()` of the season resolved) to the table's last row in the document.

export const BENCH_ARCHIVE_SEASON = 2021;
const GRANDS_PRIX = 22;
const SPRINTS = 6;

export interface ExplorerSeasonRender {
  /** The season's races and tallies in the app's hands → the table's last row in the page. */
  renderMs: number;
  /** Navigation start → the same row. */
  fromNavigationMs: number;
}

declare global {
  interface Window {
    __seasonDataIn?: number;
    __seasonListed?: number;
  }
}

/** Runs in the page before the app: when the season's data is read, when the table holds it. */
function instrument([season, expected]: [number, number]) {
  const json = Response.prototype.json;
  Response.prototype.json = async function (this: Response) {
    const value = await json.call(this);
    if (this.url.includes(`season=${season}`)) window.__seasonDataIn = performance.now();
    return value;
  };
  const observer = new MutationObserver(() => {
    const rows = document.querySelectorAll('.explorer table tbody tr th[scope="row"]');
    if (rows.length >= expected) {
      window.__seasonListed = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** A season of the archive: every race past and rated by the data alone. */
export function archiveSeason(season = BENCH_ARCHIVE_SEASON) {
  const races: Race[] = [];
  const tallies: TallyMap = {};
  for (let round = 1; round <= GRANDS_PRIX; round += 1) {
    const date = new Date(Date.UTC(season, 2, 20 + round * 12)).toISOString().slice(0, 10);
    const id = `${season}-bench-grand-prix-${round}`;
    races.push(makeRace({ id, round, name: `Bench Grand Prix ${round}`, date }));
    if (round <= SPRINTS) {
      const sprintDate = new Date(Date.parse(date) - 86_400_000).toISOString().slice(0, 10);
      const sprint = `${id}-sprint`;
      races.push(
        makeRace({
          id: sprint,
          round,
          name: `Bench Grand Prix ${round} Sprint`,
          date: sprintDate,
          kind: 'sprint',
          weekendOf: id,
        }),
      );
      tallies[sprint] = makeTally(
        sprint,
        {},
        { AI_Rating: true, AI_Rating_Value: 2 + (round % 3) },
      );
    }
    tallies[id] = makeTally(
      id,
      {},
      { AI_Rating: true, AI_Rating_Value: 1 + ((round * 7) % 40) / 10 },
    );
  }
  races.sort((a, b) => (a.date < b.date ? -1 : 1));
  return { races, tallies };
}

export async function measureExplorerSeasonRender(
  baseUrl: string,
  opts: { rate: number; runs: number },
): Promise<ExplorerSeasonRender[]> {
  const season = BENCH_ARCHIVE_SEASON;
  const { races, tallies } = archiveSeason(season);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const out: ExplorerSeasonRender[] = [];
  try {
    for (let run = 0; run < opts.runs; run += 1) {
      // A fresh context per run: nothing cached, the season never read before.
      const context = await browser.newContext({ serviceWorkers: 'block', locale: 'en' });
      try {
        await context.addInitScript(instrument, [season, GRANDS_PRIX] as [number, number]);
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        const answer = (json: unknown) => async (route: Route) => {
          await held;
          await route.fulfill({ json });
        };
        await context.route(`**/api/races?season=${season}`, answer(races));
        await context.route(`**/api/tallies?season=${season}`, answer(tallies));
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.rate });
        await page.goto(`${baseUrl}/all-races?season=${season}`, {
          waitUntil: 'load',
          timeout: 60_000,
        });
        await page.getByText('Loading races…').waitFor({ timeout: 60_000 });
        // Let the first render's leftovers (effects, the season list, the live feed) settle.
        await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
        release();
        await page.waitForFunction(() => window.__seasonListed !== undefined, null, {
          polling: 100,
          timeout: 60_000,
        });
        const figures = await page.evaluate(() => ({
          dataIn: window.__seasonDataIn!,
          listed: window.__seasonListed!,
        }));
        out.push({ renderMs: figures.listed - figures.dataIn, fromNavigationMs: figures.listed });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}
