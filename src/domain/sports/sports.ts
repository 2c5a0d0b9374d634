import type { Language } from '../i18n/languages';
import { SPORTS, type Sport } from '../types';

// The series a fan can follow, each its own site within the site (docs/decisions/0121).
// Formula 1 keeps the root paths and every spec row; every other sport lives under a path
// of its own ('/motogp', '/motogp/all-races'). Pure: both sides read the same table.

export { SPORTS, type Sport };

export const DEFAULT_SPORT: Sport = 'formula1';

/** The query parameter the API, calendar, feed and embeds take a sport in. */
export const SPORT_QUERY_PARAM = 'sport';
/** `?sport=all` on GET /api/races: every sport. */
export const ALL_SPORTS = 'all';

export interface SportInfo {
  /** The path segment of its home ('' for Formula 1, which keeps '/'). */
  pathSegment: string;
  emoji: string;
  /** The name its fans know it by, in front of its event names ('MotoGP Qatar Sprint'). */
  shortName: string;
  /** The folder of its files in the sportstimes project (`_db/<folder>/<year>.json`). */
  sportstimesFolder: string;
  /** Whether the AI rating from OpenF1 race data exists for it (Formula 1 only). */
  dataScore: boolean;
}

export const SPORT_INFO: Record<Sport, SportInfo> = {
  formula1: {
    pathSegment: '',
    emoji: '🏎️',
    shortName: 'F1',
    sportstimesFolder: 'f1',
    dataScore: true,
  },
  motogp: {
    pathSegment: 'motogp',
    emoji: '🏍️',
    shortName: 'MotoGP',
    sportstimesFolder: 'motogp',
    dataScore: false,
  },
  f2: { pathSegment: 'f2', emoji: '🏎️', shortName: 'F2', sportstimesFolder: 'f2', dataScore: false },
  f3: { pathSegment: 'f3', emoji: '🏎️', shortName: 'F3', sportstimesFolder: 'f3', dataScore: false },
  'f1-academy': {
    pathSegment: 'f1-academy',
    emoji: '🏎️',
    shortName: 'F1 Academy',
    sportstimesFolder: 'f1-academy',
    dataScore: false,
  },
  'formula-e': {
    pathSegment: 'formula-e',
    emoji: '⚡',
    shortName: 'Formula E',
    sportstimesFolder: 'fe',
    dataScore: false,
  },
  indycar: {
    pathSegment: 'indycar',
    emoji: '🏁',
    shortName: 'IndyCar',
    sportstimesFolder: 'indycar',
    dataScore: false,
  },
};

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

/** A sport's home: '/' for Formula 1, '/motogp' for MotoGP. */
export function sportHomePath(sport: Sport): string {
  const segment = SPORT_INFO[sport].pathSegment;
  return segment ? `/${segment}` : '/';
}

/** A sport's explorer: '/all-races' for Formula 1, '/motogp/all-races' for MotoGP. */
export function sportExplorerPath(sport: Sport): string {
  const segment = SPORT_INFO[sport].pathSegment;
  return segment ? `/${segment}/all-races` : '/all-races';
}

/** A sport's catch-up list: '/my-races' for Formula 1, '/motogp/my-races' for MotoGP. */
export function sportMyRacesPath(sport: Sport): string {
  const segment = SPORT_INFO[sport].pathSegment;
  return segment ? `/${segment}/my-races` : '/my-races';
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

/** The sport a sportstimes URL names by its `_db/<folder>/` part, or null. */
export function sportOfSportstimesUrl(url: string): Sport | null {
  const folder = /\/_db\/([^/]+)\//.exec(url)?.[1];
  if (!folder) return null;
  return SPORTS.find((sport) => SPORT_INFO[sport].sportstimesFolder === folder) ?? null;
}
