import { slugify } from '../races/race-names';

// The places fans call a series' rounds, where the sportstimes files get them wrong
// (docs/decisions/0121, 0127). MotoGP's files give a country as `location` ('Portugal') and
// a `track` that is another round's circuit ('Thailand' at 'Lusail International Circuit'),
// so each round's circuit comes from this table, keyed by the slug of the file's name.
// Formula E's town is its name ('Sao Paulo ePrix'); a few are spelt or placed here.
// IndyCar's venues are calendar-indycar.ts's; F2, F3 and F1 Academy follow Formula 1's
// venues, which their files name well.

/** A round as its fans know it: the name in its events' names, the place, the country. */
export interface SeriesVenue {
  /** The round's name where the file's is misspelt or ambiguous ('Hungria' → 'Hungary'). */
  name?: string;
  /** The circuit or town fans call it by ('Portimão', 'Buriram'). */
  location: string;
  /** ISO 3166-1 alpha-2 code of the country it is in. */
  country: string;
}

/**
 * MotoGP's rounds by the slug of the file's name, 2025 and 2026 alike. The two Spanish
 * rounds are told apart ('España' is Jerez; 'Spain', at Alcañiz's coordinates, is Aragón),
 * and San Marino's round is at Misano, in Italy.
 */
export const MOTOGP_VENUES: Readonly<Record<string, SeriesVenue>> = {
  thailand: { location: 'Buriram', country: 'th' },
  argentina: { location: 'Termas de Río Hondo', country: 'ar' },
  americas: { location: 'Austin', country: 'us' },
  qatar: { location: 'Lusail', country: 'qa' },
  espana: { name: 'Spain', location: 'Jerez', country: 'es' },
  spain: { name: 'Aragon', location: 'Aragón', country: 'es' },
  france: { location: 'Le Mans', country: 'fr' },
  'great-britain': { location: 'Silverstone', country: 'gb' },
  italy: { location: 'Mugello', country: 'it' },
  netherlands: { location: 'Assen', country: 'nl' },
  germany: { location: 'Sachsenring', country: 'de' },
  'czeck-republiky': { name: 'Czech Republic', location: 'Brno', country: 'cz' },
  'czech-republic': { location: 'Brno', country: 'cz' },
  austria: { location: 'Red Bull Ring', country: 'at' },
  hungria: { name: 'Hungary', location: 'Balaton Park', country: 'hu' },
  hungary: { location: 'Balaton Park', country: 'hu' },
  catalunya: { location: 'Barcelona', country: 'es' },
  'san-marino': { location: 'Misano', country: 'it' },
  japan: { location: 'Motegi', country: 'jp' },
  indonesia: { location: 'Mandalika', country: 'id' },
  australia: { location: 'Phillip Island', country: 'au' },
  malaysia: { location: 'Sepang', country: 'my' },
  portugal: { location: 'Portimão', country: 'pt' },
  valencia: { location: 'Valencia', country: 'es' },
  brasil: { name: 'Brazil', location: 'Goiânia', country: 'br' },
  brazil: { location: 'Goiânia', country: 'br' },
};

/** A MotoGP round's venue by the file's name, or null for a round we do not know yet. */
export function motoGpVenue(name: string): SeriesVenue | null {
  return MOTOGP_VENUES[slugify(name)] ?? null;
}

/**
 * Formula E's towns as fans spell them where the files drop an accent ('Sao Paulo ePrix'):
 * the race's name and its place say the same town. By the town's slug; ids are slugs of the
 * name, so a respelt town keeps its races' ids.
 */
export const FORMULA_E_TOWNS: Readonly<Record<string, string>> = {
  'sao-paulo': 'São Paulo',
};

/**
 * Formula E's places where its race is not run in the town of its name ('Madrid E-Prix' at
 * Jarama, 'Monaco E-Prix' in Monte Carlo). By the town's slug.
 */
export const FORMULA_E_PLACES: Readonly<Record<string, string>> = {
  monaco: 'Monte Carlo',
  madrid: 'Jarama',
};

/**
 * The time zone of each place our importers name, by the place's slug: a race day is the
 * day at the venue, and the sun's offset from the longitude misses summer time (Austin at
 * 01:00 on Sunday read as Saturday 23:00). A place not listed falls back to the longitude.
 */
export const PLACE_TIME_ZONES: Readonly<Record<string, string>> = {
  // The Americas, where the longitude is furthest from the clock.
  austin: 'America/Chicago',
  'las-vegas': 'America/Los_Angeles',
  miami: 'America/New_York',
  montreal: 'America/Toronto',
  'mexico-city': 'America/Mexico_City',
  'sao-paulo': 'America/Sao_Paulo',
  goiania: 'America/Sao_Paulo',
  'termas-de-rio-hondo': 'America/Argentina/Tucuman',
  // Night races and races far east.
  lusail: 'Asia/Qatar',
  doha: 'Asia/Qatar',
  sakhir: 'Asia/Bahrain',
  jeddah: 'Asia/Riyadh',
  'yas-marina': 'Asia/Dubai',
  singapore: 'Asia/Singapore',
  sepang: 'Asia/Kuala_Lumpur',
  buriram: 'Asia/Bangkok',
  mandalika: 'Asia/Makassar',
  jakarta: 'Asia/Jakarta',
  motegi: 'Asia/Tokyo',
  tokyo: 'Asia/Tokyo',
  shanghai: 'Asia/Shanghai',
  sanya: 'Asia/Shanghai',
  melbourne: 'Australia/Melbourne',
  'phillip-island': 'Australia/Melbourne',
  baku: 'Asia/Baku',
};

/** The IANA zone of a place we know, or undefined. */
export function placeTimeZone(location: string): string | undefined {
  return PLACE_TIME_ZONES[slugify(location)];
}

/**
 * A session time a file gets wrong, by sport, season, the round's slug and the session,
 * applied only while the file still says `from`, so a corrected file wins.
 */
export interface SessionCorrection {
  sport: string;
  season: number;
  slug: string;
  session: string;
  from: string;
  to: string;
}

export const SESSION_CORRECTIONS: readonly SessionCorrection[] = [
  // Nashville's weekend is Saturday 18 and Sunday 19 July (practice and qualifying on the
  // Saturday); the 2026 file puts the race on Monday 20. The hour is the file's.
  {
    sport: 'indycar',
    season: 2026,
    slug: 'borchetta-bourbon-music-city-grand-prix',
    session: 'race',
    from: '2026-07-20T19:00:00Z',
    to: '2026-07-19T19:00:00Z',
  },
];

/** The session time, corrected where the table knows the file is wrong. */
export function correctedSessionTime(
  sport: string,
  slug: string | undefined,
  session: string,
  time: string,
): string {
  const ms = Date.parse(time);
  const fix = SESSION_CORRECTIONS.find(
    (c) =>
      c.sport === sport &&
      c.session === session &&
      c.slug === slugify(slug ?? '') &&
      Date.parse(c.from) === ms,
  );
  return fix ? fix.to : time;
}
