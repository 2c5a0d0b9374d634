import type { Language } from '../src/domain/i18n/languages';
import { SPORT_NAMES, type Sport, sportHomePath } from '../src/domain/sports/sports';
import { seriousA11yViolations } from './support/accessibility';
import { type AppServer, startAppServer } from './support/app-server';
import { test as appTest, expect } from './support/fixtures';
import { wordsIn } from './support/languages';

// Each series as its fans see it (between seasons: today its 2026 season is over): a fan
// of each series family, on a phone, chooses it in the menu, sees its name, its season's
// races with their flags and places, subscribes to its own calendar, and finds the site
// opening on it again at '/'. English and French alternate, so both are walked.

const test = appTest.extend<object, { app: AppServer }>({
  app: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const server = await startAppServer({
        SPORTS: 'formula1,motogp,f2,f3,f1-academy,formula-e,indycar',
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

test.use({ viewport: { width: 390, height: 844 } });

interface Series {
  sport: Sport;
  language: Language;
  /**
   * A race of its 2026 season as its page names it in the fan's language (the series is not
   * part of the name on its own pages), the place fans call it and its country's flag.
   */
  race: { name: string; place: string; country: string };
  /**
   * Whether its season is over (today, 2026-11-27), so its home offers its calendar in the
   * empty Upcoming list; else the install page's link for it is the one a fan taps.
   */
  seasonOver: boolean;
}

const SERIES: Series[] = [
  {
    sport: 'motogp',
    language: 'en',
    race: { name: 'Portuguese Grand Prix', place: 'Portimão', country: 'Portugal' },
    seasonOver: false,
  },
  {
    sport: 'f2',
    language: 'fr',
    race: { name: 'Course principale de Monaco', place: 'Monte Carlo', country: 'Monaco' },
    seasonOver: false,
  },
  {
    sport: 'formula-e',
    language: 'en',
    race: { name: 'London E-Prix, Race 1', place: 'London', country: 'United Kingdom' },
    seasonOver: true,
  },
  {
    sport: 'indycar',
    language: 'fr',
    race: { name: "500 miles d'Indianapolis", place: 'Indianapolis', country: 'États-Unis' },
    seasonOver: true,
  },
];

for (const { sport, language, race, seasonOver } of SERIES) {
  const t = wordsIn(language);
  const name = SPORT_NAMES[sport][language];

  test(`a ${sport} fan (${language}) finds their series' own site and it opens there again`, async ({
    page,
  }) => {
    await page.goto(`/?lang=${language}`);
    await page.getByRole('button', { name: t('common.header.menu') }).click();
    await page
      .getByRole('button', { name: t('common.sport.button', { sport: 'Formula 1' }) })
      .click();
    await page.getByRole('button', { name: SPORT_NAMES[sport].en }).click();
    await expect(page).toHaveURL(new RegExp(`${sportHomePath(sport)}(\\?.*)?$`));

    // The page names its series: header, heading, title.
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: t('common.sportHeading', { sport: name }) }),
    ).toBeAttached();
    await expect(page).toHaveTitle(new RegExp(name));

    // Its season just run, every race, with its flag and the place fans know.
    const season = page.getByRole('region', { name: t('home.section.season', { season: 2026 }) });
    const item = season.getByRole('listitem').filter({ hasText: race.name });
    await expect(item.first()).toContainText(race.place);
    await expect(item.first().getByRole('img', { name: race.country })).toBeVisible();
    await expect(season.getByText(t('home.season.unrated')).first()).toBeVisible();

    // Its calendar subscribes to its own feed, which names the series.
    expect(await seriousA11yViolations(page)).toEqual([]);
    if (!seasonOver) await page.goto(`/install?lang=${language}`);
    const subscribe = seasonOver
      ? page.getByRole('link', { name: t('home.calendarSubscribe') })
      : page.getByRole('link', { name: t('pages.install.calendar.addSport', { sport: name }) });
    const href = await subscribe.getAttribute('href');
    expect(href).toContain(`calendar.ics?sport=${sport}`);
    const ics = await (await fetch(href!.replace(/^webcal:\/\//, 'http://'))).text();
    expect(ics).toMatch(new RegExp(`X-WR-CALNAME:.*${name}`));

    // The site remembers the sport: '/' opens on it.
    await page.goto(`/?lang=${language}`);
    await expect(page).toHaveURL(new RegExp(`${sportHomePath(sport)}\\?lang=${language}$`));
    await expect(banner.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  });
}
