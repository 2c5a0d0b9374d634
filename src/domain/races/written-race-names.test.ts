import { makeRace } from '../../../test/domain/fixtures';
import { LANGUAGES } from '../i18n/languages';
import { RACE_NAME_WORDS } from '../i18n/race-name-catalogues';
import { localPlaceName, localRaceName } from './localized-race-name';
import { placeNamesIn, withWrittenNames, writeRaceNames } from './written-race-names';

// The server writes a race's names with every word a language has, its archive's included.

const races = [
  makeRace({ name: 'Hungarian Grand Prix', location: 'Budapest' }),
  makeRace({ name: 'Chinese Grand Prix Sprint', location: 'Shanghai', kind: 'sprint' }),
  makeRace({ name: 'Pacific Grand Prix', location: 'Aida', date: '1994-04-17' }),
  makeRace({ name: 'MotoGP Valencia Grand Prix', location: 'Valencia', sport: 'motogp' }),
  makeRace({ name: 'Jeddah E-Prix, Race 2', location: 'Jeddah', sport: 'formula-e' }),
];

describe.each(LANGUAGES)('writeRaceNames in %s', (language) => {
  it.each(races.map((race) => [race.name, race] as const))('%s', (_, race) => {
    const words = RACE_NAME_WORDS[language];
    expect(writeRaceNames(race, language)).toMatchObject({
      full: localRaceName(race, words, 'full'),
      short: localRaceName(race, words, 'short'),
      place: localPlaceName(race.location, words),
    });
  });
});

describe('withWrittenNames', () => {
  it('adds the names and changes nothing else', () => {
    const [hungary] = races;
    const { names, ...rest } = withWrittenNames(hungary!, 'de');
    expect(rest).toEqual(hungary);
    expect(names?.full).toBe('Großer Preis von Ungarn');
  });
});

describe('placeNamesIn', () => {
  it('lists only the places the language writes otherwise', () => {
    expect(placeNamesIn(['Barcelona', 'Monza', 'Nowhere Ring'], 'fr')).toEqual({
      Barcelona: 'Barcelone',
    });
    expect(placeNamesIn(['Barcelona'], 'en')).toEqual({});
  });
});
