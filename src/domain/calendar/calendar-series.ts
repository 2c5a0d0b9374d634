import { raceIdFor, slugify } from '../races/race-names';
import { SPORT_INFO } from '../sports/sports';
import type { Sport } from '../types';
import { INDYCAR_LONGITUDE, indyCarVenue } from './calendar-indycar';
import { flagForCountryCode, flagForPlace, isCountryName } from './calendar-places';
import { FORMULA_E_PLACES, motoGpVenue, placeTimeZone } from './calendar-venues';

// What a fan rates in each series, and what each is called, from a sportstimes round
// (docs/decisions/0121-every-sport.md). Formula 1 is read by calendar-sportstimes.ts, which
// keeps the Grand Prix names and ids; every other sport's events are named
// '<series> <place> <kind>' the way its fans say it, and their ids start with the sport's
// path segment, so they never meet a Grand Prix's.

export type SeriesSport = Exclude<Sport, 'formula1'>;

/**
 * The sessions that are events: `main` the round's race (kind 'grand-prix') with its
 * sprint on the same weekend (kind 'sprint'), or `parts` several races of one round.
 */
export interface SeriesSessions {
  main?: string;
  sprint?: string;
  parts?: readonly string[];
}

export const SERIES_SESSIONS: Record<SeriesSport, SeriesSessions> = {
  motogp: { main: 'race', sprint: 'sprint' },
  f2: { main: 'feature', sprint: 'sprint' },
  f3: { main: 'feature', sprint: 'sprint' },
  'f1-academy': { parts: ['race1', 'race2', 'race3'] },
  'formula-e': { main: 'race' },
  indycar: { main: 'race' },
};

/** Every session a sport's events are made of (the others, practice and such, are not). */
export function rateableSessions(sport: SeriesSport): string[] {
  const { main, sprint, parts } = SERIES_SESSIONS[sport];
  return [main, sprint, ...(parts ?? [])].filter((s): s is string => s !== undefined);
}

/** A round as the importer reads it, before it is named. */
export interface SeriesRound {
  name: string;
  location?: string;
  slug?: string;
}

/** A round's place: the name in its events' names, where it is, and its flag. */
export interface SeriesPlace {
  name: string;
  location: string;
  countryFlag: string;
  /** Longitude for the race day when the file gives none (IndyCar: North America). */
  defaultLongitude?: number;
  /** The venue's IANA time zone where known: the race day is the day there. */
  timeZone?: string;
}

export function seriesPlace(sport: SeriesSport, round: SeriesRound): SeriesPlace {
  const place = seriesPlaceOf(sport, round);
  const timeZone = placeTimeZone(place.location);
  return timeZone ? { ...place, timeZone } : place;
}

function seriesPlaceOf(sport: SeriesSport, round: SeriesRound): SeriesPlace {
  const { name, location, slug } = round;
  switch (sport) {
    case 'motogp': {
      // `location` is the country and `track` another round's circuit: the venue table
      // (calendar-venues.ts) gives the circuit fans name; an unknown round keeps the country.
      const venue = motoGpVenue(name);
      return venue
        ? {
            name: venue.name ?? name,
            location: venue.location,
            countryFlag: flagForCountryCode(venue.country),
          }
        : { name, location: location ?? name, countryFlag: flagForPlace(location, name) };
    }
    case 'formula-e': {
      // 'Jeddah ePrix' in 'Jeddah', but 'London ePrix' in 'GB': the name is the town.
      const town = name.replace(/\s*e-?prix$/i, '').trim() || name;
      const where = FORMULA_E_PLACES[slugify(town)] ?? town;
      return { name: town, location: where, countryFlag: flagForPlace(town, location) };
    }
    case 'indycar': {
      const venue = indyCarVenue(name, slug);
      return venue
        ? {
            name: venue.name,
            location: venue.location,
            countryFlag: flagForCountryCode(venue.country),
            defaultLongitude: INDYCAR_LONGITUDE,
          }
        : {
            name,
            location: location ?? name,
            countryFlag: flagForPlace(location),
            defaultLongitude: INDYCAR_LONGITUDE,
          };
    }
    default: {
      // F2, F3, F1 Academy: 'Australian' at 'Melbourne'; F1 Academy's 'Miami' in 'USA'.
      const where = location && !isCountryName(location) ? location : name;
      return { name, location: where, countryFlag: flagForPlace(location, where, name) };
    }
  }
}

export type EventRole = 'main' | 'sprint' | 'part';

/** '<series> <place> <kind>' as its fans say it; `part` numbers a round's several races. */
export function seriesEventName(sport: SeriesSport, place: string, part?: number): string {
  const short = SPORT_INFO[sport].shortName;
  const numbered = (name: string) => (part === undefined ? name : `${name}, Race ${part}`);
  switch (sport) {
    case 'motogp':
      return numbered(`${short} ${place} Grand Prix`);
    case 'f2':
    case 'f3':
      return numbered(`${short} ${place} Feature Race`);
    case 'f1-academy':
      return `${short} ${place}, Race ${part ?? 1}`;
    case 'formula-e':
      return numbered(`${place} E-Prix`);
    case 'indycar':
      return numbered(`${short} ${place}`);
  }
}

/** Which race of its round an event is (', Race 2' → 2), or null: how imports tell them apart. */
export function racePartOf(name: string): number | null {
  const match = /, Race (\d+)$/.exec(name);
  return match ? Number(match[1]) : null;
}

/**
 * A sport's event id: the season, then the name's slug led by the sport's path segment
 * ('2026-motogp-qatar-grand-prix', '2026-formula-e-jeddah-e-prix-race-1').
 */
export function seriesEventId(sport: SeriesSport, season: number, name: string): string {
  const segment = SPORT_INFO[sport].pathSegment;
  const slug = slugify(name);
  return raceIdFor(season, slug.startsWith(`${segment}-`) ? slug : `${segment}-${slug}`);
}
