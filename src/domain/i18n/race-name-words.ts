// What one language's file of race names holds (messages/<language>/race-names.ts): how its
// press builds a race's name and the words for each place. A language is one file, which a
// translator edits alone. Race names are built from them by races/localized-race-name.ts, on
// the server only: a page shows the names the server wrote (docs/decisions/0157).
import type { Language } from './languages';

/**
 * The shapes of a race's name. `{of}` is the place with its preposition ('de Hungría',
 * "d'Ungheria"; in English and Japanese the place alone), `{at}` where a race is held
 * ('in Ungarn'; German and Dutch name a sprint or a feature race so), `{name}` a Grand Prix's
 * name, `{n}` the number of one of a round's several races.
 */
export interface RaceNameForms {
  /** 'Gran Premio {of}': a Grand Prix. */
  grandPrix: string;
  /** 'GP {of}': the short name lists and alerts use. */
  grandPrixShort: string;
  /** English only: 'Grand Prix of {of}', a name IndyCar keeps in that order. */
  grandPrixOfPlace?: string;
  /** 'Sprint del {name}': a sprint on a Grand Prix's weekend ({name} in the same form). */
  sprint: string;
  /** F2's and F3's main race of a round: 'Carrera principal {of}'. */
  featureRace: string;
  /** Their shorter Saturday race: 'Carrera al sprint {of}'. */
  sprintRace: string;
  /** One of a round's several races named after the place alone (F1 Academy's). */
  numberedRace: string;
  /** Formula E's race: 'E-Prix {of}'. */
  ePrix: string;
  /** Added to any other name whose round has several races: ', carrera {n}'. */
  racePart: string;
}

/** A named event's words: one name, or the full name and the short one. */
export type EventWords = string | readonly [full: string, short: string];

export interface RaceNameWords {
  language: Language;
  forms: RaceNameForms;
  /**
   * Each place by the English word that stands before 'Grand Prix' in Formula 1's names
   * ('Hungarian', 'Mexico City'), as the language writes it in `{of}`. A place not here keeps
   * its race's English name.
   */
  grandPrixOf: Readonly<Record<string, string>>;
  /** German and Dutch: `{at}` where it is not `{of}` with 'von'/'van' made 'in'. */
  heldAt?: Readonly<Record<string, string>>;
  /**
   * Races known by a name of their own ('Indianapolis 500'), by the slug of the English
   * name without its series; a key 'motogp:…' holds for that series alone.
   */
  events: Readonly<Record<string, EventWords>>;
  /** Circuits, towns and countries that the language names otherwise ('Ciudad de México'). */
  places: Readonly<Record<string, string>>;
}

/** English only: the other words calendars use for a place ('Hungary' for 'Hungarian'). */
export interface EnglishRaceNameWords extends RaceNameWords {
  language: 'en';
  aliases: Readonly<Record<string, string>>;
}
