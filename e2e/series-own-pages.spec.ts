import type { Page } from '@playwright/test';
import { SPORT_INFO, SPORT_NAMES } from '../src/domain/sports/sports';
import type { Race } from '../src/domain/types';
import { type AppServer, startAppServer } from './support/app-server';
import { test as appTest, expect } from './support/fixtures';
import { wordsIn } from './support/languages';

// A MotoGP fan on a phone goes from MotoGP's home to its alerts and install pages and back,
// by the menu, the footer and the logo: every page names MotoGP's next race, offers MotoGP's
// calendar and says whose series it is not affiliated with, and the address keeps MotoGP
// through a reload (decision 0150).

const t = wordsIn('en');
const MOTOGP = SPORT_NAMES.motogp.en;
const DAY_MS = 86_400_000;

/** A site carrying MotoGP beside Formula 1: the SPORTS setting seeds its bundled calendars. */
const test = appTest.extend<object, { app: AppServer }>({
  app: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const server = await startAppServer({ SPORTS: 'formula1,motogp' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

async function racesOf(app: AppServer, query: string): Promise<Race[]> {
  const response = await fetch(`${app.url}/api/races${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Race[];
}

/** The first race to start after `now`: what an install page names as next up. */
function nextAfter(races: Race[], now: number): Race {
  const next = races
    .filter((race) => race.startsAt && Date.parse(race.startsAt) > now)
    .sort((a, b) => Date.parse(a.startsAt!) - Date.parse(b.startsAt!))[0];
  if (!next) throw new Error('no race after the chosen day');
  return next;
}

async function expectMotoGpInstallPage(page: Page, next: Race, f1Next: Race) {
  await expect(page).toHaveURL(/\/motogp\/install$/);
  await expect(
    page.getByRole('heading', { level: 1, name: t('pages.install.title') }),
  ).toBeVisible();
  // Next up is MotoGP's race, told by its start (its name is written as the page's language
  // writes it), and not Formula 1's.
  const nextUp = page.getByText(/^Next up: /);
  await expect(nextUp.locator('time')).toHaveAttribute('datetime', next.startsAt!);
  await expect(nextUp).not.toContainText(f1Next.name);
  const calendar = page.getByRole('link', {
    name: t('pages.install.calendar.addSport', { sport: MOTOGP }),
  });
  await expect(calendar).toHaveAttribute('href', /\/calendar\.ics\?sport=motogp$/);
  await expectMotoGpChrome(page);
}

/** MotoGP's logo and MotoGP's owners in the footer, not Formula 1's. */
async function expectMotoGpChrome(page: Page) {
  await expect(
    page.getByRole('banner').getByRole('link', { name: new RegExp(MOTOGP) }),
  ).toHaveAttribute('href', '/motogp');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(
    t('common.footer.noticeSeries', { owners: SPORT_INFO.motogp.rightsHolders.join(', ') }),
  );
  await expect(footer).not.toContainText(t('common.footer.notice'));
}

test("a MotoGP fan's alerts and install pages stay MotoGP's, by the menu, the footer and the logo", async ({
  page,
  app,
}) => {
  // A day before MotoGP's season opens, so it has a next race (today its 2026 season is over).
  const motogp = await racesOf(app, '?sport=motogp');
  const opening = nextAfter(motogp, Date.parse('2026-01-01T00:00:00Z'));
  const day = Date.parse(opening.startsAt!) - 10 * DAY_MS;
  const next = nextAfter(motogp, day);
  const f1Next = nextAfter(await racesOf(app, ''), day);
  expect(f1Next.startsAt).not.toBe(next.startsAt);
  await page.clock.setFixedTime(day);

  await page.goto('/motogp');
  await expect(
    page.getByRole('heading', { level: 1, name: t('common.sportHeading', { sport: MOTOGP }) }),
  ).toBeAttached();
  await expectMotoGpChrome(page);

  // The menu's alerts link.
  await page.getByRole('button', { name: t('common.header.menu') }).click();
  await page
    .getByRole('navigation', { name: t('common.menu.label') })
    .getByRole('link', { name: t('common.menu.alerts') })
    .click();
  await expectMotoGpInstallPage(page, next, f1Next);

  // Back home, then the footer's install link.
  await page.goBack();
  await expect(page).toHaveURL(/\/motogp$/);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: t('common.footer.install') })
    .click();
  await expectMotoGpInstallPage(page, next, f1Next);

  // A reload keeps it: the address carries the series.
  await page.reload();
  await expectMotoGpInstallPage(page, next, f1Next);

  // Support from the footer, then the logo back to MotoGP's home.
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: t('common.footer.support') })
    .click();
  await expect(page).toHaveURL(/\/motogp\/support$/);
  await expectMotoGpChrome(page);
  await page
    .getByRole('banner')
    .getByRole('link', { name: new RegExp(MOTOGP) })
    .click();
  await expect(page).toHaveURL(/\/motogp$/);
  await expect(
    page.getByRole('heading', { level: 1, name: t('common.sportHeading', { sport: MOTOGP }) }),
  ).toBeAttached();
});
