import { type FanClock, formatDateTime } from '../i18n/date-time-format';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import type { Race } from '../types';
import { daysUntilRace, type UpcomingBadge, upcomingBadge } from './race-phase';
import { votingWindow } from './voting-window';

export type { FanClock };

export const HOUR_MS = 60 * 60 * 1000;

/** The start time in ms, or null when the race has none or it cannot be read. */
export function raceStartMs(race: Pick<Race, 'startsAt'>): number | null {
  const ms = race.startsAt ? Date.parse(race.startsAt) : Number.NaN;
  return Number.isFinite(ms) ? ms : null;
}

/** The day of a start as cards write it: 'Sun 29 Nov', without the year. */
const RACE_START_DAY = { weekday: 'short', day: 'numeric', month: 'short' } as const;

/**
 * 'Sun 29 Nov · 17:00' in the fan's zone, written in the page's language ('dim. 29 nov. ·
 * 17:00', '11月29日(日) · 17:00'); a fan whose browser speaks that language on a 12-hour
 * clock reads '5:00 PM' (formatDateTime). null when the race has no start time (the date
 * alone shows).
 */
export function formatRaceStart(
  race: Pick<Race, 'startsAt'>,
  clock: FanClock = {},
  language: Language = DEFAULT_LANGUAGE,
): string | null {
  const ms = raceStartMs(race);
  if (ms === null) return null;
  return formatDateTime(ms, language, { date: RACE_START_DAY, time: true }, clock);
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
