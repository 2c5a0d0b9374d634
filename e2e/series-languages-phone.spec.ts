// A fan of Formula 1, MotoGP or IndyCar reads their series on a 360 px phone in English,
// Spanish or Japanese: each race under the name its language's press gives it, its place in
// that language beside a drawn flag named in it, its start in the fan's zone on the
// language's clock, no English race name left where the language has its own, and nothing
// wider than the screen.
import type { Page } from '@playwright/test';
import type { Language } from '../src/domain/i18n/languages';
import { RACE_NAME_WORDS } from '../src/domain/i18n/race-name-catalogues';
import { countryCodeFromFlag } from '../src/domain/races/country-flags';
import {
  localPlaceName,
  localRaceName,
  translatedRaceName,
} from '../src/domain/races/localized-race-name';
import { formatRaceStart } from '../src/domain/races/race-start-time';
import { type Sport, sportExplorerPath, sportHomePath } from '../src/domain/sports/sports';
import type { Race } from '../src/domain/types';
import { type AppServer, startAppServer } from './support/app-server';
import { test as base, expect } from './support/fixtures';

const SERIES: readonly Sport[] = ['formula1', 'motogp', 'indycar'];
const LANGUAGES: readonly Language[] = ['en', 'es', 'ja'];
const FAN_CLOCK = { timeZone: 'Europe/London', locale: 'en-GB' } as const;

const test = base.extend<Record<never, never>, { seriesServer: AppServer }>({
  seriesServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const server = await startAppServer({ SPORTS: SERIES.join(',') });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

test.use({
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  locale: FAN_CLOCK.locale,
  timezoneId: FAN_CLOCK.timeZone,
});

async function racesOf(server: AppServer, sport: Sport): Promise<Race[]> {
  const response = await fetch(`${server.url}/api/races?sport=${sport}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as Race[]).filter((race) => !race.cancelled);
}

/** The page is no wider than the phone: nothing to scroll sideways to. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** English short names the page shows for races its language names otherwise. */
async function englishLeft(page: Page, races: Race[], language: Language): Promise<string[]> {
  if (language === 'en') return [];
  const text = await page.getByRole('main').innerText();
  return races
    .filter((race) => translatedRaceName(race, RACE_NAME_WORDS[language], 'short') !== null)
    .map((race) => localRaceName(race, RACE_NAME_WORDS.en, 'short'))
    .filter((english) => text.includes(english));
}

for (const sport of SERIES) {
  for (const language of LANGUAGES) {
    test(`${sport} in ${language}: names, places, flags and times as its fans read them`, async ({
      page,
      seriesServer,
    }) => {
      const races = await racesOf(seriesServer, sport);
      const race = races.find((r) => r.startsAt && countryCodeFromFlag(r.countryFlag));
      if (!race) throw new Error(`no ${sport} race with a start time and a flag`);
      const words = RACE_NAME_WORDS[language];

      // The race's own page: its name, place, flag and start as the language writes them.
      await page.goto(`${seriesServer.url}/r/${race.id}?lang=${language}`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toContainText(localRaceName(race, words, 'full'), { timeout: 20_000 });
      const main = page.getByRole('main');
      await expect(main).toContainText(localPlaceName(race.location, words));
      const country = new Intl.DisplayNames([language], { type: 'region' }).of(
        (countryCodeFromFlag(race.countryFlag) as string).toUpperCase(),
      ) as string;
      await expect(main.getByRole('img', { name: country }).first()).toBeVisible();
      await expect(
        main
          .locator('time')
          .filter({ hasText: formatRaceStart(race, FAN_CLOCK, language) as string }),
      ).not.toHaveCount(0);
      expect(await englishLeft(page, races, language), 'English race names left').toEqual([]);
      expect(await sidewaysOverflow(page), 'px to scroll sideways').toBeLessThanOrEqual(0);

      // The series' explorer and home in the language: no English name left, nothing too wide.
      await page.goto(`${seriesServer.url}${sportExplorerPath(sport)}?lang=${language}`);
      await expect(page.getByRole('table')).toBeVisible({ timeout: 20_000 });
      expect(await englishLeft(page, races, language), 'English race names left').toEqual([]);
      expect(await sidewaysOverflow(page), 'px to scroll sideways').toBeLessThanOrEqual(0);

      await page.goto(`${seriesServer.url}${sportHomePath(sport)}?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        language === 'ja' ? 'ja' : language,
      );
      await expect(page.locator('.home-loading')).toHaveCount(0, { timeout: 20_000 });
      expect(await englishLeft(page, races, language), 'English race names left').toEqual([]);
      expect(await sidewaysOverflow(page), 'px to scroll sideways').toBeLessThanOrEqual(0);
    });
  }
}
