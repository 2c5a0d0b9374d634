import { chromium } from '@playwright/test';
import { startAppServer } from '/work/main/e2e/support/app-server.ts';
const server = await startAppServer();
server.admin('races:set-current', '2026-las-vegas-grand-prix');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const width of [360, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(server.url + '/');
    const form = page.getByRole('region', { name: 'THE LAS VEGAS GP' });
    await form.scrollIntoViewIfNeeded();
    await form.screenshot({ path: `/tmp/vf/rating-${width}.png` });
    await form.getByRole('button', { name: '5 stars: absolute cinema' }).click();
    await page.waitForTimeout(400);
    await form.getByRole('button', { name: 'Overtakes' }).click();
    await form.getByRole('button', { name: 'Red Flag' }).click();
    await form.getByRole('button', { name: 'Rivalries' }).click();
    await form.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Tab'); await page.keyboard.press('Shift+Tab');
    await form.screenshot({ path: `/tmp/vf/reasons-${width}.png` });
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('button', { name: 'RACE-IN-30' }).click();
    await page.waitForTimeout(600);
    await form.screenshot({ path: `/tmp/vf/done-${width}.png` });
  }
} finally { await browser.close(); await server.stop(); }
