import { LANGUAGES } from '../i18n/languages';
import { RACE_NAME_WORDS } from '../i18n/race-name-catalogues';
import { SPORT_NAMES } from '../sports/sports';
import { localRaceName, SPORT_NAME_SEPARATOR } from './localized-race-name';
import { sportRaceFullName, sportRaceName } from './sport-race-name';

describe('a race’s name outside the site names its sport', () => {
  it.each([
    ['formula1', 'Las Vegas Grand Prix', 'Las Vegas GP'],
    ['formula1', 'Chinese Grand Prix Sprint', 'Chinese GP Sprint'],
    ['motogp', 'MotoGP Qatar Grand Prix', `MotoGP${SPORT_NAME_SEPARATOR}Qatar GP`],
    ['f2', 'F2 Bahrain Sprint Race', `Formula 2${SPORT_NAME_SEPARATOR}Bahrain Sprint Race`],
    [
      'f1-academy',
      'F1 Academy Chinese, Race 1',
      `F1 Academy${SPORT_NAME_SEPARATOR}Chinese, Race 1`,
    ],
    ['indycar', 'IndyCar Indianapolis 500', `IndyCar${SPORT_NAME_SEPARATOR}Indianapolis 500`],
    ['formula-e', 'Jeddah E-Prix, Race 1', `Formula E${SPORT_NAME_SEPARATOR}Jeddah E-Prix, Race 1`],
  ] as const)('%s %s → %s', (sport, name, shown) => {
    expect(sportRaceName({ name, sport }, 'en')).toBe(shown);
  });

  it.each(LANGUAGES)('in %s, in that language’s words', (language) => {
    const race = { name: 'MotoGP Spain Grand Prix', sport: 'motogp' } as const;
    const named = `${SPORT_NAMES.motogp[language]}${SPORT_NAME_SEPARATOR}`;
    expect(sportRaceName(race, language)).toBe(
      `${named}${localRaceName(race, RACE_NAME_WORDS[language], 'short')}`,
    );
    expect(sportRaceFullName(race, language)).toBe(
      `${named}${localRaceName(race, RACE_NAME_WORDS[language])}`,
    );
  });

  it('names a Spanish reader’s race in Spanish', () => {
    expect(sportRaceName({ name: 'Hungarian Grand Prix', sport: 'formula1' }, 'es')).toBe(
      'GP de Hungría',
    );
    expect(sportRaceFullName({ name: 'F2 Bahrain Feature Race', sport: 'f2' }, 'es')).toBe(
      'Fórmula 2 · Carrera principal de Baréin',
    );
  });
});
