import { raceDayStartMs } from '../../../../domain/races/race-phase';

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Sat, 22 Nov 2025'; a date the calendar got wrong is shown as written, never thrown. */
export function formatRaceDate(date: string): string {
  const ms = raceDayStartMs(date);
  return Number.isFinite(ms) ? DATE_FORMAT.format(ms) : date;
}
