import { INSTALL_PROMPT_DELAY_MS } from '../src/domain/site/install-prompt';
import { STORAGE_KEYS } from '../src/domain/site/storage-keys';
import { expect, test } from './support/fixtures';
import { wordsIn } from './support/languages';

test('the site is installable: manifest, icons and theme colour', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href!);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({ name: 'GP Vibes', display: 'standalone', start_url: '/' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.map(
    (i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`,
  );
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#/);
});

test.describe('offline', () => {
  // Offline, the live stream and analytics fail to connect: that is the point of the test.
  test.use({ allowConsoleErrors: true });

  test('the service worker takes over and the home page opens offline with the last data', async ({
    page,
    context,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    // This visit's race data now sits in the worker's cache.
    await expect(page.getByText('Abu Dhabi Grand Prix').first()).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
    await expect(page.getByText('Abu Dhabi Grand Prix').first()).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeHidden();
    // Only failed connections, never a script error.
    expect(
      errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|ERR_FAILED/.test(e)),
    ).toEqual([]);
  });

  test.describe('in Spanish', () => {
    test.use({ locale: 'es-ES' });

    test("one visit is enough: the next opens offline, in the fan's language", async ({
      page,
      context,
    }) => {
      const es = wordsIn('es');
      await page.goto('/');
      await expect(page.getByRole('button', { name: es('common.header.menu') })).toBeVisible();
      // The words were fetched before the worker existed; it keeps them once it is active.
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const cached = await caches
              .keys()
              .then((names) =>
                Promise.all(names.map((name) => caches.open(name).then((c) => c.keys()))),
              );
            return cached.flat().some((request) => request.url.includes('/assets/first-load-'));
          }),
        )
        .toBe(true);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('button', { name: es('common.header.menu') })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await context.setOffline(false);
    });
  });
});

test('the service worker never answers writes or the live stream from its cache', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  const cachedPaths = () =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
  // The worker stores the calendar after it has answered the page, so a loaded machine can
  // read the caches before that write lands: wait for it as an offline fan's next visit would.
  await expect.poll(cachedPaths).toContain('/api/races');
  const cached = await cachedPaths();
  expect(cached).toContain('/');
  expect(cached.some((u) => u.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((u) => u.startsWith('/api/') && !/^\/api\/(races|tallies)/.test(u))).toEqual(
    [],
  );
});

test.describe('on an Android phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    viewport: { width: 412, height: 915 },
  });

  test('a returning fan is offered the app after 20 seconds and installs it', async ({ page }) => {
    await page.clock.install();
    await page.addInitScript((key) => {
      // A second visit: the first one was counted on an earlier day.
      if (!sessionStorage.getItem('gpvibes.sessionCounted')) localStorage.setItem(key, '1');
    }, STORAGE_KEYS.sessionCount);
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      const calls: string[] = [];
      (window as unknown as { promptCalls: string[] }).promptCalls = calls;
      Object.assign(event, {
        prompt: async () => {
          calls.push('prompt');
        },
        userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
      });
      window.dispatchEvent(event);
    });
    const offer = page.getByRole('complementary', { name: 'Install GP Vibes' });
    // The exact 20 s boundary is pinned by the component tests; here the page's clock also
    // runs in real time while it loads, so the journey checks well either side of it.
    await page.clock.runFor(INSTALL_PROMPT_DELAY_MS / 2);
    await expect(offer).toBeHidden();
    await page.clock.runFor(INSTALL_PROMPT_DELAY_MS / 2);
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Install' }).click();
    await expect(offer).toBeHidden();
    expect(
      await page.evaluate(() => (window as unknown as { promptCalls: string[] }).promptCalls),
    ).toEqual(['prompt']);
    const stored = (key: string) => page.evaluate((k) => localStorage.getItem(k), key);
    expect(await stored(STORAGE_KEYS.installed)).toBe('true');
    expect(await stored(STORAGE_KEYS.sessionCount)).toBe('2');
  });

  test('a first-time fan is not pestered, and a decline waits a week', async ({ page }) => {
    await page.clock.install();
    // The browser may offer its prompt early: here as the document finishes parsing, after
    // the app's script has run but before it has rendered anything.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const event = new Event('beforeinstallprompt', { cancelable: true });
        Object.assign(event, {
          prompt: async () => {},
          userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
        });
        window.dispatchEvent(event);
      });
    });
    await page.goto('/');
    const stored = (key: string) => page.evaluate((k) => localStorage.getItem(k), key);
    // The app renders once its language has loaded; the visit counts from then.
    await expect.poll(() => stored(STORAGE_KEYS.sessionCount)).toBe('1');
    await page.clock.runFor(INSTALL_PROMPT_DELAY_MS + 5_000);
    await expect(page.getByRole('complementary', { name: 'Install GP Vibes' })).toBeHidden();
    // The manual trigger still works for a fan who asks.
    const outcome = await page.evaluate(() => window.gpvibesInstall?.());
    expect(outcome).toBe('dismissed');
    expect(Number(await stored(STORAGE_KEYS.installDismissedAt))).toBeGreaterThan(0);
  });
});

test('the installed app shows just the product name as its title', async ({ page }) => {
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes('display-mode: standalone')
        ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
        : original(query);
  });
  await page.goto('/support');
  await expect(page.getByRole('heading', { name: 'Support the product' })).toBeVisible();
  await expect(page).toHaveTitle('GP Vibes');
  expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.installed)).toBe('true');
});
