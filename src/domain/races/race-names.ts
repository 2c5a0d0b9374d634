import type { MessageId } from '../i18n/messages/catalogue';
import { DEFAULT_SPORT, hasGrandPrixEvents } from '../sports/sports';
import type { Race } from '../types';

/** 'GP' is a Grand Prix weekend's word: a series' event is named in full in its heading. */
const isSeriesEvent = (race: Partial<Pick<Race, 'sport'>>) =>
  !hasGrandPrixEvents(race.sport ?? DEFAULT_SPORT);

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

/**
 * Heading of a live race's voting section, e.g. 'THE LAS VEGAS GP'; a sprint's says so,
 * 'THE CHINESE GP SPRINT', so it is never read as its Grand Prix's.
 */
export function votingSectionLabel(
  race: Pick<Race, 'name' | 'kind'> & Partial<Pick<Race, 'sport'>>,
): string {
  if (isSeriesEvent(race)) return `THE ${race.name.toUpperCase()}`;
  const { name, sprint } = votingSectionParts(race);
  return sprint ? `THE ${name} GP SPRINT` : `THE ${name} GP`;
}

/**
 * The race's own part of that heading, upper-cased ('LAS VEGAS', 'CHINESE'), and whether it
 * is a sprint; each language's message adds its words around the name.
 */
export function votingSectionParts(race: Pick<Race, 'name' | 'kind'>): {
  name: string;
  sprint: boolean;
} {
  const sprint = race.kind === 'sprint';
  const base = sprint ? race.name.replace(/\s*Sprint$/i, '') : race.name;
  return { name: base.replace(GRAND_PRIX_SUFFIX, '').trim().toUpperCase(), sprint };
}

/** Stable, URL-safe race id: a season plus the slug, e.g. '2025-las-vegas-grand-prix'. */
export function raceIdFor(season: number, name: string): string {
  return `${season}-${slugify(name)}`;
}

/**
 * The voting heading as a message and its race part, in every sport: Formula 1's reads
 * 'THE LAS VEGAS GP'; another sport's names the event in full ('THE MOTOGP QATAR SPRINT',
 * 'THE F2 BAHRAIN FEATURE RACE').
 */
export function votingSectionHeading(
  race: Pick<Race, 'name' | 'kind'> & Partial<Pick<Race, 'sport'>>,
): { message: MessageId; race: string } {
  if (isSeriesEvent(race)) {
    return { message: 'home.card.votingSectionEvent', race: race.name.toUpperCase() };
  }
  const { name, sprint } = votingSectionParts(race);
  return {
    message: sprint ? 'home.card.votingSectionSprint' : 'home.card.votingSection',
    race: name,
  };
}
