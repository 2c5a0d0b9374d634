import { COMING_SOON_SPORT, sportChoices } from './sport-choices';
import { DEFAULT_SPORT, type Sport } from './sports';

const listed = (carried: Sport[] | null, open: Sport = DEFAULT_SPORT) =>
  sportChoices(carried, open).map(({ sport, available }) => (available ? sport : `${sport}?`));

describe('sportChoices', () => {
  it.each<[string, Sport[] | null, Sport, string[]]>([
    ['unknown: Formula 1, MotoGP Coming Soon', null, DEFAULT_SPORT, ['formula1', 'motogp?']],
    ['Formula 1 only', ['formula1'], DEFAULT_SPORT, ['formula1', 'motogp?']],
    ['an empty answer still has Formula 1', [], DEFAULT_SPORT, ['formula1', 'motogp?']],
    ['MotoGP carried', ['formula1', 'motogp'], DEFAULT_SPORT, ['formula1', 'motogp']],
    [
      'other sports without MotoGP keep it Coming Soon, in the table order',
      ['indycar', 'formula1', 'f2'],
      DEFAULT_SPORT,
      ['formula1', 'motogp?', 'f2', 'indycar'],
    ],
    [
      'all seven',
      ['formula1', 'motogp', 'f2', 'f3', 'f1-academy', 'formula-e', 'indycar'],
      DEFAULT_SPORT,
      ['formula1', 'motogp', 'f2', 'f3', 'f1-academy', 'formula-e', 'indycar'],
    ],
    ['the open sport counts while the list is unknown', null, 'motogp', ['formula1', 'motogp']],
    ['the open sport counts when missing', ['formula1'], 'f3', ['formula1', 'motogp?', 'f3']],
  ])('%s', (_, carried, open, expected) => {
    expect(listed(carried, open)).toEqual(expected);
  });

  it('promises MotoGP', () => {
    expect(COMING_SOON_SPORT).toBe('motogp');
  });
});
