import { contrastRatio, MIN_CONTROL_CONTRAST, MIN_TEXT_CONTRAST } from './contrast';
import {
  DEFAULT_THEME_KEY,
  isThemeKey,
  LIVERY_SURFACES,
  ON_ACCENT_TEXT,
  resolveStoredTheme,
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
    '%s has an emoji and a #rrggbb colour',
    (_key, theme) => {
      expect(theme.emoji).not.toBe('');
      expect(theme.primary).toMatch(/^#[0-9a-f]{6}$/i);
    },
  );

  // Every livery × every surface: the accent as text needs 4.5:1, as a control 3:1 (text
  // is the stricter, so passing it covers controls); text on an accent fill needs 4.5:1.
  const pairs = THEMES.flatMap((theme) =>
    Object.entries(LIVERY_SURFACES).map(
      ([surface, hex]) => [theme.key, surface, theme.primary, hex] as const,
    ),
  );
  it.each(pairs)(
    '%s accent on %s reads as text and as a control',
    (_key, _surface, accent, hex) => {
      const ratio = contrastRatio(accent, hex);
      expect(ratio).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(ratio).toBeGreaterThanOrEqual(MIN_CONTROL_CONTRAST);
    },
  );

  const onAccent = THEMES.flatMap((theme) =>
    ON_ACCENT_TEXT.map((text) => [theme.key, text, theme.primary] as const),
  );
  it.each(onAccent)('%s: text %s on the accent reads', (_key, text, accent) => {
    expect(contrastRatio(text, accent)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('defaults to a known theme', () => {
    expect(isThemeKey(DEFAULT_THEME_KEY)).toBe(true);
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
