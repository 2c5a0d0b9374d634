import { en } from '../../../test/client/english';
import { makeTally } from '../../../test/domain/fixtures';
import { SPORT_INFO, SPORTS } from '../sports/sports';
import { raceVerdict } from './race-verdict';
import {
  describeTag,
  factorEmoji,
  REASON_TAGS,
  TAG_MIN_COUNT,
  VEHICLE_FACTORS,
} from './reason-tags';

// A factor that pictures the vehicle shows each sport's own (SportInfo.vehicleEmoji).

describe('factorEmoji', () => {
  it.each([
    ['motogp', '🏍️'],
    ['formula1', '🏎️'],
    ['f2', '🏎️'],
    ['f3', '🏎️'],
    ['f1-academy', '🏎️'],
    ['formula-e', '🏎️'],
    ['indycar', '🏎️'],
  ] as const)('draws %s’s Overtakes as %s', (sport, emoji) => {
    expect(factorEmoji(describeTag('overtakes'), sport)).toBe(emoji);
  });

  it('keeps a car by default, and every other factor’s own emoji in every sport', () => {
    expect(factorEmoji(describeTag('overtakes'))).toBe('🏎️');
    for (const sport of SPORTS) {
      for (const tag of REASON_TAGS.filter((t) => !VEHICLE_FACTORS.has(t.id))) {
        expect(factorEmoji(tag, sport)).toBe(tag.emoji);
      }
      expect(factorEmoji(describeTag('no_such_tag'), sport)).toBe(describeTag('no_such_tag').emoji);
      expect(SPORT_INFO[sport].vehicleEmoji).not.toBe('');
    }
  });

  it('names MotoGP’s factors with a bike outside the app too (feed, embed)', () => {
    const tally = makeTally(
      'r',
      { '5': 40 },
      { reasonTagTallies: { overtakes: TAG_MIN_COUNT * 4 } },
    );
    const reader = { t: en, language: 'en' as const };
    expect(raceVerdict(tally, 'past', reader, 'motogp')?.topFactors).toEqual(['🏍️ Overtakes']);
    expect(raceVerdict(tally, 'past', reader)?.topFactors).toEqual(['🏎️ Overtakes']);
  });
});
