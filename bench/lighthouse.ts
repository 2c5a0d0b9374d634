import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../playwright.config';
import { CHROMIUM_PATH } from './page-weight';

export interface LighthouseScores {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Audits that cost points, for the report. */
  misses: string[];
  /** Every run's performance score, in order: the machine's load moves it by ten points. */
  performanceByRun: number[];
}

/**
 * Lighthouse's default run: a mid-range phone on a throttled (simulated) mobile network,
 * `runs` times per route; the run with the median performance score is the route's figure
 * (Lighthouse's own advice on variance).
 */
export async function measureLighthouse(
  baseUrl: string,
  routes: string[],
  runs = 5,
): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  const out: LighthouseScores[] = [];
  try {
    for (const route of routes) {
      const all: Omit<LighthouseScores, 'performanceByRun'>[] = [];
      for (let i = 0; i < runs; i += 1) all.push(await measureOnce(chrome.port, baseUrl, route));
      const byPerformance = [...all].sort((a, b) => a.performance - b.performance);
      out.push({
        ...byPerformance[Math.floor(runs / 2)]!,
        performanceByRun: all.map((run) => run.performance),
      });
    }
  } finally {
    chrome.kill();
  }
  return out;
}

async function measureOnce(
  port: number,
  baseUrl: string,
  route: string,
): Promise<Omit<LighthouseScores, 'performanceByRun'>> {
  const run = () =>
    lighthouse(`${baseUrl}${route}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
  // A fresh browser's first trace sometimes has no navigation start (NO_NAVSTART): retry.
  let result = await run();
  for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry += 1) result = await run();
  if (!result || result.lhr.runtimeError) {
    throw new Error(`lighthouse ${route}: ${result?.lhr.runtimeError?.code ?? 'no result'}`);
  }
  const { categories, audits } = result.lhr;
  // The full report stays in bench/out (git-ignored) for anyone chasing a point.
  mkdirSync('bench/out', { recursive: true });
  const name = route === '/' ? 'home' : route.replace(/\W+/g, '-').replace(/^-|-$/g, '');
  writeFileSync(`bench/out/lighthouse-${name}.json`, JSON.stringify(result.lhr, null, 1));
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const misses = Object.values(audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'manual',
    )
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return {
    route,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    misses,
  };
}
