import type { Language } from '../i18n/languages';
import type { RaceKind, SportEvents } from './sport-events';

// The series a fan can follow, each its own site within the site (docs/decisions/0121).
// This table is the one place for what differs by sport: its paths, icon, short name,
// calendar files, what its events are and how they are read and matched, the data score and
// its race lengths.
// The default sport, Formula 1, has the root paths and the plain API and feed paths; every
// other sport lives under a path of its own ('/motogp', '/motogp/all-races') and names
// itself with `?sport=`. Pure: both sides read the same table.

/**
 * Every sport a site can carry, in the order the site lists them. A new series is a name here,
 * its record in SPORT_INFO and its names in SPORT_NAMES, and its importer mapping.
 */
export const SPORTS = [
  'formula1',
  'motogp',
  'f2',
  'f3',
  'f1-academy',
  'formula-e',
  'indycar',
] as const;
export type Sport = (typeof SPORTS)[number];

export const DEFAULT_SPORT: Sport = 'formula1';

/** The query parameter the API, calendar, feed and embeds take a sport in. */
export const SPORT_QUERY_PARAM = 'sport';
/** `?sport=all` on GET /api/races: every sport. */
export const ALL_SPORTS = 'all';

/**
 * Everything that differs by sport. Generic in its key so that a series not yet in
 * `SPORTS` can be described and run through the same functions.
 */
export interface SportInfo<S extends string = Sport> {
  /** The sport's key: in stored races, in `?sport=` and in alert subscriptions. */
  sport: S;
  /** The path segment of its home ('' for Formula 1, which has '/'). */
  pathSegment: string;
  /** Its icon in the sport chooser. */
  emoji: string;
  /** The name its fans know it by, in front of its event names ('MotoGP Qatar Sprint'). */
  shortName: string;
  /** The folder of its files in the sportstimes project (`_db/<folder>/<year>.json`). */
  sportstimesFolder: string;
  /**
   * Whether its sportstimes files are by season, not by calendar year: every event of a
   * file is of the year its last race is in (Formula E's 2025 file starts in December 2024).
   */
  seasonPerFile: boolean;
  /**
   * Whether a renumbered round of an import may be a stored round in the same country, not
   * only at the same place. Formula 1's sources spell its places differently, so a country
   * will do; every other sport's place is ours (calendar-series.ts), and one country holds
   * many of its rounds (IndyCar's all but two), so a renumbered round must be the same place.
   */
  roundMatchesByCountry: boolean;
  /**
   * Whether an import or sync brings a stored event's place and flag in line with the
   * source. Every other sport's place comes from our own venue tables (calendar-venues.ts,
   * calendar-indycar.ts), so a place those learn reaches the events already stored; Formula
   * 1's sources spell its places differently, and a stored Grand Prix's place is ours (0115).
   */
  syncsPlace: boolean;
  /**
   * The emoji of its vehicle: a vibe factor that pictures one ('Overtakes') shows it, so a
   * MotoGP fan sees a bike, not a car (reason-tags.ts, factorEmoji).
   */
  vehicleEmoji: string;
  /**
   * What its events are and how a sportstimes round becomes them: Grand Prix weekends
   * (Formula 1's, named and keyed as they always were), or a series' own sessions, names
   * and places (sport-events.ts).
   */
  events: SportEvents;
  /**
   * Whether its races have the data verdict, the AI rating: from OpenF1's race data, or for a
   * race before live timing from its official results (f1db). Both sources hold Formula 1
   * alone, so any other sport is never scored and its tallies never show an AI rating,
   * whatever is stored (read through `hasDataScore`).
   */
  dataScore: boolean;
  /**
   * Who owns the series and its names, as they write themselves (never translated): the
   * footer of its pages and the terms say the site is affiliated with none of them.
   */
  rightsHolders: readonly string[];
  /**
   * Its fans' community forum, shown as 'Community Forum' on its pages unless the operator
   * sets another or none (COMMUNITY_URL, COMMUNITY_URL_<SPORT>: docs/configuration.md).
   */
  communityUrl: string;
  /**
   * A Full Race's usual length in minutes by kind: the race itself from lights out to the
   * flag with its formation lap, not the build-up; the typical running time under the
   * series' own rules, rounded up for a safety car or two. A series without sprints keeps
   * its race length for both kinds, so a mislabelled event never reads as a short one.
   */
  fullRaceMinutes: Readonly<Record<RaceKind, number>>;
}

