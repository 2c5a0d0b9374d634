import type { Page } from '@playwright/test';
import { LANGUAGES, type Language, parseLanguage } from '../src/domain/i18n/languages';
import type { Translate } from '../src/domain/i18n/messages/catalogue';
import { RACE_NAME_WORDS } from '../src/domain/i18n/race-name-catalogues';
import { votingSectionHeading } from '../src/domain/races/localized-race-name';
import { seriousA11yViolations } from './support/accessibility';
import { type AppServer, startAppServer } from './support/app-server';
import { test as appTest, expect } from './support/fixtures';
import { wordsIn } from './support/languages';
import { expectPageDrawn } from './support/page-drawn';
import { screenshotPath } from './support/presentation';
import { LIVE_RACE } from './support/race-day';

// The site in the fan's own language: the browser's language picks it, the menu changes
// it for good, and every page holds its layout and stays accessible in each of them.

/**
 * English words that must not be left on a page shown in another language; a race's name
 * too ('Grand Prix': Spanish, Portuguese and Japanese name every Formula 1 race their way).
 */
const ENGLISH_LEFTOVERS = [
  'UPCOMING',
  'RECENT RACES',
  'Voting opens on race day',
  'Ratings Home',
  'Grand Prix',
];

/** A server of its own, with the Las Vegas race open for ratings. */
const test = appTest.extend<object, { app: AppServer }>({
  app: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const server = await startAppServer();
      server.admin('races:set-current', LIVE_RACE.id);
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

/** Every page, with the heading that shows it has rendered in that language. */
function pages(t: Translate) {
  return [
    { path: '/', name: 'home', ready: t('home.section.upcoming') },
    { path: '/all-races', name: 'explorer', ready: t('explorer.title') },
    { path: '/install', name: 'install', ready: t('pages.install.title') },
    { path: '/support', name: 'support', ready: t('pages.support.title') },
    { path: '/privacy-terms', name: 'privacy', ready: t('pages.privacy.title') },
    { path: '/no-such-page', name: 'not-found', ready: t('common.notFound.title') },
  ];
}

/** Buttons, tabs, links drawn as buttons and selects whose words spill out of their box. */
function clippedControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>('button, a.button, [role="tab"], select, .badge'),
    )
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.overflowX === 'auto') return false;
        return el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => (el.textContent ?? '').trim().slice(0, 40)),
  );
}

function pageIsWiderThanScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

