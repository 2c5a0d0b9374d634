import { intlLocale } from '../i18n/languages';
import type { MessageId } from '../i18n/messages/catalogue';
import english from '../i18n/messages/en/race-names';
import type { RaceNameWords } from '../i18n/race-name-words';
import { DEFAULT_SPORT, SPORT_INFO, type Sport, sportName } from '../sports/sports';
import type { Race } from '../types';
import { type RaceNameForm, SPORT_NAME_SEPARATOR } from './race-name-of';
import { shortRaceName, slugify } from './race-names';

// A race's name as the fan's language writes it, from the English name the calendars give
// and the database keeps (ids, slugs and links stay made of that). The name is read once
// into its shape (a Grand Prix of a place, a series' feature race, an E-Prix, an event with
// a name of its own) and written in the language's forms and place words
// (i18n/messages/<language>/race-names.ts). A series' name is never part of it: its own
// pages say the series already, and `sportRaceTitle` puts it in front where it is needed.
// A name the language has no words for reads as in English, which the calendars' words
// are made right for ('MotoGP Spain Grand Prix' is the Spanish Grand Prix).

export type { RaceNameForm };
export { SPORT_NAME_SEPARATOR };

export type NamedRace = Pick<Race, 'name'> & { sport?: Sport };

// A sprint is named after its Grand Prix ('Chinese Grand Prix Sprint', race-kind.ts), and one
// of a round's several races is numbered (', Race 2', calendar-series.ts).
const SPRINT_SUFFIX = / Sprint$/;
const RACE_PART = /, Race (\d+)$/;
const GRAND_PRIX = /^(.+) Grand Prix(?: \(([^)]+)\))?$/;
const GRAND_PRIX_OF_PLACE = /^Grand Prix of (.+)$/;
const PLACE_FORMS = [
  [/^(.+) E-Prix$/, 'ePrix'],
  [/^(.+) Feature Race$/, 'featureRace'],
  [/^(.+) Sprint Race$/, 'sprintRace'],
] as const;

type PlaceForm = 'grandPrix' | 'grandPrixOfPlace' | 'ePrix' | 'featureRace' | 'sprintRace';

/** What a name is made of, its series, sprint and race number set aside. */
type Shape =
  | { kind: 'event'; key: string; text: string }
  | { kind: 'place'; form: PlaceForm; place: string; note?: string }
  | { kind: 'numbered'; place: string }
  | { kind: 'unknown'; text: string };

interface ReadName {
  shape: Shape;
  sprint: boolean;
  part: number | null;
}

/**
 * The English word each place is keyed by, by the slug of every word calendars use for it:
 * built on first use, so a bundle that imports this module without writing a name drops it.
 */
let placeKeys: ReadonlyMap<string, string> | undefined;

function placeKey(word: string): string | undefined {
  placeKeys ??= new Map([
    ...Object.keys(english.grandPrixOf).map((key): [string, string] => [slugify(key), key]),
    ...Object.entries(english.aliases).map(([alias, key]): [string, string] => [
      slugify(alias),
      key,
    ]),
  ]);
  return placeKeys.get(slugify(word));
}

/** Drops the series' name in front ('MotoGP Qatar Grand Prix'), however many times it is there. */
function withoutSeries(name: string, sport: Sport): string {
  const prefix = `${SPORT_INFO[sport].shortName} `;
  let rest = name.trim();
  while (rest.startsWith(prefix)) rest = rest.slice(prefix.length).trimStart();
  return rest;
}

function eventKey(text: string, sport: Sport, words: RaceNameWords): string | undefined {
  const slug = slugify(text);
  return [`${sport}:${slug}`, slug].find((key) => key in english.events || key in words.events);
}

function shapeOf(text: string, sport: Sport, words: RaceNameWords): Shape {
  const key = eventKey(text, sport, words);
  if (key) return { kind: 'event', key, text };
  const grandPrix = GRAND_PRIX.exec(text);
  if (grandPrix?.[1]) {
    const note = grandPrix[2];
    return { kind: 'place', form: 'grandPrix', place: grandPrix[1], ...(note ? { note } : {}) };
  }
  const ofPlace = GRAND_PRIX_OF_PLACE.exec(text)?.[1];
  if (ofPlace) return { kind: 'place', form: 'grandPrixOfPlace', place: ofPlace };
  for (const [pattern, form] of PLACE_FORMS) {
    const place = pattern.exec(text)?.[1];
    if (place) return { kind: 'place', form, place };
  }
  return placeKey(text) ? { kind: 'numbered', place: text } : { kind: 'unknown', text };
}

function readName(race: NamedRace, words: RaceNameWords): ReadName {
  const sport = race.sport ?? DEFAULT_SPORT;
  let text = withoutSeries(race.name, sport);
  const part = RACE_PART.exec(text);
  if (part) text = text.slice(0, part.index);
  const sprint = SPRINT_SUFFIX.test(text);
  if (sprint) text = text.replace(SPRINT_SUFFIX, '');
  return { shape: shapeOf(text, sport, words), sprint, part: part ? Number(part[1]) : null };
}

/** A form with its values filled in; null when it needs a value the language has none for. */
function fill(form: string, values: Record<string, string | undefined>): string | null {
  let missing = false;
  const filled = form.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) missing = true;
    return value ?? '';
  });
  return missing ? null : filled;
}

/** Where German and Dutch hold a race: their own words, else `{of}` with 'von'/'van' made 'in'. */
function heldAt(key: string, of: string | undefined, words: RaceNameWords): string | undefined {
  const own = words.heldAt?.[key];
  if (own) return own;
  const from = /^(?:von|van) /;
  return of && from.test(of) ? of.replace(from, 'in ') : undefined;
}

