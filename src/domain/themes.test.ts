import {
  contrastRatio,
  DEFAULT_THEME_KEY,
  isThemeKey,
  MIN_TEXT_CONTRAST,
  resolveStoredTheme,
  THEME_DARK_BACKGROUND,
  THEMES,
  type ThemeKey,
  themeByKey,
} from './themes';

describe('THEMES', () => {
  it.each([
    ['mercedes', 'Arrows', '#04d6cf'],
    ['papaya', 'Papaya', '#ff8700'],
    ['sauber', 'Hulk', '#39FF14'],
  ] as const)('has the spec theme %s (%s, %s)', (key, name, primary) => {
    expect(themeByKey(key)).toMatchObject({ key, name, primary });
  });

  it('offers 7 to 9 more of our own, with unique keys and names', () => {
    expect(THEMES.length - 3).toBeGreaterThanOrEqual(7);
    expect(THEMES.length - 3).toBeLessThanOrEqual(9);
    expect(new Set(THEMES.map((t) => t.key)).size).toBe(THEMES.length);
    expect(new Set(THEMES.map((t) => t.name)).size).toBe(THEMES.length);
  });

  it.each(THEMES.map((t) => [t.key, t] as const))(
    '%s has an emoji, a #rrggbb colour and readable contrast',
    (_key, theme) => {
      expect(theme.emoji).not.toBe('');
      expect(theme.primary).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrastRatio(theme.primary, THEME_DARK_BACKGROUND)).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
    },
  );

  it('defaults to a known theme', () => {
    expect(isThemeKey(DEFAULT_THEME_KEY)).toBe(true);
  });
});

describe('contrastRatio', () => {
  it.each<[string, string, number]>([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#777777', '#777777', 1],
  ])('%s on %s → %s', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 5);
  });
});

describe('resolveStoredTheme', () => {
  it.each<[unknown, ThemeKey | null]>([
    ['papaya', 'papaya'],
    ['mercedes', 'mercedes'],
    ['petronas', 'mercedes'],
    ['"sauber"', 'sauber'],
    [' papaya ', 'papaya'],
    ['Papaya', null],
    ['ferrari-classic', null],
    ['constructor', null],
    ['toString', null],
    ['', null],
    [null, null],
    [42, null],
  ])('%j → %s', (value, key) => {
    expect(resolveStoredTheme(value)).toBe(key);
  });
});
