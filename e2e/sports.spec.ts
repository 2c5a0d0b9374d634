import type { Page } from '@playwright/test';
import { type Language, parseLanguage } from '../src/domain/i18n/languages';
import { RACE_NAME_WORDS } from '../src/domain/i18n/race-name-catalogues';
import { localRaceName, votingSectionHeading } from '../src/domain/races/localized-race-name';
import { SPORT_NAMES, sportExplorerPath, sportHomePath } from '../src/domain/sports/sports';
import type { Race, TallyMap } from '../src/domain/types';
import { MIN_VOTES_CURRENT } from '../src/domain/voting/unlock';
import { seedVotes } from '../test/server/seed-votes';
import { type AppServer, startAppServer } from './support/app-server';
import { test as appTest, expect } from './support/fixtures';
import { wordsIn } from './support/languages';

// Each sport its own site within the site (issue 34, docs/decisions/0121 and 0122): a
// MotoGP race and a Formula 1 race are open at once; the fan chooses MotoGP in the menu,
// rates its race, opens its explorer (MotoGP only) and reloads there; Formula 1's home
// still shows its own live race with its tally untouched.

interface Open {
  f1: Race;
  motogp: Race;
  /** Formula 1's live race's votes before the journey. */
  f1Votes: number;
}

async function apiJson<T>(app: AppServer, path: string): Promise<T> {
  const response = await fetch(`${app.url}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** The last Grand Prix-kind race of the list that has been run (by its date). */
function lastRun(races: Race[]): Race {
  const today = new Date().toISOString().slice(0, 10);
  const run = races.filter(
    (race) => race.kind !== 'sprint' && !race.cancelled && race.date <= today,
  );
  const race = run.at(-1) ?? races.filter((r) => r.kind !== 'sprint').at(0);
  if (!race) throw new Error('no race to open');
  return race;
}

/**
 * A server carrying Formula 1 and MotoGP (the SPORTS setting seeds the bundled MotoGP
 * calendars), with one race of each open for ratings, three ratings on Formula 1's and
 * enough on MotoGP's for its results (and explorer row) to show.
 */
const test = appTest.extend<object, { app: AppServer; open: Open }>({
  app: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const server = await startAppServer({ SPORTS: 'formula1,motogp' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  open: [
    async ({ app }, use) => {
      const f1 = lastRun(await apiJson<Race[]>(app, '/api/races'));
      const motogp = lastRun(await apiJson<Race[]>(app, '/api/races?sport=motogp'));
      app.admin('races:set-current', f1.id);
      app.admin('races:set-current', motogp.id);
      await seedVotes(app.databaseUrl, f1.id, [
        { starRating: 4, viewMode: 'Full Race' },
        { starRating: 4, viewMode: 'Full Race' },
        { starRating: 3, viewMode: 'Race-in-30' },
      ]);
      // Enough ratings for MotoGP's live race to show its results, and so its explorer row.
      await seedVotes(
        app.databaseUrl,
        motogp.id,
        Array.from({ length: MIN_VOTES_CURRENT }, () => ({
          starRating: 5 as const,
          viewMode: 'Full Race' as const,
        })),
      );
      const tallies = await apiJson<TallyMap>(app, '/api/tallies');
      await use({ f1, motogp, f1Votes: tallies[f1.id]?.totalVotes ?? 0 });
    },
    { scope: 'worker' },
  ],
});

async function rowNames(page: Page): Promise<string[]> {
  return page
    .getByRole('table')
    .getByRole('rowheader')
    .evaluateAll((cells) => cells.map((cell) => cell.querySelector('span')?.textContent ?? ''));
}

for (const locale of ['en-US', 'de-DE']) {
  test.describe(`a browser set to ${locale}`, () => {
    test.use({ locale });
    const language = parseLanguage(locale) as Language;
    const t = wordsIn(language);
    // Each race as the page's language names it, never with its series in front.
    const named = (race: Race) => localRaceName(race, RACE_NAME_WORDS[language]);
    const short = (race: Race) => localRaceName(race, RACE_NAME_WORDS[language], 'short');

    test('a fan chooses MotoGP in the menu, rates its live race, explores MotoGP only and reloads there; Formula 1 is untouched', async ({
      page,
      app,
      open,
    }) => {
      const sports = await apiJson<{ sports: string[] }>(app, '/api/sports');
      expect(sports.sports).toEqual(expect.arrayContaining(['formula1', 'motogp']));
      const motoRaces = await apiJson<Race[]>(app, '/api/races?sport=motogp');
      const motoVotes = (await apiJson<TallyMap>(app, '/api/tallies?sport=motogp'))[open.motogp.id];

      await page.goto('/');
      await page.getByRole('button', { name: t('common.header.menu') }).click();
      const menu = page.getByRole('navigation', { name: t('common.menu.label') });
      await menu
        .getByRole('button', { name: t('common.sport.button', { sport: SPORT_NAMES.formula1.en }) })
        .click();
      const choices = page.getByRole('list', { name: t('common.sport.listLabel') });
      const moto = choices.getByRole('button', { name: /MotoGP/ });
      await expect(moto).not.toContainText(t('common.sport.comingSoon'));
      await moto.click();

      // MotoGP's own home: its live race, rated through the form.
      await expect(page).toHaveURL(new RegExp(`${sportHomePath('motogp')}$`));
      await expect(page).toHaveTitle(
        `${t('common.sportHeading', { sport: SPORT_NAMES.motogp[language] })} | GP Vibes`,
      );
      const now = page.getByRole('region', { name: t('home.section.nowRating') });
      await expect(
        now.getByRole('article', { name: named(open.motogp), exact: true }),
      ).toBeVisible();
      await expect(now.getByRole('article', { name: named(open.f1), exact: true })).toHaveCount(0);
      const heading = votingSectionHeading(open.motogp, RACE_NAME_WORDS[language]);
      const form = page.getByRole('region', { name: t(heading.message, { race: heading.race }) });
      await form
        .getByRole('button', {
          name: t('vote.form.starButton', { count: 5, word: t('vote.star.5') }),
        })
        .click();
      await form.getByRole('button', { name: t('vote.factor.overtakes') }).click();
      await form.getByRole('button', { name: t('vote.form.next') }).click();
      await form.getByRole('button', { name: t('vote.watchMode.fullRace') }).click();
      await expect(form.getByRole('status')).toHaveText(t('vote.success.submitted'));
      const motoAfter = (await apiJson<TallyMap>(app, '/api/tallies?sport=motogp'))[open.motogp.id];
      expect(motoAfter?.totalVotes).toBe((motoVotes?.totalVotes ?? 0) + 1);

      // Its explorer lists MotoGP only, and a reload stays there.
      await page.getByRole('button', { name: t('common.header.menu') }).click();
      await menu.getByRole('link', { name: t('common.menu.allRaces') }).click();
      await expect(page).toHaveURL(new RegExp(`${sportExplorerPath('motogp')}$`));
      const motoNames = new Set(motoRaces.map(short));
      const onlyMotoGp = async () => {
        await expect(
          page.getByRole('heading', { name: t('explorer.title'), level: 1 }),
        ).toBeVisible();
        await expect.poll(() => rowNames(page)).toContain(short(open.motogp));
        for (const name of await rowNames(page)) expect(motoNames).toContain(name);
      };
      await onlyMotoGp();
      await page.reload();
      await expect(page).toHaveURL(new RegExp(`${sportExplorerPath('motogp')}$`));
      await onlyMotoGp();

      // The site remembers MotoGP: '/' opens on it. Formula 1 is one choice away, its live
      // race there and its tally untouched.
      await page.goto('/');
      await expect(page).toHaveURL(new RegExp(`${sportHomePath('motogp')}$`));
      await page.getByRole('button', { name: t('common.header.menu') }).click();
      await menu
        .getByRole('button', { name: t('common.sport.button', { sport: SPORT_NAMES.motogp.en }) })
        .click();
      await choices.getByRole('button', { name: /Formula 1/ }).click();
      await expect(page).toHaveURL(new RegExp(`${sportHomePath('formula1')}$`));
      await expect(
        page
          .getByRole('region', { name: t('home.section.nowRating') })
          .getByRole('article', { name: named(open.f1), exact: true }),
      ).toBeVisible();
      await expect(
        page.getByRole('article', { name: named(open.motogp), exact: true }),
      ).toHaveCount(0);
      const f1After = (await apiJson<TallyMap>(app, '/api/tallies'))[open.f1.id];
      expect(f1After?.totalVotes).toBe(open.f1Votes);
    });
  });
}
