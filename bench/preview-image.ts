import autocannon from 'autocannon';
import { LANGUAGES } from '../src/domain/i18n/languages';
import { previewImagePath } from '../src/domain/sharing/preview-card';
import { withLanguage } from '../src/domain/sharing/share-paths';
import type { LoadFigures } from './load-figures';
import { median } from './rounds';
import { cpuMs } from './servers';
import { measureSteady, quantile } from './steady-load';

// The preview image of race links (decision 0145) on the built server: how long a card's
// first drawing takes, how many times a second a card already drawn is served, and what
// drawing cards costs everyone else: the latency of home data reads at a steady rate, alone
// and while clients keep asking for cards never drawn before (a crawler walking the site,
// or a race's link shared in every language at once).

/** Clients asking for new cards back to back during the shared-load step. */
const DRAWING_CLIENTS = 4;
/** Home data reads per second during the shared-load step: a busy race day's steady pace. */
const READS_PER_SECOND = 500;

export interface PreviewImageFigures {
  cards: number;
  firstMedianMs: number;
  firstP95Ms: number;
  /** The server's CPU (every thread) per first drawing: steady whatever else runs. */
  cpuPerCardMs: number;
  medianKb: number;
  /** One card asked again and again. */
  cached: LoadFigures;
  readsAlone: LoadFigures;
  readsWhileDrawing: LoadFigures;
  drawnMeanwhile: number;
}

/**
 * Every (race, language) of the server's default seasons: each a card not drawn yet.
 * Japanese is left out: on a machine without a Japanese font it is drawn in English, the
 * same card as English's.
 */
async function cardPaths(url: string): Promise<string[]> {
  const races = (await (await fetch(`${url}/api/races`)).json()) as { id: string }[];
  const languages = LANGUAGES.filter((language) => language !== 'ja');
  return races.flatMap((race) =>
    languages.map((language) => withLanguage(previewImagePath(race.id), language)),
  );
}

async function timedGet(url: string): Promise<{ ms: number; bytes: number }> {
  const start = performance.now();
  const res = await fetch(url);
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return { ms: performance.now() - start, bytes: body.length };
}

export async function measurePreviewImages(
  url: string,
  { pid, firstCards, seconds }: { pid: number; firstCards: number; seconds: number },
): Promise<PreviewImageFigures> {
  const paths = await cardPaths(url);
  // The first card also loads the fonts and the rasterizer: not counted.
  await timedGet(url + paths[0]);
  const first: { ms: number; bytes: number }[] = [];
  const cpuBefore = await cpuMs(pid);
  for (const path of paths.slice(1, firstCards + 1)) first.push(await timedGet(url + path));
  const cpuPerCardMs = ((await cpuMs(pid)) - cpuBefore) / first.length;
  const times = first.map((f) => f.ms).sort((a, b) => a - b);

  const result = await autocannon({ url: url + paths[0], connections: 32, duration: seconds });
  const cached: LoadFigures = {
    perSecond: result['2xx'] / result.duration,
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
  };

  const reads = () =>
    measureSteady({
      url,
      rate: READS_PER_SECOND,
      seconds,
      connections: 50,
      next: () => ({ method: 'GET', path: '/api/tallies', headers: {} }),
    });
  const readsAlone = await reads();
  let next = firstCards + 1;
  let drawing = true;
  let drawnMeanwhile = 0;
  const drawer = async () => {
    while (drawing && next < paths.length) {
      const path = paths[next++]!;
      await timedGet(url + path);
      drawnMeanwhile += 1;
    }
  };
  const drawers = Array.from({ length: DRAWING_CLIENTS }, drawer);
  const readsWhileDrawing = await reads();
  drawing = false;
  await Promise.all(drawers);
  return {
    cards: first.length,
    firstMedianMs: median(times),
    firstP95Ms: quantile(times, 0.95),
    cpuPerCardMs,
    medianKb: median(first.map((f) => f.bytes)) / 1024,
    cached,
    readsAlone,
    readsWhileDrawing,
    drawnMeanwhile,
  };
}