/** Every sport's record, each under its own key. */
export type SportTable = { readonly [S in Sport]: SportInfo<S> };

export const SPORT_INFO: SportTable = {
  // A Grand Prix runs 305 km, about 1 h 30 min; a sprint 100 km, about 30 min.
  formula1: {
    sport: 'formula1',
    pathSegment: '',
    emoji: '🏎️',
    shortName: 'F1',
    sportstimesFolder: 'f1',
    seasonPerFile: false,
    roundMatchesByCountry: true,
    syncsPlace: false,
    vehicleEmoji: '🏎️',
    events: { kind: 'grand-prix' },
    dataScore: true,
    rightsHolders: ['Formula 1', 'FIA'],
    communityUrl: 'https://www.reddit.com/r/formula1/',
    fullRaceMinutes: { 'grand-prix': 95, sprint: 35 },
  },
  // The Grand Prix about 40 min, the Saturday sprint (half distance) about 20.
  motogp: {
    sport: 'motogp',
    pathSegment: 'motogp',
    emoji: '🏍️',
    shortName: 'MotoGP',
    sportstimesFolder: 'motogp',
    seasonPerFile: false,
    roundMatchesByCountry: false,
    syncsPlace: true,
    vehicleEmoji: '🏍️',
    events: {
      kind: 'series',
      sessions: { main: 'race', sprint: 'sprint' },
      name: '{series} {place} Grand Prix',
      places: 'motogp-venues',
    },
    dataScore: false,
    rightsHolders: ['Dorna Sports', 'MotoGP'],
    communityUrl: 'https://www.reddit.com/r/motogp/',
    fullRaceMinutes: { 'grand-prix': 42, sprint: 20 },
  },
  // The feature race is capped at 60 min plus a lap, the sprint race at 45.
  f2: {
    sport: 'f2',
    pathSegment: 'f2',
    emoji: '2️⃣',
    shortName: 'F2',
    sportstimesFolder: 'f2',
    seasonPerFile: false,
    roundMatchesByCountry: false,
    syncsPlace: true,
    vehicleEmoji: '🏎️',
    events: {
      kind: 'series',
      sessions: { main: 'feature', sprint: 'sprint' },
      name: '{series} {place} Feature Race',
      places: 'location',
    },
    dataScore: false,
    rightsHolders: ['FIA Formula 2 Championship', 'Formula Motorsport Limited'],
    communityUrl: 'https://www.reddit.com/r/F1FeederSeries/',
    fullRaceMinutes: { 'grand-prix': 60, sprint: 45 },
  },
  // The feature race about 45 min plus a lap, the sprint race about 40.
  f3: {
    sport: 'f3',
    pathSegment: 'f3',
    emoji: '3️⃣',
    shortName: 'F3',
    sportstimesFolder: 'f3',
    seasonPerFile: false,
    roundMatchesByCountry: false,
    syncsPlace: true,
    vehicleEmoji: '🏎️',
    events: {
      kind: 'series',
      sessions: { main: 'feature', sprint: 'sprint' },
      name: '{series} {place} Feature Race',
      places: 'location',
    },
    dataScore: false,
    rightsHolders: ['FIA Formula 3 Championship', 'Formula Motorsport Limited'],
    communityUrl: 'https://www.reddit.com/r/F1FeederSeries/',
    fullRaceMinutes: { 'grand-prix': 50, sprint: 40 },
  },
  // Each race 30 min plus a lap; it has no sprints, so both kinds take the same.
  'f1-academy': {
    sport: 'f1-academy',
    pathSegment: 'f1-academy',
    emoji: '🎓',
    shortName: 'F1 Academy',
    sportstimesFolder: 'f1-academy',
    seasonPerFile: false,
    roundMatchesByCountry: false,
    syncsPlace: true,
    vehicleEmoji: '🏎️',
    events: {
      kind: 'series',
      sessions: { parts: ['race1', 'race2', 'race3'] },
      name: '{series} {place}',
      places: 'location',
    },
    dataScore: false,
    rightsHolders: ['F1 Academy', 'Formula 1'],
    communityUrl: 'https://www.reddit.com/r/F1Academy/',
    fullRaceMinutes: { 'grand-prix': 30, sprint: 30 },
  },
  // 45 min plus a lap or a fixed lap count, about 50 min with its extra laps.
  'formula-e': {
    sport: 'formula-e',
    pathSegment: 'formula-e',
    emoji: '⚡',
    shortName: 'Formula E',
    sportstimesFolder: 'fe',
    seasonPerFile: true,
    roundMatchesByCountry: false,
    syncsPlace: true,
    vehicleEmoji: '🏎️',
    events: {
      kind: 'series',
      sessions: { main: 'race' },
      name: '{place} E-Prix',
      places: 'eprix-town',
    },
    dataScore: false,
    rightsHolders: ['FIA Formula E World Championship', 'Formula E Operations'],
    communityUrl: 'https://www.reddit.com/r/FormulaE/',
    fullRaceMinutes: { 'grand-prix': 50, sprint: 50 },
  },
  // Road and street races take 1 h 45 min to 2 h, ovals longer; 2 h is the usual.
  indycar: {
    sport: 'indycar',
    pathSegment: 'indycar',
    emoji: '🏁',
    shortName: 'IndyCar',
    sportstimesFolder: 'indycar',
    seasonPerFile: false,
    roundMatchesByCountry: false,
    syncsPlace: true,
    vehicleEmoji: '🏎️',
    events: {
      kind: 'series',
      sessions: { main: 'race' },
      name: '{series} {place}',
      places: 'indycar-venues',
    },
    dataScore: false,
    rightsHolders: ['IndyCar', 'Penske Entertainment'],
    communityUrl: 'https://www.reddit.com/r/INDYCAR/',
    fullRaceMinutes: { 'grand-prix': 120, sprint: 120 },
  },
};

