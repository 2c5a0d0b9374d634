import { raceIdFor, slugify } from '../races/race-names';
import type { SeriesEvents, SeriesPlaces, SeriesSessions } from '../sports/sport-events';
import type { Sport } from '../sports/sports';
import { type SportInfo, sportInfo } from '../sports/sports';
import { INDYCAR_LONGITUDE, indyCarVenue } from './calendar-indycar';
import { flagForCountryCode, flagForPlace, isCountryName } from './calendar-places';
import { FORMULA_E_PLACES, FORMULA_E_TOWNS, motoGpVenue, placeTimeZone } from './calendar-venues';

// What a fan rates in each series, and what each is called, from a sportstimes round
// (docs/decisions/0121-every-sport.md). A sport of Grand Prix weekends (Formula 1) is read
// by calendar-sportstimes.ts, which keeps the Grand Prix names and ids; every series'
// events are its record's `events` (sports.ts): named the way its fans say it, and their
// ids start with the sport's path segment, so they never meet a Grand Prix's.

/** A series' rules for its events; a sport of Grand Prix weekends has none. */
export function seriesEventsOf(sport: Sport | SportInfo<string>): SeriesEvents {
  const info = sportInfo(sport);
  if (info.events.kind !== 'series') {
    throw new Error(`${info.sport} has Grand Prix weekends, not a series' events`);
  }
  return info.events;
}

/** Every session a series' events are made of (the others, practice and such, are not). */
export function rateableSessions({ main, sprint, parts }: SeriesSessions): string[] {
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

/** Each way a round finds its place: `SeriesPlaces` (sport-events.ts) says which series and why. */
const PLACES: Readonly<Record<SeriesPlaces, (round: SeriesRound) => SeriesPlace>> = {
  location: ({ name, location }) => {
    // 'Australian' at 'Melbourne'; F1 Academy's 'Miami' in 'USA'.
    const where = location && !isCountryName(location) ? location : name;
    return { name, location: where, countryFlag: flagForPlace(location, where, name) };
  },
  'motogp-venues': ({ name, location }) => {
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
  },
  'eprix-town': ({ name, location }) => {
    // 'Jeddah ePrix' in 'Jeddah', but 'London ePrix' in 'GB': the name is the town, spelt
    // as fans spell it in the name and the place alike ('Sao Paulo ePrix' is São Paulo's).
    const written = name.replace(/\s*e-?prix$/i, '').trim() || name;
    const town = FORMULA_E_TOWNS[slugify(written)] ?? written;
    const where = FORMULA_E_PLACES[slugify(town)] ?? town;
    return { name: town, location: where, countryFlag: flagForPlace(town, location) };
  },
  'indycar-venues': ({ name, location, slug }) => {
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
  },
};

export function seriesPlace(sport: Sport | SportInfo<string>, round: SeriesRound): SeriesPlace {
  const place = PLACES[seriesEventsOf(sport).places](round);
  const timeZone = placeTimeZone(place.location);
  return timeZone ? { ...place, timeZone } : place;
}

export type EventRole = 'main' | 'sprint' | 'part';

/**
 * An event's name as its series' fans say it (its `events.name`: 'MotoGP Qatar Grand Prix');
 * `part` numbers a round's several races, and a series whose rounds are several races
 * numbers each, the first too ('F1 Academy Chinese, Race 1').
 */
export function seriesEventName(
  sport: Sport | SportInfo<string>,
  place: string,
  part?: number,
): string {
  const { name, sessions } = seriesEventsOf(sport);
  const named = name
    .replace('{series}', () => sportInfo(sport).shortName)
    .replace('{place}', () => place);
  const number = part ?? (sessions.parts ? 1 : undefined);
  return number === undefined ? named : `${named}, Race ${number}`;
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
export function seriesEventId(
  sport: Sport | SportInfo<string>,
  season: number,
  name: string,
): string {
  const segment = sportInfo(sport).pathSegment;
  const slug = slugify(name);
  return raceIdFor(season, slug.startsWith(`${segment}-`) ? slug : `${segment}-${slug}`);
}
