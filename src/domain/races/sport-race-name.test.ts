import { LANGUAGES } from '../i18n/languages';
import { SPORT_NAMES } from '../sports/sports';
import { SPORT_NAME_SEPARATOR, sportRaceName } from './sport-race-name';

describe('a race’s name outside the site names its sport', () => {
  it.each([
    ['formula1', 'Las Vegas Grand Prix', 'Las Vegas GP'],
    ['formula1', 'Chinese Grand Prix Sprint', 'Chinese GP Sprint'],
    ['motogp', 'MotoGP Qatar Grand Prix', 'MotoGP Qatar GP'],
    ['f2', 'F2 Bahrain Sprint Race', 'F2 Bahrain Sprint Race'],
    ['f1-academy', 'F1 Academy Chinese, Race 1', 'F1 Academy Chinese, Race 1'],
    ['indycar', 'IndyCar Indianapolis 500', 'IndyCar Indianapolis 500'],
    ['formula-e', 'Jeddah E-Prix, Race 1', `Formula E${SPORT_NAME_SEPARATOR}Jeddah E-Prix, Race 1`],
  ] as const)('%s %s → %s', (sport, name, shown) => {
    expect(sportRaceName({ name, sport }, 'en')).toBe(shown);
  });

  it.each(LANGUAGES)('in %s, with the sport’s name in that language', (language) => {
    expect(sportRaceName({ name: 'Jeddah E-Prix', sport: 'formula-e' }, language)).toBe(
      `${SPORT_NAMES['formula-e'][language]}${SPORT_NAME_SEPARATOR}Jeddah E-Prix`,
    );
  });
});
