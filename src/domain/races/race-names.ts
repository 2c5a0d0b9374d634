import type { Race } from '../types';

// The English names the calendars give, as ids, anchors and 'GP' short names use them; a
// name as each language writes it is localized-race-name.ts's.

const GRAND_PRIX_SUFFIX = /\s*Grand Prix$/i;
// A sprint keeps its Grand Prix's name: 'Chinese Grand Prix Sprint' → 'Chinese GP Sprint'.
const GRAND_PRIX_BEFORE_SPRINT = /\s*Grand Prix(?= Sprint$)/i;

export function shortRaceName(name: string): string {
  if (GRAND_PRIX_SUFFIX.test(name)) return name.replace(GRAND_PRIX_SUFFIX, ' GP');
  return GRAND_PRIX_BEFORE_SPRINT.test(name) ? name.replace(GRAND_PRIX_BEFORE_SPRINT, ' GP') : name;
}

/**
 * Lowercase ASCII slug. Accents are folded first so 'São Paulo' becomes 'sao-paulo'
 * rather than 's-o-paulo', keeping ids and hashes readable when typed or shared.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The URL hash of a race card (name-date), e.g. 'las-vegas-grand-prix-2025-11-22'. */
export function cardAnchor(race: Pick<Race, 'name' | 'date'>): string {
  return `${slugify(race.name)}-${race.date}`;
}

/** Stable, URL-safe race id: a season plus the slug, e.g. '2025-las-vegas-grand-prix'. */
export function raceIdFor(season: number, name: string): string {
  return `${season}-${slugify(name)}`;
}
