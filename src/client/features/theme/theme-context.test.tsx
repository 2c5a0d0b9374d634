import { act, render, renderHook, screen } from '@testing-library/react';
import { STORAGE_KEYS } from '../../../domain/site/storage-keys';
import { DEFAULT_THEME_KEY, THEMES, themeByKey } from '../../../domain/site/themes';
import { ThemeProvider, useTheme } from './theme-context';

function ShowTheme() {
  const { theme, shownTheme } = useTheme();
  return (
    <p>
      {theme.key}/{shownTheme.key}
    </p>
  );
}

const accent = () => document.documentElement.style.getPropertyValue('--accent');

describe('ThemeProvider', () => {
  it.each([
    ['nothing stored', null, DEFAULT_THEME_KEY],
    ['a known livery', 'papaya', 'papaya'],
    ['the legacy petronas value', 'petronas', 'mercedes'],
    ['an unknown value (ignored)', 'ferrari-2007', DEFAULT_THEME_KEY],
  ])('starts from %s', (_label, stored, expected) => {
    if (stored !== null) localStorage.setItem(STORAGE_KEYS.theme, stored);
    render(
      <ThemeProvider>
        <ShowTheme />
      </ThemeProvider>,
    );
    expect(screen.getByText(`${expected}/${expected}`)).toBeInTheDocument();
    expect(accent()).toBe(themeByKey(expected as never).primary);
    expect(document.documentElement.dataset.theme).toBe(expected);
  });

  it('previews without saving, and persists a chosen livery', () => {
    const { result } = renderHook(() => useTheme(), { wrapper: ThemeProvider });
    act(() => result.current.previewTheme('sauber'));
    expect(result.current.shownTheme.key).toBe('sauber');
    expect(result.current.theme.key).toBe(DEFAULT_THEME_KEY);
    expect(accent()).toBe('#39FF14');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBeNull();

    act(() => result.current.previewTheme(null));
    expect(accent()).toBe(THEMES[0].primary);

    act(() => result.current.chooseTheme('papaya'));
    expect(result.current.theme.key).toBe('papaya');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('papaya');
    expect(accent()).toBe('#ff8700');
  });
});

describe('useTheme', () => {
  it('throws outside its provider (decision 0053)', () => {
    // React reports the render error through console.error; that is the point here.
    vi.mocked(console.error).mockImplementation(() => {});
    expect(() => renderHook(() => useTheme())).toThrow(/inside ThemeProvider/);
  });
});
