import type { Language } from '../i18n/languages';
import english from '../i18n/messages/en/index';
import { RACE_NAME_WORDS } from '../i18n/race-name-catalogues';
import { createTranslate } from '../i18n/translate';
import { SPORT_NAMES, type Sport } from '../sports/sports';
import {
  localPlaceName,
  localRaceName,
  SPORT_NAME_SEPARATOR,
  sportRaceTitle,
  translatedRaceName,
  votingSectionHeading,
  votingSectionLabel,
} from './localized-race-name';

const words = (language: Language) => RACE_NAME_WORDS[language];

describe('a Formula 1 Grand Prix as each language’s press writes it', () => {
  it.each<[Language, string, string]>([
    ['en', 'Hungarian Grand Prix', 'Hungarian GP'],
    ['es', 'Gran Premio de Hungría', 'GP de Hungría'],
    ['pt-BR', 'Grande Prêmio da Hungria', 'GP da Hungria'],
    ['fr', 'Grand Prix de Hongrie', 'GP de Hongrie'],
    ['de', 'Großer Preis von Ungarn', 'GP von Ungarn'],
    ['it', "Gran Premio d'Ungheria", "GP d'Ungheria"],
    ['nl', 'Grand Prix van Hongarije', 'GP van Hongarije'],
    ['ja', 'ハンガリーGP', 'ハンガリーGP'],
  ])('%s: %s, in lists %s', (language, full, short) => {
    const race = { name: 'Hungarian Grand Prix', sport: 'formula1' } as const;
    expect(localRaceName(race, words(language))).toBe(full);
    expect(localRaceName(race, words(language), 'short')).toBe(short);
  });

  it.each<[Language, string, string]>([
    // Each place with its own preposition.
    ['es', 'Mexico City Grand Prix', 'Gran Premio de la Ciudad de México'],
    ['pt-BR', 'British Grand Prix', 'Grande Prêmio da Inglaterra'],
    ['pt-BR', 'United States Grand Prix', 'Grande Prêmio dos Estados Unidos'],
    ['fr', 'Brazilian Grand Prix', 'Grand Prix du Brésil'],
    ['fr', 'Abu Dhabi Grand Prix', "Grand Prix d'Abou Dhabi"],
    ['de', 'Dutch Grand Prix', 'Großer Preis der Niederlande'],
    ['it', 'Belgian Grand Prix', 'Gran Premio del Belgio'],
    ['it', 'São Paulo Grand Prix', 'Gran Premio di San Paolo'],
    ['nl', 'United States Grand Prix', 'Grand Prix van de Verenigde Staten'],
    ['ja', 'Japanese Grand Prix', '日本GP'],
    // The archive's names of their own.
    ['es', 'Indianapolis 500', '500 Millas de Indianápolis'],
    ['de', 'United States Grand Prix West', 'Großer Preis der USA West'],
    ['fr', '70th Anniversary Grand Prix', 'Grand Prix du 70e anniversaire'],
    // A Grand Prix run elsewhere names where, in the language.
    ['es', 'Bahrain Grand Prix (Malaysia)', 'Gran Premio de Baréin (Malasia)'],
    ['ja', 'Bahrain Grand Prix (Malaysia)', 'バーレーンGP (マレーシア)'],
  ])('%s: %s is %s', (language, name, full) => {
    expect(localRaceName({ name }, words(language))).toBe(full);
  });

  it.each<[Language, string, string]>([
    ['en', 'Chinese Grand Prix Sprint', 'Chinese GP Sprint'],
    ['es', 'Sprint del Gran Premio de China', 'Sprint del GP de China'],
    ['pt-BR', 'Sprint do Grande Prêmio da China', 'Sprint do GP da China'],
    ['fr', 'Sprint du Grand Prix de Chine', 'Sprint du GP de Chine'],
    ['de', 'Sprint in China', 'Sprint in China'],
    ['it', 'Sprint del Gran Premio di Cina', 'Sprint del GP di Cina'],
    ['nl', 'Sprint in China', 'Sprint in China'],
    ['ja', '中国GP スプリント', '中国GP スプリント'],
  ])('%s names a sprint %s, in lists %s', (language, full, short) => {
    const sprint = { name: 'Chinese Grand Prix Sprint', sport: 'formula1' } as const;
    expect(localRaceName(sprint, words(language))).toBe(full);
    expect(localRaceName(sprint, words(language), 'short')).toBe(short);
  });

  it('names a German and Dutch sprint where the Grand Prix is held, with its article', () => {
    const name = 'United States Grand Prix Sprint';
    expect(localRaceName({ name }, words('de'))).toBe('Sprint in den USA');
    expect(localRaceName({ name }, words('nl'))).toBe('Sprint in de Verenigde Staten');
  });
});

