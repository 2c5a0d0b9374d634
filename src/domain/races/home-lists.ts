import type { Race, TallyMap } from '../types';
import { averageRating } from '../voting/tally';
import { MIN_VOTES_PAST } from '../voting/unlock';
import { grandPrixOnly } from './race-kind';
import { racePhase } from './race-phase';
import { byDateAsc, byDateDesc, displaySeason } from './season';
import { NOTHING_HIDDEN, type VerdictHidden } from './verdict-hidden';
import { awaitsVoting } from './voting-window';

export const TOP_RATED_MIN_AVERAGE = 4;

export const PAGE_SIZE_RECENT = 4;

export const PAGE_SIZE_TOP_RATED = 4;

export const PAGE_SIZE_UPCOMING_MOBILE = 2;

export const PAGE_SIZE_UPCOMING = 5;

/**
 * Home paging switches to the mobile upcoming page size at or below this width: the width
 * the explorer turns mobile at (site/screen-rules.ts, a floor above; a test holds them equal).
 */
export const BREAKPOINT_HOME_PAGING_PX = 768;

export interface HomeSections {
  current: Race[];
  lastRace: Race | null;
  recent: Race[];
  topRated: Race[];
  upcoming: Race[];
  nextRaceId: string | null;
  /** The season the recent and top-rated lists (and their subtitles) are about. */
  season: number;
}

function votesOf(tallies: TallyMap, race: Race): number {
  return tallies[race.id]?.totalVotes ?? 0;
}

function averageOf(tallies: TallyMap, race: Race): number | null {
  const tally = tallies[race.id];
  return tally ? averageRating(tally) : null;
}

/**
 * Splits the calendar into the home page's lists. Recent and top rated keep to the
 * display season because their subtitles name it; upcoming lists every season ahead.
 * The lists the product's copy calls "GP races" leave sprints out; Upcoming holds them
 * too, because its copy ("Voting opens on race day") is true of a sprint and a fan plans
 * the whole weekend from it (record 0117).
 */
export function buildHomeSections(
  calendar: readonly Race[],
  tallies: TallyMap,
  now: number,
  hidden: VerdictHidden = NOTHING_HIDDEN,
): HomeSections {
  const races = grandPrixOnly(calendar);
  const season = displaySeason(races, now);
  const withPhase = races.map((race) => ({ race, phase: racePhase(race, now) }));
  const current = withPhase.filter((r) => r.phase === 'current').map((r) => r.race);
  const ratedPast = withPhase
    .filter((r) => r.phase === 'past' && r.race.season === season)
    .map((r) => r.race)
    .filter((race) => votesOf(tallies, race) >= MIN_VOTES_PAST)
    .sort(byDateDesc);

  // With nothing live, the newest rated race is featured instead of listed.
  const lastRace = current.length === 0 ? (ratedPast[0] ?? null) : null;
  const recent = lastRace ? ratedPast.slice(1) : ratedPast;
  // A race the fan's shield covers has no verdict on this device: naming it among the top
  // races would tell what its card hides.
  const topRated = ratedPast
    .filter((race) => !hidden(race.id))
    .filter((race) => (averageOf(tallies, race) ?? 0) >= TOP_RATED_MIN_AVERAGE)
    .sort(
      (a, b) => (averageOf(tallies, b) ?? 0) - (averageOf(tallies, a) ?? 0) || byDateDesc(a, b),
    );
  const upcoming = calendar
    .filter((race) => {
      const phase = racePhase(race, now);
      return phase === 'upcoming' || (phase === 'past' && awaitsVoting(race, now));
    })
    .sort(byDateAsc);

  return {
    current,
    lastRace,
    recent,
    topRated,
    upcoming,
    nextRaceId: upcoming[0]?.id ?? null,
    season,
  };
}

export function upcomingPageSize(viewportWidthPx: number): number {
  return viewportWidthPx <= BREAKPOINT_HOME_PAGING_PX
    ? PAGE_SIZE_UPCOMING_MOBILE
    : PAGE_SIZE_UPCOMING;
}

/** Pages are numbered from 1, as the fan sees them. */
export const FIRST_PAGE = 1;

export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
  hasPrev: boolean;
  hasNext: boolean;
}

/** A page number out of range (a list that shrank under a live update) snaps to the nearest page. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const size = Math.max(1, Math.floor(pageSize) || 1);
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const wanted = Number.isFinite(page) ? Math.floor(page) : FIRST_PAGE;
  const clamped = Math.min(Math.max(wanted, FIRST_PAGE), pageCount);
  const start = (clamped - 1) * size;
  return {
    items: items.slice(start, start + size),
    page: clamped,
    pageCount,
    hasPrev: clamped > FIRST_PAGE,
    hasNext: clamped < pageCount,
  };
}

/**
 * A tally update can pull a newly rated race into the recent list and shift every page,
 * so the client sends the recent list back to the first page rather than show a page of
 * races the fan did not ask for.
 */
export function nextRecentPageOnTallyUpdate(): number {
  return FIRST_PAGE;
}
