import { mkdirSync, writeFileSync } from 'node:fs';
import { test as base, expect } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { CHROMIUM_ARGS } from '../playwright.config';
import { type AppServer, startAppServer } from './support/app-server';

// Lighthouse (mobile, its default) on the home page against a freshly started server, in
// Debian's Chromium, RUNS times; the median run is reported (as Lighthouse's own guidance on
// variance advises) and every run's figures go to REPORT_FILE.
//
// Accessibility and best practices are the page's markup and headers: the same on every run,
// so they are held here. Performance is a timing: the same build scored 67 to 92 here within
// minutes, with the machine's load. Its target lives with the other speed targets in the
// benchmark (`npm run bench -- --only=pages`, bench/RESULTS.md), as every speed target of
// this project does (docs/decisions/0134-the-home-page-opens-sooner.md).

const REPORT_FILE = 'e2e/artifacts/lighthouse.json';
const RUNS = 3;
const MIN_SCORES = { accessibility: 100, 'best-practices': 100 } as const;
type Category = keyof typeof MIN_SCORES | 'performance';
const CATEGORIES: Category[] = ['performance', 'accessibility', 'best-practices'];
const HELD = Object.keys(MIN_SCORES) as (keyof typeof MIN_SCORES)[];

const test = base;
test.describe.configure({ timeout: 300_000 });

let server: AppServer;
test.beforeAll(async () => {
  server = await startAppServer();
});
test.afterAll(async () => server?.stop());

function summarise(lhr: RunnerResult['lhr']) {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    return value === undefined ? null : Math.round(value * 1000) / 1000;
  };
  const below = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1)
    .filter((a) => a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'metricSavings')
    .map((a) => a.id);
  return {
    scores,
    metricsMs: {
      firstContentfulPaint: metric('first-contentful-paint'),
      largestContentfulPaint: metric('largest-contentful-paint'),
      totalBlockingTime: metric('total-blocking-time'),
      speedIndex: metric('speed-index'),
    },
    cumulativeLayoutShift: metric('cumulative-layout-shift'),
    auditsBelowFullScore: below,
    // What the best-practices audits found, so a regression is quick to trace.
    inspectorIssues: lhr.audits['inspector-issues']?.details ?? null,
    consoleErrors: lhr.audits['errors-in-console']?.details ?? null,
  };
}

async function runOnce(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    return { lhr: result.lhr, summary: summarise(result.lhr) };
  } finally {
    chrome.kill();
  }
}

test('the home page scores full marks for accessibility and best practices in Lighthouse on a phone', async () => {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await runOnce(`${server.url}/`));
  const byPerformance = [...runs].sort(
    (a, b) => a.summary.scores.performance - b.summary.scores.performance,
  );
  const median = byPerformance[Math.floor(RUNS / 2)]!;

  mkdirSync('e2e/artifacts', { recursive: true });
  const report = {
    url: '/',
    formFactor: median.lhr.configSettings.formFactor,
    throttling: median.lhr.configSettings.throttlingMethod,
    lighthouseVersion: median.lhr.lighthouseVersion,
    fetchTime: median.lhr.fetchTime,
    runs: RUNS,
    performanceByRun: runs.map((r) => r.summary.scores.performance),
    ...median.summary,
  };
  writeFileSync(REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`);

  // Every run, not the median: these do not move with the machine.
  for (const [i, run] of runs.entries()) {
    for (const category of HELD) {
      expect
        .soft(
          run.summary.scores[category],
          `run ${i + 1}: ${category} (audits below full score: ${run.summary.auditsBelowFullScore.join(', ')}; see ${REPORT_FILE})`,
        )
        .toBeGreaterThanOrEqual(MIN_SCORES[category]);
    }
  }
});