/**
 * A sport's record: a sport of the table by its key, or a record handed in whole (a series
 * being described before it joins `SPORTS`). Every function below takes either.
 */
export function sportInfo(sport: Sport | SportInfo<string>): SportInfo<string> {
  return typeof sport === 'string' ? SPORT_INFO[sport] : sport;
}

/** Each sport's display name in each language (series' names, localised where fans do). */
export const SPORT_NAMES: Record<Sport, Record<Language, string>> = {
  formula1: {
    en: 'Formula 1',
    es: 'Fórmula 1',
    'pt-BR': 'Fórmula 1',
    fr: 'Formule 1',
    de: 'Formel 1',
    it: 'Formula 1',
    nl: 'Formule 1',
    ja: 'フォーミュラ1',
  },
  motogp: {
    en: 'MotoGP',
    es: 'MotoGP',
    'pt-BR': 'MotoGP',
    fr: 'MotoGP',
    de: 'MotoGP',
    it: 'MotoGP',
    nl: 'MotoGP',
    ja: 'MotoGP',
  },
  f2: {
    en: 'Formula 2',
    es: 'Fórmula 2',
    'pt-BR': 'Fórmula 2',
    fr: 'Formule 2',
    de: 'Formel 2',
    it: 'Formula 2',
    nl: 'Formule 2',
    ja: 'フォーミュラ2',
  },
  f3: {
    en: 'Formula 3',
    es: 'Fórmula 3',
    'pt-BR': 'Fórmula 3',
    fr: 'Formule 3',
    de: 'Formel 3',
    it: 'Formula 3',
    nl: 'Formule 3',
    ja: 'フォーミュラ3',
  },
  'f1-academy': {
    en: 'F1 Academy',
    es: 'F1 Academy',
    'pt-BR': 'F1 Academy',
    fr: 'F1 Academy',
    de: 'F1 Academy',
    it: 'F1 Academy',
    nl: 'F1 Academy',
    ja: 'F1アカデミー',
  },
  'formula-e': {
    en: 'Formula E',
    es: 'Fórmula E',
    'pt-BR': 'Fórmula E',
    fr: 'Formule E',
    de: 'Formel E',
    it: 'Formula E',
    nl: 'Formule E',
    ja: 'フォーミュラE',
  },
  indycar: {
    en: 'IndyCar',
    es: 'IndyCar',
    'pt-BR': 'IndyCar',
    fr: 'IndyCar',
    de: 'IndyCar',
    it: 'IndyCar',
    nl: 'IndyCar',
    ja: 'インディカー',
  },
};

