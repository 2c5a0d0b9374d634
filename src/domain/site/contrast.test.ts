import {
  contrastRatio,
  MIN_CONTROL_CONTRAST,
  MIN_TEXT_CONTRAST,
  relativeLuminance,
} from './contrast';

describe('relativeLuminance', () => {
  it.each<[string, number]>([
    ['#000000', 0],
    ['#ffffff', 1],
    ['#FFFFFF', 1],
    ['#ff0000', 0.2126],
    ['#00ff00', 0.7152],
    ['#0000ff', 0.0722],
    // 0x0a / 255 sits just above the linear segment's 0.03928 cut-off.
    ['#0a0a0a', 0.003035],
  ])('%s → %s', (hex, luminance) => {
    expect(relativeLuminance(hex)).toBeCloseTo(luminance, 5);
  });

  it.each(['#fff', 'ffffff', '#gggggg', 'red', ''])('refuses %j', (hex) => {
    expect(() => relativeLuminance(hex)).toThrow(/#rrggbb/);
  });
});

describe('contrastRatio', () => {
  it.each<[string, string, number]>([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#777777', '#777777', 1],
    // WCAG's own boundary examples: #767676 is the lightest grey passing AA on white.
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#ffffff', 4.48],
    ['#949494', '#ffffff', 3.03],
    ['#959595', '#ffffff', 2.995],
  ])('%s on %s → %s', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });

  it('puts the AA boundaries between those greys', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(contrastRatio('#949494', '#ffffff')).toBeGreaterThanOrEqual(MIN_CONTROL_CONTRAST);
    expect(contrastRatio('#959595', '#ffffff')).toBeLessThan(MIN_CONTROL_CONTRAST);
  });
});
