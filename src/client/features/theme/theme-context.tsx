import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { STORAGE_KEYS } from '../../../domain/site/storage-keys';
import {
  DEFAULT_THEME_KEY,
  resolveStoredTheme,
  type Theme,
  type ThemeKey,
  themeByKey,
} from '../../../domain/site/themes';
import { readLocal, writeLocal } from '../../shared/local-store';

export interface ThemeContextValue {
  /** The livery the fan chose (persisted). */
  theme: Theme;
  /** The livery shown right now: a preview while hovering a tile, else the chosen one. */
  shownTheme: Theme;
  chooseTheme(key: ThemeKey): void;
  previewTheme(key: ThemeKey | null): void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function readStoredThemeKey(): ThemeKey {
  return resolveStoredTheme(readLocal(STORAGE_KEYS.theme)) ?? DEFAULT_THEME_KEY;
}

/** The accent lives in one CSS variable on <html>, so every feature follows the livery. */
export function applyAccent(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--accent', theme.primary);
  root.dataset.theme = theme.key;
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [themeKey, setThemeKey] = useState<ThemeKey>(readStoredThemeKey);
  const [previewKey, setPreviewKey] = useState<ThemeKey | null>(null);

  const theme = themeByKey(themeKey);
  const shownTheme = previewKey ? themeByKey(previewKey) : theme;

  // Before paint, so a returning fan never sees a flash of the default livery.
  useLayoutEffect(() => applyAccent(shownTheme), [shownTheme]);

  const chooseTheme = useCallback((key: ThemeKey) => {
    setThemeKey(key);
    setPreviewKey(null);
    writeLocal(STORAGE_KEYS.theme, key);
  }, []);

  const value = useMemo(
    () => ({ theme, shownTheme, chooseTheme, previewTheme: setPreviewKey }),
    [theme, shownTheme, chooseTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** Decision 0053: reading the theme outside its provider is a programming error. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside ThemeProvider');
  return value;
}
