import {
  ergastFile,
  SEASONS,
  seededRaces,
  sportstimesFile,
} from '../../../test/domain/calendar-files';
import { parseErgast } from './calendar-ergast';
import { flagForCountryCode, flagForPlace } from './calendar-places';
import { parseSportstimes } from './calendar-sportstimes';

describe('flags from places', () => {
  it.each([
    [['United States', 'Las Vegas'], '🇺🇸'],
    [['USA'], '🇺🇸'],
    [['UK', 'Silverstone'], '🇬🇧'],
    [['UAE'], '🇦🇪'],
    [[undefined, 'Montmeló'], '🇪🇸'],
    [['Sao Paulo'], '🇧🇷'],
    [['São Paulo'], '🇧🇷'],
    [['Doha'], '🇶🇦'],
    [['Sepang'], '🇲🇾'],
    [['Atlantis', 'Nowhere'], ''],
  ] as const)('%j → %s', (names, flag) => {
    expect(flagForPlace(...names)).toBe(flag);
  });

  it('writes a country code as its flag', () => {
    expect(flagForCountryCode('br')).toBe('🇧🇷');
  });

  it.each(SEASONS)('flags every race of the shipped sportstimes %i file', (season) => {
    const missing = parseSportstimes(sportstimesFile(season)).filter((r) => r.countryFlag === '');
    expect(missing.map((r) => r.location)).toEqual([]);
  });

  it.each(SEASONS)('flags every race of the Ergast %i season', (season) => {
    const missing = parseErgast(ergastFile(season)).filter((r) => r.countryFlag === '');
    expect(missing.map((r) => r.location)).toEqual([]);
  });

  it('gives every seeded place the flag the seed gives it', () => {
    const differ = seededRaces().filter((r) => flagForPlace(r.location) !== r.countryFlag);
    expect(differ.map((r) => r.location)).toEqual([]);
  });
});