export function isSport(value: unknown): value is Sport {
  return typeof value === 'string' && (SPORTS as readonly string[]).includes(value);
}

export function sportName(sport: Sport, language: Language): string {
  return SPORT_NAMES[sport][language];
}

/**
 * The owners of the given series, each once, as a list for a sentence: 'Dorna Sports,
 * MotoGP' (names as they write themselves; Japanese lists with '、').
 */
export function rightsHolderList(sports: readonly Sport[], language: Language): string {
  const holders = [...new Set(sports.flatMap((sport) => SPORT_INFO[sport].rightsHolders))];
  return holders.join(language === 'ja' ? '、' : ', ');
}

/** A page of a sport's site: `path` itself for Formula 1, under the sport's segment else. */
function sportPagePath(sport: Sport | SportInfo<string>, path: string): string {
  const segment = sportInfo(sport).pathSegment;
  if (!segment) return path;
  return path === '/' ? `/${segment}` : `/${segment}${path}`;
}

/** A sport's home: '/' for Formula 1, '/motogp' for MotoGP. */
export function sportHomePath(sport: Sport | SportInfo<string>): string {
  return sportPagePath(sport, '/');
}

/** A sport's explorer: '/all-races' for Formula 1, '/motogp/all-races' for MotoGP. */
export function sportExplorerPath(sport: Sport | SportInfo<string>): string {
  return sportPagePath(sport, '/all-races');
}

/** A sport's to-watch list: '/my-races' for Formula 1, '/motogp/my-races' for MotoGP. */
export function sportMyRacesPath(sport: Sport | SportInfo<string>): string {
  return sportPagePath(sport, '/my-races');
}

/**
 * One sport's API read or public feed ('/api/races', '/calendar.ics', '/feed.xml'): the
 * default sport's is the plain path, which Formula 1's pages and every existing calendar
 * and feed subscriber ask for; another sport names itself with `?sport=`.
 */
export function sportPath(path: string, sport: Sport | SportInfo<string>): string {
  const key = sportInfo(sport).sport;
  return key === DEFAULT_SPORT ? path : `${path}?${SPORT_QUERY_PARAM}=${key}`;
}

/** Whether a sport's races have the AI rating, the data verdict (`SportInfo.dataScore`). */
export function hasDataScore(sport: Sport | SportInfo<string>): boolean {
  return sportInfo(sport).dataScore;
}

/**
 * Whether a sport's events are Grand Prix weekends, which its fans and the site call 'GP's
 * ('THE LAS VEGAS GP'); a series' events are named in full ('THE MOTOGP QATAR GRAND PRIX').
 */
export function hasGrandPrixEvents(sport: Sport | SportInfo<string>): boolean {
  return sportInfo(sport).events.kind === 'grand-prix';
}

/** How long a Full Race of a sport and kind usually takes, in minutes. */
export function fullRaceMinutes(sport: Sport | SportInfo<string>, kind: RaceKind): number {
  return sportInfo(sport).fullRaceMinutes[kind];
}

/**
 * The sport a path belongs to and the path within it: '/motogp/all-races' → motogp and
 * '/all-races'; '/install' → Formula 1 and '/install' (pages outside a sport's home and
 * explorer are the site's own and read as Formula 1's).
 */
export function sportOfPath(pathname: string): { sport: Sport; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (match) {
    for (const sport of SPORTS) {
      const segment = SPORT_INFO[sport].pathSegment;
      if (segment && segment === match[1]) return { sport, path: match[2] ?? '/' };
    }
  }
  return { sport: DEFAULT_SPORT, path: pathname };
}

/**
 * The sport a sportstimes URL names by its `_db/<folder>/` part, or null. Another table of
 * records may be handed in, to read a series being described before it joins `SPORTS`.
 */
export function sportOfSportstimesUrl(url: string): Sport | null;
export function sportOfSportstimesUrl<S extends string>(
  url: string,
  table: readonly SportInfo<S>[],
): S | null;
export function sportOfSportstimesUrl(
  url: string,
  table: readonly SportInfo<string>[] = SPORTS.map((sport) => SPORT_INFO[sport]),
): string | null {
  const folder = /\/_db\/([^/]+)\//.exec(url)?.[1];
  if (!folder) return null;
  return table.find((info) => info.sportstimesFolder === folder)?.sport ?? null;
}
