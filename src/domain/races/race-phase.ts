import { DAY_MS } from '../constants';
import type { MessageId } from '../i18n/messages/catalogue';
import type { Race, RacePhase } from '../types';
import { fanRaceDayAtOffset } from './race-day';

export const RATING_WINDOW_HOURS = 48;

export const RATING_WINDOW_MS = RATING_WINDOW_HOURS * 60 * 60 * 1000;

/** A race more than this long after its date is past whatever else holds. */
export const PAST_AFTER_MS = 604_800_000;

export const UPCOMING_BADGE_HIGHLIGHT_DAYS = 3;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Start of the race day. DECISION: race days start at 00:00 UTC. Races span every time
 * zone and the calendar only gives a date; one fixed clock keeps server, scheduler and
 * every browser agreeing on the phase, whatever the visitor's zone. NaN for a bad date.
 */
export function raceDayStartMs(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2025-02-30 over into March; such a date is a typo, not a race day.
  return new Date(start).getUTCDate() === day && month >= 1 && month <= 12 ? start : Number.NaN;
}

/** Start (00:00 UTC) of the calendar day that contains `now`. */
export function utcDayStartMs(now: number): number {
  return Math.floor(now / DAY_MS) * DAY_MS;
}

/**
 * More than PAST_AFTER_MS after the race day began. With a UTC start of day this is
 * implied by "on or after race day"; the product states it separately, so it stays as a guard.
 */
export function isLongPast(race: Pick<Race, 'date'>, now: number): boolean {
  return now - raceDayStartMs(race.date) > PAST_AFTER_MS;
}

export function racePhase(race: Pick<Race, 'date' | 'isCurrent'>, now: number): RacePhase {
  if (race.isCurrent) return 'current';
  if (now >= raceDayStartMs(race.date) || isLongPast(race, now)) return 'past';
  return 'upcoming';
}

/**
 * Only an operator-opened (current) race takes votes; the date alone never opens it, and
 * a cancelled race never takes any.
 */
export function isRaceOpenForVoting(race: Pick<Race, 'isCurrent' | 'cancelled'>): boolean {
  return race.isCurrent && race.cancelled !== true;
}

/**
 * Whole calendar days from the fan's today to race day: 0 on the day, 1 the day before.
 * The phase is decided in UTC, but "today" is the fan's own calendar day
 * (`utcOffsetMinutes` east of UTC, e.g. +600 in Melbourne): a fan whose Sunday has begun
 * while the race is still upcoming in UTC reads 'Vote today'. Race day is the one every
 * page shows (race-day.ts): the fan's date of the start when there is one.
 */
export function daysUntilRace(
  race: Pick<Race, 'date' | 'startsAt'>,
  now: number,
  utcOffsetMinutes = 0,
): number {
  const localToday = utcDayStartMs(now + utcOffsetMinutes * 60_000);
  const day = fanRaceDayAtOffset(race, utcOffsetMinutes);
  return Math.round((raceDayStartMs(day) - localToday) / DAY_MS);
}

/** A badge's wording as a message of the home catalogue, with the numbers it shows. */
export interface BadgeText {
  id: Extract<MessageId, 'home.badge.days' | 'home.badge.votingOpensIn'>;
  values: Record<string, number>;
}

export interface UpcomingBadge {
  text: BadgeText;
  highlight: boolean;
}

export function upcomingBadge(
  race: Pick<Race, 'date' | 'startsAt'>,
  now: number,
  utcOffsetMinutes = 0,
): UpcomingBadge {
  const days = Math.max(0, daysUntilRace(race, now, utcOffsetMinutes));
  // 'Vote today', 'Vote tomorrow', 'Rate in 5 days': the message picks by the day count.
  return {
    text: { id: 'home.badge.days', values: { days } },
    highlight: days <= UPCOMING_BADGE_HIGHLIGHT_DAYS,
  };
}
