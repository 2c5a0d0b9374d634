import { expect, test } from './support/fixtures';

test.use({ allowConsoleErrors: true });

test('probe push delivery in chromium', async ({ page, context, app }) => {
  await context.grantPermissions(['notifications'], { origin: app.url });
  await page.goto('/');
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  const cdp = await context.newCDPSession(page);
  const regs: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => regs.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => regs.length).toBeGreaterThan(0);
  console.log('REGS', JSON.stringify(regs));
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: app.url, registrationId: regs[0]!.registrationId, data: JSON.stringify({ title: 'Las Vegas GP: voting is open', body: 'b', tag: 't1', url: '/#x' }) });
  const notes = await page.evaluate(async () => {
    for (let i = 0; i < 30; i++) {
      const reg = await navigator.serviceWorker.ready;
      const n = await reg.getNotifications();
      if (n.length) return n.map((x) => ({ title: x.title, tag: x.tag, data: x.data, body: x.body }));
      await new Promise((r) => setTimeout(r, 100));
    }
    return [];
  });
  console.log('NOTES', JSON.stringify(notes));
});