for (const locale of ['es-ES', 'pt-BR', 'ja-JP']) {
  test.describe(`a browser set to ${locale}`, () => {
    test.use({ locale });
    const language = parseLanguage(locale) as Language;
    const t = wordsIn(language);

    test('a fan reads the home page, rates the live race, and finds the explorer and the install guide in their language', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { name: t('home.section.upcoming') })).toBeVisible();
      await expect(page).toHaveTitle(`${t('home.documentTitle')} | GP Vibes`);
      const body = await page.locator('body').innerText();
      for (const english of ENGLISH_LEFTOVERS) expect(body).not.toContain(english);

      const heading = votingSectionHeading(LIVE_RACE, RACE_NAME_WORDS[language]);
      const form = page.getByRole('region', { name: t(heading.message, { race: heading.race }) });
      await expect(form.getByText(t('vote.form.title'))).toBeVisible();
      await form
        .getByRole('button', {
          name: t('vote.form.starButton', { count: 4, word: t('vote.star.4') }),
        })
        .click();
      await form.getByRole('button', { name: t('vote.factor.overtakes') }).click();
      await form.getByRole('button', { name: t('vote.form.next') }).click();
      await form.getByRole('button', { name: t('vote.watchMode.fullRace') }).click();
      await expect(form.getByRole('status')).toHaveText(t('vote.success.submitted'));

      await page.getByRole('button', { name: t('common.header.menu') }).click();
      await page.getByRole('link', { name: t('common.menu.allRaces') }).click();
      await expect(
        page.getByRole('heading', { name: t('explorer.title'), level: 1 }),
      ).toBeVisible();
      await expect(page).toHaveTitle(`${t('explorer.title')} | GP Vibes`);

      await page.getByRole('button', { name: t('common.header.menu') }).click();
      await page.getByRole('link', { name: t('common.menu.alerts') }).click();
      await expect(page.getByRole('heading', { name: t('pages.install.title') })).toBeVisible();
      await expect(page.getByRole('tab', { name: t('pages.install.tab.android') })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    });
  });
}

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('a fan switches to Dutch in the menu: every text changes at once and stays after a reload', async ({
    page,
  }) => {
    const es = wordsIn('es');
    const nl = wordsIn('nl');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: es('home.section.upcoming') })).toBeVisible();

    await page.getByRole('button', { name: es('common.header.menu') }).click();
    await page.getByLabel(es('common.language.label')).selectOption({ label: 'Nederlands' });

    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { name: nl('home.section.upcoming') })).toBeVisible();
    await expect(page.getByRole('link', { name: nl('common.menu.allRaces') })).toBeVisible();
    await expect(page).toHaveTitle(`${nl('home.documentTitle')} | GP Vibes`);

    await page.reload();
    await expect(page.getByRole('heading', { name: nl('home.section.upcoming') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });

  test('a link that carries a language opens in it', async ({ page }) => {
    const fr = wordsIn('fr');
    await page.goto('/all-races?lang=fr');
    await expect(page.getByRole('heading', { name: fr('explorer.title'), level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // The home page's words come with it, in the page's language.
    await page.getByRole('button', { name: fr('common.header.menu') }).click();
    await page.getByRole('link', { name: fr('common.menu.home') }).click();
    await expect(page.getByRole('heading', { name: fr('home.section.upcoming') })).toBeVisible();
  });
});

test.describe('an American English browser', () => {
  test.use({ locale: 'en-US' });

  test('a fan opens a link in Japanese: the page stays Japanese after a reload, its live badge and times too', async ({
    page,
  }) => {
    const ja = wordsIn('ja');
    await page.goto('/?lang=ja');
    await expect(page.getByRole('heading', { name: ja('home.section.upcoming') })).toBeVisible();
    await expect(page.getByText(ja('home.card.live'), { exact: true }).first()).toBeVisible();

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { name: ja('home.section.upcoming') })).toBeVisible();
    // The browser's 12-hour clock is not the page's: no 'AM' or 'PM' on a Japanese page.
    expect(await page.locator('main').innerText()).not.toMatch(/\d (AM|PM)\b/);
  });
});

test.describe('German, the longest, on a 360 px phone', () => {
  test.use({ locale: 'de-DE', viewport: { width: 360, height: 740 } });
  const de = wordsIn('de');

  for (const route of pages(de)) {
    test(`the ${route.name} page holds its layout`, async ({ page }) => {
      await page.goto(route.path);
      await expectPageDrawn(page, route.ready);
      expect(await pageIsWiderThanScreen(page)).toBe(false);
      expect(await clippedControls(page)).toEqual([]);
      await page.screenshot({
        path: screenshotPath(`language-de-360-${route.name}`),
        fullPage: true,
      });
    });
  }

  test('the menu holds its layout', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: de('common.header.menu') }).click();
    await expect(page.getByLabel(de('common.language.label'))).toBeVisible();
    expect(await pageIsWiderThanScreen(page)).toBe(false);
    expect(await clippedControls(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('language-de-360-menu') });
  });
});

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: language });
    const t = wordsIn(language);

    test('every page has no serious accessibility issues', async ({ page }) => {
      // Six pages, each opened and scanned whole: at CI's load one scan can take seconds,
      // so the walk gets three times a single journey's deadline (seen over 45 s at load 20).
      test.slow();
      for (const route of pages(t)) {
        await page.goto(route.path);
        await expectPageDrawn(page, route.ready);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        expect(await seriousA11yViolations(page), `${language} ${route.path}`).toEqual([]);
      }
    });
  });
}
