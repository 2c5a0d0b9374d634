import {
  FIRST_LIVE_SEASON,
  isShownByDefault,
  NEWEST_SEASON,
  OLDEST_SEASON,
  parseSeason,
} from './shown-seasons';

describe('parseSeason', () => {
  it.each<[unknown, number | null]>([
    [String(OLDEST_SEASON), OLDEST_SEASON],
    ['2021', 2021],
    [String(NEWEST_SEASON), NEWEST_SEASON],
    [String(OLDEST_SEASON - 1), null],
    [String(NEWEST_SEASON + 1), null],
    ['0000', null],
    ['2021.0', null],
    [' 2021', null],
    ['20210', null],
    ['-2021', null],
    ['1e3', null],
    ['', null],
    ['all', null],
    [2021, null],
    [['2021', '2022'], null],
    [undefined, null],
  ])('reads %j as %s', (raw, season) => {
    expect(parseSeason(raw)).toBe(season);
  });
});

describe('isShownByDefault', () => {
  it.each([
    [OLDEST_SEASON, false],
    [FIRST_LIVE_SEASON - 1, false],
    [FIRST_LIVE_SEASON, true],
    [FIRST_LIVE_SEASON + 1, true],
  ])('season %i: %s', (season, shown) => {
    expect(isShownByDefault(season)).toBe(shown);
  });
});
