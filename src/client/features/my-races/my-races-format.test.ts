import type { Language } from '../../../domain/i18n/languages';
import { HIGHLIGHTS_MINUTES } from '../../../domain/my-races/to-watch-list';
import { createMyRacesFormat } from './my-races-format';

describe('durations in the fan’s language', () => {
  it.each<[Language, number, string]>([
    ['en', 95, '1 hr 35 mins'],
    ['en', HIGHLIGHTS_MINUTES, '8 mins'],
    ['en', 120, '2 hrs'],
    // French keeps a no-break space between a number and its unit.
    ['fr', 95, '1\u202fh 35\u00a0min'],
    ['de', 95, '1 Std. 35 Min.'],
    ['ja', 30, '30 分'],
  ])('%s: %d minutes read %s', (language, minutes, words) => {
    expect(createMyRacesFormat(language).duration(minutes)).toBe(words);
  });

  it('writes a race day in the language, as a UTC date', () => {
    expect(createMyRacesFormat('en').raceDate('2026-06-07')).toBe('7 Jun 2026');
  });
});
