import { shippedRaceNames } from '../../../test/domain/shipped-races';
import { LANGUAGES, type Language } from '../i18n/languages';
import { RACE_NAME_WORDS } from '../i18n/race-name-catalogues';
import { SPORT_INFO, SPORT_NAMES, SPORTS } from '../sports/sports';
import { localRaceName, sportRaceTitle, translatedRaceName } from './localized-race-name';
import { shortRaceName } from './race-names';

// Every name of every race the site ships (the archive since 1950, the calendars of every
// series, each weekend's sprint), read in every language. A name a language has no words
// for reads in English and is listed here: a new race without a translation fails until it
// is translated or listed.

const names = shippedRaceNames();

/** IndyCar's sponsors' and venues' own names, which the press keeps as they are. */
const INDYCAR_OWN_NAMES = [
  'IndyCar Thermal Club Grand Prix',
  'IndyCar Gateway 500',
  'IndyCar Grand Prix at Road America',
  'IndyCar Indy 200 at Mid-Ohio',
  'IndyCar Iowa 275, Race 1',
  'IndyCar Iowa 275, Race 2',
  'IndyCar Indy Toronto',
  'IndyCar Milwaukee Mile 250',
  'IndyCar Music City Grand Prix',
  'IndyCar Phoenix 250',
  'IndyCar Indy at Markham',
  'IndyCar Milwaukee Mile 250, Race 1',
  'IndyCar Milwaukee Mile 250, Race 2',
];

const FALLS_BACK_TO_ENGLISH: Record<Language, readonly string[]> = {
  en: [],
  es: INDYCAR_OWN_NAMES,
  'pt-BR': INDYCAR_OWN_NAMES,
  fr: INDYCAR_OWN_NAMES,
  de: INDYCAR_OWN_NAMES,
  it: INDYCAR_OWN_NAMES,
  // The Dutch press kept the 2020 race's English name.
  nl: ['70th Anniversary Grand Prix', ...INDYCAR_OWN_NAMES],
  // Japanese coverage writes every name in katakana or kanji.
  ja: [],
};

describe('the race names of everything the site ships', () => {
  it('reads the archive, the sprints and every series', () => {
    expect(names.length).toBeGreaterThan(200);
    expect(names.some(({ name }) => name.endsWith(' Sprint'))).toBe(true);
    expect(new Set(names.map((race) => race.sport))).toEqual(new Set(SPORTS));
  });

  it.each(LANGUAGES)('%s falls back to English for exactly the listed names', (language) => {
    const words = RACE_NAME_WORDS[language];
    const untranslated = names
      .filter(
        (race) =>
          translatedRaceName(race, words) === null ||
          translatedRaceName(race, words, 'short') === null,
      )
      .map((race) => race.name);
    expect(untranslated).toEqual(FALLS_BACK_TO_ENGLISH[language]);
  });

  it('writes every Formula 1 name in English as the calendars give it', () => {
    const english = RACE_NAME_WORDS.en;
    const f1 = names.filter((race) => race.sport === 'formula1');
    expect(f1.filter((race) => localRaceName(race, english) !== race.name)).toEqual([]);
    // 'GP' where 'Grand Prix' stands inside the name, not at its end.
    const ownShort: Record<string, string> = {
      'United States Grand Prix West': 'United States GP West',
      'Bahrain Grand Prix (Malaysia)': 'Bahrain GP (Malaysia)',
    };
    const short = (name: string) => ownShort[name] ?? shortRaceName(name);
    expect(f1.filter((race) => localRaceName(race, english, 'short') !== short(race.name))).toEqual(
      [],
    );
  });

  it.each(LANGUAGES)('%s never names a series twice, nor on its own pages', (language) => {
    const words = RACE_NAME_WORDS[language];
    const doubled = names.flatMap((race) => {
      const series = [SPORT_INFO[race.sport].shortName, SPORT_NAMES[race.sport][language]];
      const own = localRaceName(race, words);
      const titled = sportRaceTitle(race, words, 'short');
      const times = (text: string, name: string) => text.split(name).length - 1;
      const wrong =
        series.some((name) => own.startsWith(`${name} `)) ||
        series.some((name) => times(titled, name) > 1);
      return wrong ? [`${race.name}: ${own} / ${titled}`] : [];
    });
    expect(doubled).toEqual([]);
  });
});
