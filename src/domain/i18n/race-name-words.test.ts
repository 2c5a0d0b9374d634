import { CIRCUIT_NAMES } from '../calendar/circuit-names';
import { LANGUAGES } from './languages';
import english from './messages/en/race-names';
import { RACE_NAME_WORDS } from './race-name-catalogues';
import type { RaceNameForms } from './race-name-words';

// Each language's file speaks of the places English knows, in forms that hold what they
// need: a misspelt key would otherwise leave a race in English without a word said.

const PLACES = new Set(Object.keys(english.grandPrixOf));
/** Countries a name may add in brackets ('Bahrain Grand Prix (Malaysia)'). */
const NOTED_COUNTRIES = ['Malaysia'];

/** What each form must be given: the place, where it is held, a Grand Prix's name, a number. */
const FORM_NEEDS: Record<keyof RaceNameForms, RegExp> = {
  grandPrix: /\{(of)\}/,
  grandPrixShort: /\{(of)\}/,
  grandPrixOfPlace: /\{(of)\}/,
  sprint: /\{(name|at)\}/,
  featureRace: /\{(of|at)\}/,
  sprintRace: /\{(of|at)\}/,
  numberedRace: /\{n\}.*\{(of|at)\}|\{(of|at)\}.*\{n\}/,
  ePrix: /\{(of)\}/,
  racePart: /\{n\}/,
};

describe.each(LANGUAGES)('the race names of %s', (language) => {
  const words = RACE_NAME_WORDS[language];

  it('is the language it says', () => {
    expect(words.language).toBe(language);
  });

  it('names only places English knows', () => {
    expect(Object.keys(words.grandPrixOf).filter((place) => !PLACES.has(place))).toEqual([]);
  });

  it('says where a race is held only of places and events it names', () => {
    const known = new Set([...PLACES, ...Object.keys(words.events)]);
    expect(Object.keys(words.heldAt ?? {}).filter((key) => !known.has(key))).toEqual([]);
  });

  it('names only circuits, towns and countries a race may show', () => {
    const known = new Set([...CIRCUIT_NAMES, ...NOTED_COUNTRIES]);
    expect(Object.keys(words.places).filter((place) => !known.has(place))).toEqual([]);
  });

  it('gives each form what it needs', () => {
    for (const [form, needs] of Object.entries(FORM_NEEDS)) {
      const text = words.forms[form as keyof RaceNameForms];
      if (text !== undefined) expect(text, form).toMatch(needs);
    }
  });
});

describe('English', () => {
  it('points every alias at a place it knows', () => {
    expect(Object.values(english.aliases).filter((place) => !PLACES.has(place))).toEqual([]);
  });
});

describe('Japanese', () => {
  it('writes every circuit in its own script', () => {
    const ja = RACE_NAME_WORDS.ja;
    expect(CIRCUIT_NAMES.filter((circuit) => !ja.places[circuit])).toEqual([]);
  });
});
