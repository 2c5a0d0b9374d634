import { PRODUCT_NAME } from '../constants';
import { formatDateTime } from '../i18n/date-time-format';
import type { Language } from '../i18n/languages';
import type { Translate } from '../i18n/messages/catalogue';
import { isShownByDefault } from '../races/shown-seasons';

// The explorer's note under its heading ("Fans have rated races since GP Vibes launched in
// May 2025; …"), written the same by the app and by the server that draws the page's first
// paint (decision 0158): the two must agree word for word, or the fan sees the note change.

/** What a build without VITE_LAUNCH_MONTH / VITE_LAUNCH_SEASON says (docs/configuration.md). */
export const DEFAULT_LAUNCH_MONTH = 'May';
export const DEFAULT_LAUNCH_SEASON = 2025;

// Month names as the build setting writes them (English: 'May'). A list, not an English
// formatter: building one cost the explorer's first render ~40 ms of a slowed phone CPU.
const ENGLISH_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

function monthIndex(name: string): number {
  return ENGLISH_MONTHS.indexOf(name.trim().toLowerCase() as (typeof ENGLISH_MONTHS)[number]);
}

const MONTH_YEAR = { month: 'long', year: 'numeric' } as const;
const UTC = { timeZone: 'UTC' };

/** 'May', 2025 → 'May 2025' / 'mayo de 2025'; a month we cannot read is kept as written. */
export function monthOfSeason(englishMonth: string, season: number, language: Language): string {
  const month = monthIndex(englishMonth);
  if (month < 0) return `${englishMonth} ${season}`;
  return formatDateTime(Date.UTC(season, month, 1), language, { date: MONTH_YEAR }, UTC);
}

/** Whether a sport's season list reaches back before the site's own seasons (the archive). */
export const hasArchiveSeasons = (seasons: readonly number[]): boolean =>
  seasons.some((season) => !isShownByDefault(season));

export interface LaunchSetting {
  month: string;
  season: number;
}

/** The note, in the reader's language: the archive's wording once the sport has one. */
export function explorerNote(
  t: Translate,
  language: Language,
  launch: LaunchSetting,
  hasArchive: boolean,
): string {
  return t(hasArchive ? 'explorer.note.archive' : 'explorer.note.launch', {
    product: PRODUCT_NAME,
    launch: monthOfSeason(launch.month, launch.season, language),
  });
}
