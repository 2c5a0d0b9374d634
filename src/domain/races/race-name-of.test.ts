import { makeRace } from '../../../test/domain/fixtures';
import { SPORT_NAMES } from '../sports/sports';
import {
  raceNameOf,
  racePlaceOf,
  SPORT_NAME_SEPARATOR,
  sportRaceTitleOf,
  votingHeadingOf,
} from './race-name-of';
import { writeRaceNames } from './written-race-names';

// What a page shows of a race's name: the names the server wrote, else the name as stored.

const hungary = makeRace({ name: 'Hungarian Grand Prix', location: 'Budapest' });
const inSpanish = { ...hungary, names: writeRaceNames(hungary, 'es') };
const valencia = makeRace({ name: 'MotoGP Valencia Grand Prix', sport: 'motogp' });

describe('raceNameOf and racePlaceOf', () => {
  it.each([
    ['written, full', inSpanish, 'full', 'Gran Premio de Hungría'],
    ['written, short', inSpanish, 'short', 'GP de Hungría'],
    ['not written: the stored name', hungary, 'full', 'Hungarian Grand Prix'],
    ['not written, short: the stored name too', hungary, 'short', 'Hungarian Grand Prix'],
  ] as const)('%s', (_, race, form, name) => {
    expect(raceNameOf(race, form)).toBe(name);
  });

  it('reads the place the server wrote, else the stored one', () => {
    expect(racePlaceOf(inSpanish)).toBe(writeRaceNames(hungary, 'es').place);
    expect(racePlaceOf({ ...hungary, location: 'Mogyoród' })).toBe('Mogyoród');
  });
});

describe('sportRaceTitleOf', () => {
  it.each([
    ['Formula 1 goes without its series', inSpanish, 'es', 'Gran Premio de Hungría'],
    [
      'any other series comes first, in the language',
      { ...valencia, names: writeRaceNames(valencia, 'ja') },
      'ja',
      `${SPORT_NAMES.motogp.ja}${SPORT_NAME_SEPARATOR}${writeRaceNames(valencia, 'ja').full}`,
    ],
  ] as const)('%s', (_, race, language, title) => {
    expect(sportRaceTitleOf(race, language)).toBe(title);
  });
});

describe('votingHeadingOf', () => {
  it.each([
    ['Las Vegas Grand Prix', 'en', 'home.card.votingSection', 'LAS VEGAS'],
    ['Chinese Grand Prix Sprint', 'en', 'home.card.votingSectionSprint', 'CHINESE'],
    ['Jeddah E-Prix', 'en', 'home.card.votingSectionEvent', 'JEDDAH E-PRIX'],
    ['Las Vegas Grand Prix', 'es', 'home.card.votingSectionEvent', 'GP DE LAS VEGAS'],
  ] as const)('%s in %s: %s of %s', (name, language, message, race) => {
    const sport = name.endsWith('E-Prix') ? 'formula-e' : 'formula1';
    const stored = makeRace({ name, sport });
    expect(votingHeadingOf({ ...stored, names: writeRaceNames(stored, language) })).toEqual({
      message,
      race,
    });
  });

  it('names a race read without names by its stored name in capitals', () => {
    expect(votingHeadingOf(hungary)).toEqual({
      message: 'home.card.votingSectionEvent',
      race: 'HUNGARIAN GRAND PRIX',
    });
  });
});
