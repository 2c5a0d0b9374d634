// The public data the site is built on, credited where fans read it (the support page).
// Names and the licence's credit are given as their owners write them, in every language.

/** F1DB's licence (CC BY 4.0) asks for this credit wherever its data is shown. */
export const F1DB = {
  credit: 'F1DB by Marcel Schaap / f1db contributors',
  url: 'https://github.com/f1db/f1db',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

/** The whole credit line as a reader sees it. */
export const F1DB_CREDIT = `${F1DB.credit}, ${F1DB.url}, licensed ${F1DB.licence}`;

/** The timing data behind the AI rating of the site's own races (docs/decisions/0080). */
export const OPENF1 = { name: 'OpenF1', url: 'https://openf1.org' } as const;

/** Every sport's calendar and start times (docs/decisions/0115). */
export const SPORTSTIMES = {
  name: 'sportstimes/f1',
  url: 'https://github.com/sportstimes/f1',
} as const;