interface Written {
  name: string;
  /** `{at}` for the sprint form, where the language has it. */
  at?: string;
}

function eventName(key: string, text: string, words: RaceNameWords, form: RaceNameForm) {
  const own = words.events[key] ?? (words.language === 'en' ? undefined : null);
  if (own === null) return null;
  if (own === undefined) return form === 'short' ? shortRaceName(text) : text;
  if (typeof own === 'string') return own;
  return form === 'short' ? own[1] : own[0];
}

function writeShape(shape: Shape, part: number | null, words: RaceNameWords, form: RaceNameForm) {
  const isEnglish = words.language === 'en';
  if (shape.kind === 'unknown') {
    if (!isEnglish) return null;
    return { name: form === 'short' ? shortRaceName(shape.text) : shape.text };
  }
  if (shape.kind === 'event') {
    const name = eventName(shape.key, shape.text, words, form);
    return name === null ? null : { name, at: words.heldAt?.[shape.key] };
  }
  const key = placeKey(shape.place);
  // English keeps a place it has no key for as the name gives it.
  const of = key ? (isEnglish ? key : words.grandPrixOf[key]) : isEnglish ? shape.place : undefined;
  if (of === undefined) return null;
  const at = key ? heldAt(key, of, words) : undefined;
  const { forms } = words;
  let template: string;
  if (shape.kind === 'numbered') {
    if (part === null) return isEnglish ? { name: of } : null;
    template = forms.numberedRace;
  } else if (shape.form === 'grandPrix' || shape.form === 'grandPrixOfPlace') {
    const ofPlace = shape.form === 'grandPrixOfPlace' ? forms.grandPrixOfPlace : undefined;
    template = ofPlace ?? (form === 'short' ? forms.grandPrixShort : forms.grandPrix);
  } else {
    template = forms[shape.form];
  }
  const name = fill(template, { of, at, n: part === null ? undefined : String(part) });
  if (name === null) return null;
  const note = shape.kind === 'place' ? shape.note : undefined;
  return { name: note ? `${name} (${localPlaceName(note, words)})` : name, at };
}

function write(read: ReadName, words: RaceNameWords, form: RaceNameForm): string | null {
  const written: Written | null = writeShape(read.shape, read.part, words, form);
  if (written === null) return null;
  let { name } = written;
  if (read.sprint) {
    const sprint = fill(words.forms.sprint, { name, at: written.at });
    if (sprint === null) return null;
    name = sprint;
  }
  if (read.part !== null && read.shape.kind !== 'numbered') {
    name += words.forms.racePart.replace('{n}', String(read.part));
  }
  return name;
}

/**
 * A race's name in the language of `words`, without its series; null when the language
 * has no words for it (the test of each language lists those names).
 */
export function translatedRaceName(
  race: NamedRace,
  words: RaceNameWords,
  form: RaceNameForm = 'full',
): string | null {
  return write(readName(race, words), words, form);
}

/** A race's name in the language of `words`, without its series; in English where it has none. */
export function localRaceName(
  race: NamedRace,
  words: RaceNameWords,
  form: RaceNameForm = 'full',
): string {
  return (
    translatedRaceName(race, words, form) ??
    (write(readName(race, english), english, form) as string)
  );
}

/** A circuit, town or country as the language names it ('Ciudad de México'); else as given. */
export function localPlaceName(place: string, words: RaceNameWords): string {
  return words.places[place] ?? place;
}

/**
 * A race's name with its series' name in front where the name alone would not say it:
 * outside the site (previews, alerts, calendars, feeds) and on pages of every series.
 * Formula 1, the site's first series, goes without ('Las Vegas GP', 'MotoGP · GP de España').
 */
export function sportRaceTitle(
  race: NamedRace,
  words: RaceNameWords,
  form: RaceNameForm = 'full',
): string {
  const name = localRaceName(race, words, form);
  const sport = race.sport ?? DEFAULT_SPORT;
  if (sport === DEFAULT_SPORT) return name;
  return `${sportName(sport, words.language)}${SPORT_NAME_SEPARATOR}${name}`;
}

/**
 * The heading of a race's voting section as a message and its race part. English says
 * 'THE LAS VEGAS GP' and 'THE CHINESE GP SPRINT' of a Grand Prix, 'THE BAHRAIN FEATURE RACE'
 * of anything else; every other language writes the race's short name in capitals.
 */
export function votingSectionHeading(
  race: NamedRace,
  words: RaceNameWords,
): { message: MessageId; race: string } {
  const upper = (text: string) => text.toLocaleUpperCase(intlLocale(words.language));
  if (words.language === 'en') {
    const read = readName(race, english);
    const { shape } = read;
    // A Grand Prix moved elsewhere ('Bahrain Grand Prix (Malaysia)') is named in full.
    if (shape.kind === 'place' && shape.form === 'grandPrix' && !shape.note && !read.part) {
      const written = writeShape(shape, null, english, 'short');
      const place = written?.name.replace(/ GP$/, '') ?? shape.place;
      return {
        message: read.sprint ? 'home.card.votingSectionSprint' : 'home.card.votingSection',
        race: upper(place),
      };
    }
  }
  return {
    message: 'home.card.votingSectionEvent',
    race: upper(localRaceName(race, words, 'short')),
  };
}

/** The English voting heading as a fan reads it ('THE LAS VEGAS GP'): what journeys look for. */
export function votingSectionLabel(race: NamedRace): string {
  const heading = votingSectionHeading(race, english);
  const words: Record<string, string> = {
    'home.card.votingSection': `THE ${heading.race} GP`,
    'home.card.votingSectionSprint': `THE ${heading.race} GP SPRINT`,
  };
  return words[heading.message] ?? `THE ${heading.race}`;
}