describe('a series’ race as its fans write it, never with the series in it', () => {
  it.each<[Sport, string, Language, string]>([
    // MotoGP's files name the country; its fans name the Grand Prix.
    ['motogp', 'MotoGP Spain Grand Prix', 'en', 'Spanish Grand Prix'],
    ['motogp', 'MotoGP Spain Grand Prix', 'es', 'Gran Premio de España'],
    [
      'motogp',
      'MotoGP Valencia Grand Prix Sprint',
      'es',
      'Sprint del Gran Premio de la Comunitat Valenciana',
    ],
    ['motogp', 'MotoGP Netherlands Grand Prix', 'en', 'Dutch TT'],
    ['motogp', 'MotoGP Netherlands Grand Prix Sprint', 'de', 'Sprint in Assen'],
    ['motogp', 'MotoGP Americas Grand Prix', 'fr', 'Grand Prix des Amériques'],
    ['motogp', 'MotoGP Thailand Grand Prix', 'ja', 'タイGP'],
    // A name stored with the series twice still reads once.
    ['motogp', 'MotoGP MotoGP Valencia Grand Prix Sprint', 'en', 'Valencia Grand Prix Sprint'],
    ['f2', 'F2 Bahrain Feature Race', 'en', 'Bahrain Feature Race'],
    ['f2', 'F2 Bahrain Feature Race', 'es', 'Carrera principal de Baréin'],
    ['f2', 'F2 Emilia Romagna Sprint Race', 'de', 'Sprintrennen in der Emilia-Romagna'],
    ['f3', 'F3 Catalunya Sprint Race', 'pt-BR', 'Corrida sprint da Catalunha'],
    ['f1-academy', 'F1 Academy Chinese, Race 2', 'en', 'Chinese, Race 2'],
    ['f1-academy', 'F1 Academy Chinese, Race 2', 'it', 'Gara 2 di Cina'],
    ['f1-academy', 'F1 Academy Las Vegas, Race 1', 'nl', 'Race 1 in Las Vegas'],
    ['formula-e', 'Jeddah E-Prix, Race 1', 'es', 'E-Prix de Yeda, carrera 1'],
    ['formula-e', 'Mexico City E-Prix', 'pt-BR', 'E-Prix da Cidade do México'],
    ['formula-e', 'Tokyo E-Prix, Race 2', 'ja', '東京E-Prix レース2'],
    // Stored before the importer spelt the town as fans do: the name says São Paulo.
    ['formula-e', 'Sao Paulo E-Prix', 'en', 'São Paulo E-Prix'],
    ['indycar', 'IndyCar Grand Prix of Long Beach', 'en', 'Grand Prix of Long Beach'],
    ['indycar', 'IndyCar Grand Prix of Long Beach', 'es', 'Gran Premio de Long Beach'],
    ['indycar', 'IndyCar Grand Prix of St. Petersburg', 'it', 'Gran Premio di San Pietroburgo'],
    ['indycar', 'IndyCar Detroit Grand Prix', 'de', 'Großer Preis von Detroit'],
    ['indycar', 'IndyCar Indianapolis 500', 'pt-BR', '500 Milhas de Indianápolis'],
    // A sponsor's or venue's own name stays as it is, but for Japanese katakana.
    ['indycar', 'IndyCar Gateway 500', 'fr', 'Gateway 500'],
    ['indycar', 'IndyCar Gateway 500', 'ja', 'ゲートウェイ500'],
  ])('%s %s in %s: %s', (sport, name, language, shown) => {
    expect(localRaceName({ name, sport }, words(language))).toBe(shown);
  });

  it('says it has no words for a name the language does not translate', () => {
    const race = { name: 'IndyCar Gateway 500', sport: 'indycar' } as const;
    expect(translatedRaceName(race, words('fr'))).toBeNull();
    expect(translatedRaceName(race, words('ja'))).toBe('ゲートウェイ500');
  });

  it('keeps a name it cannot read as the calendar gives it, without the series', () => {
    const race = { name: 'MotoGP Somewhere New Shootout', sport: 'motogp' } as const;
    expect(localRaceName(race, words('es'))).toBe('Somewhere New Shootout');
  });
});

