import { mkdirSync, writeFileSync } from 'node:fs';
import { test as base, expect } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../playwright.config';
import { type AppServer, startAppServer } from './support/app-server';

// Lighthouse (mobile, its default) on the home page against a freshly started server, in
// Debian's Chromium. The figures are written to e2e/artifacts/lighthouse.json.

const REPORT_FILE = 'e2e/artifacts/lighthouse.json';
const MIN_SCORES = { performance: 0.9, accessibility: 1, 'best-practices': 1 } as const;
type Category = keyof typeof MIN_SCORES;

const test = base;
test.describe.configure({ timeout: 240_000 });

let server: AppServer;
test.beforeAll(async () => {
  server = await startAppServer();
});
test.afterAll(async () => server?.stop());

test('the home page scores well in Lighthouse on a phone', async () => {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  try {
    const result = await lighthouse(`${server.url}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(MIN_SCORES),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const categories = Object.keys(MIN_SCORES) as Category[];
    const scores = Object.fromEntries(
      categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
      .filter((a) => a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'metricSavings')
      .map((a) => a.id);

    mkdirSync('e2e/artifacts', { recursive: true });
    writeFileSync(
      REPORT_FILE,
      `${JSON.stringify(
        {
          url: '/',
          formFactor: lhr.configSettings.formFactor,
          lighthouseVersion: lhr.lighthouseVersion,
          fetchTime: lhr.fetchTime,
          scores,
          metricsMs: {
            firstContentfulPaint: metric('first-contentful-paint'),
            largestContentfulPaint: metric('largest-contentful-paint'),
            totalBlockingTime: metric('total-blocking-time'),
            speedIndex: metric('speed-index'),
          },
          cumulativeLayoutShift: metric('cumulative-layout-shift'),
          auditsBelowFullScore: failing,
          // What a failing best-practices audit found, so a regression is quick to trace.
          issues: lhr.audits['inspector-issues']?.details ?? null,
          consoleErrors: lhr.audits['errors-in-console']?.details ?? null,
        },
        null,
        2,
      )}\n`,
    );

    for (const category of categories) {
      expect
        .soft(scores[category], `${category} (audits below full score: ${failing.join(', ')})`)
        .toBeGreaterThanOrEqual(MIN_SCORES[category] * 100);
    }
  } finally {
    chrome.kill();
  }
});
