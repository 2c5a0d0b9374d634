export interface Theme {
  key: string;
  name: string;
  emoji: string;
  /** Accent colour; every one reads as text on each dark surface (WCAG AA, see below). */
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
/**
 * The dark surfaces an accent is drawn on, as text, borders, focus rings and switches
 * (the same values as src/client/styles/theme.css, which a client test keeps in step).
 */
export const LIVERY_SURFACES = {
  bg: '#0b0d12',
  surface: '#151922',
  surfaceRaised: '#1f2430',
} as const;
/** Text drawn on an accent fill (badges, the alerts bell when on, primary buttons). */
export const ON_ACCENT_TEXT = ['#000000', LIVERY_SURFACES.bg] as const;

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