describe('sportRaceTitle: the series once, in front, where the name alone would not say it', () => {
  it.each<[Sport, string, Language, string]>([
    ['formula1', 'Las Vegas Grand Prix', 'en', 'Las Vegas GP'],
    ['formula1', 'Las Vegas Grand Prix', 'es', 'GP de Las Vegas'],
    ['motogp', 'MotoGP Qatar Grand Prix', 'en', 'MotoGP · Qatar GP'],
    ['motogp', 'MotoGP MotoGP Valencia Grand Prix Sprint', 'en', 'MotoGP · Valencia GP Sprint'],
    ['f2', 'F2 Bahrain Sprint Race', 'de', 'Formel 2 · Sprintrennen in Bahrain'],
    ['formula-e', 'Jeddah E-Prix, Race 1', 'fr', 'Formule E · E-Prix de Djeddah, course 1'],
    ['indycar', 'IndyCar Indianapolis 500', 'ja', 'インディカー · インディ500'],
  ])('%s %s in %s: %s', (sport, name, language, shown) => {
    expect(sportRaceTitle({ name, sport }, words(language), 'short')).toBe(shown);
  });

  it.each(Object.keys(RACE_NAME_WORDS) as Language[])('in %s, with the series’ name in it', (l) => {
    expect(sportRaceTitle({ name: 'Jeddah E-Prix', sport: 'formula-e' }, words(l))).toBe(
      `${SPORT_NAMES['formula-e'][l]}${SPORT_NAME_SEPARATOR}${localRaceName({ name: 'Jeddah E-Prix', sport: 'formula-e' }, words(l))}`,
    );
  });
});

describe('places as each language names them', () => {
  it.each<[Language, string, string]>([
    ['es', 'Mexico City', 'Ciudad de México'],
    ['pt-BR', 'Mexico City', 'Cidade do México'],
    ['fr', 'Mexico City', 'Mexico'],
    ['de', 'Mexico City', 'Mexiko-Stadt'],
    ['it', 'São Paulo', 'San Paolo'],
    ['nl', 'London', 'Londen'],
    ['ja', 'Suzuka', '鈴鹿'],
    ['en', 'Mexico City', 'Mexico City'],
    // A circuit's own name is the same in every language.
    ['es', 'Silverstone', 'Silverstone'],
  ])('%s: %s is %s', (language, place, shown) => {
    expect(localPlaceName(place, words(language))).toBe(shown);
  });
});

describe('votingSectionHeading', () => {
  it.each<[Language, { name: string; sport?: Sport }, string, string]>([
    ['en', { name: 'Las Vegas Grand Prix' }, 'home.card.votingSection', 'LAS VEGAS'],
    ['en', { name: 'Chinese Grand Prix Sprint' }, 'home.card.votingSectionSprint', 'CHINESE'],
    [
      'en',
      { name: 'MotoGP Spain Grand Prix', sport: 'motogp' },
      'home.card.votingSection',
      'SPANISH',
    ],
    [
      'en',
      { name: 'F2 Bahrain Feature Race', sport: 'f2' },
      'home.card.votingSectionEvent',
      'BAHRAIN FEATURE RACE',
    ],
    ['en', { name: 'Indianapolis 500' }, 'home.card.votingSectionEvent', 'INDIANAPOLIS 500'],
    ['es', { name: 'Hungarian Grand Prix' }, 'home.card.votingSectionEvent', 'GP DE HUNGRÍA'],
    [
      'de',
      { name: 'Chinese Grand Prix Sprint' },
      'home.card.votingSectionEvent',
      'SPRINT IN CHINA',
    ],
    ['ja', { name: 'Hungarian Grand Prix' }, 'home.card.votingSectionEvent', 'ハンガリーGP'],
  ])('%s %j reads %s with %s', (language, race, message, shown) => {
    expect(votingSectionHeading(race, words(language))).toEqual({ message, race: shown });
  });

  it.each([
    ['Las Vegas Grand Prix', undefined, 'THE LAS VEGAS GP'],
    ['São Paulo Grand Prix Sprint', undefined, 'THE SÃO PAULO GP SPRINT'],
    ['MotoGP Qatar Grand Prix', 'motogp', 'THE QATAR GP'],
    ['Jeddah E-Prix, Race 1', 'formula-e', 'THE JEDDAH E-PRIX, RACE 1'],
  ] as const)('%s (%s) reads %s in English', (name, sport, label) => {
    expect(votingSectionLabel({ name, sport })).toBe(label);
  });

  it('says what the English heading says', () => {
    const t = createTranslate('en', english);
    for (const name of ['Las Vegas Grand Prix', 'Chinese Grand Prix Sprint', 'Indianapolis 500']) {
      const heading = votingSectionHeading({ name }, words('en'));
      expect(votingSectionLabel({ name })).toBe(t(heading.message, { race: heading.race }));
    }
  });
});
