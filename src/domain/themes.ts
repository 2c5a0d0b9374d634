export interface Theme {
  key: string;
  name: string;
  emoji: string;
  /** Accent colour; every one reads as text on the dark background (WCAG AA). */
  primary: string;
}

export const THEMES = [
  { key: 'mercedes', name: 'Arrows', emoji: '🏹', primary: '#04d6cf' },
  { key: 'papaya', name: 'Papaya', emoji: '🧡', primary: '#ff8700' },
  { key: 'sauber', name: 'Hulk', emoji: '💚', primary: '#39FF14' },
  { key: 'rosso', name: 'Rosso', emoji: '🐎', primary: '#ff5a5f' },
  { key: 'azure', name: 'Azure', emoji: '🌊', primary: '#5b9bff' },
  { key: 'flamingo', name: 'Flamingo', emoji: '🦩', primary: '#ff87bc' },
  { key: 'verde', name: 'Verde', emoji: '🌿', primary: '#2fd18c' },
  { key: 'sky', name: 'Sky', emoji: '💙', primary: '#64c4ff' },
  { key: 'steel', name: 'Steel', emoji: '⚙️', primary: '#b6babd' },
  { key: 'sunshine', name: 'Sunshine', emoji: '☀️', primary: '#ffd700' },
  { key: 'grape', name: 'Grape', emoji: '🍇', primary: '#b388ff' },
] as const satisfies readonly Theme[];

export type ThemeKey = (typeof THEMES)[number]['key'];
export const DEFAULT_THEME_KEY: ThemeKey = 'mercedes';
/** The page background the accents are checked against. */
export const THEME_DARK_BACKGROUND = '#121212';
/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

// Keys an older release stored; a returning fan keeps the livery they chose.
const LEGACY_THEME_KEYS: Record<string, ThemeKey> = { petronas: 'mercedes' };

export function isThemeKey(value: unknown): value is ThemeKey {
  return THEMES.some((theme) => theme.key === value);
}

/** Stored value to a theme key; anything unknown is ignored (null) so the default applies. */
export function resolveStoredTheme(value: unknown): ThemeKey | null {
  if (typeof value !== 'string') return null;
  // Tolerates a JSON-encoded string ('"papaya"') left by a JSON-writing storage helper.
  const key = value.trim().replace(/^"(.*)"$/, '$1');
  if (isThemeKey(key)) return key;
  return Object.hasOwn(LEGACY_THEME_KEYS, key) ? (LEGACY_THEME_KEYS[key] ?? null) : null;
}

export function themeByKey(key: ThemeKey): Theme {
  return THEMES.find((theme) => theme.key === key) ?? THEMES[0];
}

function relativeLuminance(hex: string): number {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours, 1..21. */
export function contrastRatio(hexA: string, hexB: string): number {
  const [high, low] = [relativeLuminance(hexA), relativeLuminance(hexB)].sort((a, b) => b - a);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}
