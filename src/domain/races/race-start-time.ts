import type { Race } from '../types';
import { daysUntilRace, type UpcomingBadge, upcomingBadge } from './race-phase';
import { votingWindow } from './voting-window';

export const HOUR_MS = 60 * 60 * 1000;

/** Where and how a fan reads times; both default to the browser's own settings. */
export interface FanClock {
  /** IANA zone, e.g. 'Europe/London'. */
  timeZone?: string;
  /** BCP 47 locale; it decides the 12- or 24-hour clock, e.g. 'en-US' → '5:00 PM'. */
  locale?: string;
}

/** The start time in ms, or null when the race has none or it cannot be read. */
export function raceStartMs(race: Pick<Race, 'startsAt'>): number | null {
  const ms = race.startsAt ? Date.parse(race.startsAt) : Number.NaN;
  return Number.isFinite(ms) ? ms : null;
}

/**
 * 'Sun 29 Nov · 17:00' in the fan's zone. The day and month stay in English (the site's
 * language) in one fixed order; the time follows the fan's locale, so a fan on a 12-hour
 * clock reads '5:00 PM'. null when the race has no start time (the date alone shows).
 */
export function formatRaceStart(race: Pick<Race, 'startsAt'>, clock: FanClock = {}): string | null {
  const ms = raceStartMs(race);
  if (ms === null) return null;
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: clock.timeZone,
  }).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const time = new Intl.DateTimeFormat(clock.locale, {
    // A 24-hour clock reads '04:00', a 12-hour one '4:00 AM'.
    hour: usesTwelveHourClock(clock.locale) ? 'numeric' : '2-digit',
    minute: '2-digit',
    timeZone: clock.timeZone,
  })
    .format(ms)
    // ICU versions differ on the space before AM/PM (narrow no-break or plain): one form.
    .replace(/[\u202f\u00a0]/g, ' ');
  return `${part('weekday')} ${part('day')} ${part('month')} · ${time}`;
}

function usesTwelveHourClock(locale: string | undefined): boolean {
  const { hourCycle } = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions();
  return hourCycle === 'h11' || hourCycle === 'h12';
}

/** The hours a 'Voting opens in 5 h' badge shows: whole hours, rounded up, never below one. */
export function votingOpensInHours(hours: number): number {
  return Math.max(1, Math.ceil(hours));
}

/**
 * The upcoming badge. On the fan's race day a race with a start time counts down in hours
 * to the moment voting opens (start plus the assumed race length); before that day, or
 * without a start time, the day-based badge of race-phase.ts stands.
 */
export function upcomingBadgeWithStart(
  race: Pick<Race, 'date' | 'startsAt'>,
  now: number,
  utcOffsetMinutes = 0,
): UpcomingBadge {
  const dayBadge = upcomingBadge(race, now, utcOffsetMinutes);
  const opensAt = raceStartMs(race) === null ? null : votingWindow(race)?.opensAt;
  if (opensAt == null || daysUntilRace(race, now, utcOffsetMinutes) > 0 || opensAt <= now) {
    return dayBadge;
  }
  return {
    text: {
      id: 'home.badge.votingOpensIn',
      values: { hours: votingOpensInHours((opensAt - now) / HOUR_MS) },
    },
    highlight: dayBadge.highlight,
  };
}
