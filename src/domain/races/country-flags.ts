// Calendars carry a country as its flag emoji ('🇧🇷'): two regional indicator symbols, one
// per letter of the ISO 3166-1 alpha-2 code. Not every system draws them (Windows shows
// the letters), so pages draw an image instead and need the code and the country's name.

const REGIONAL_INDICATOR_A = 0x1f1e6;
const LETTER_COUNT = 26;

/** '🇧🇷' → 'br'; null for anything that is not exactly one country flag. */
export function countryCodeFromFlag(flag: string): string | null {
  const points = Array.from(flag.trim(), (char) => char.codePointAt(0) ?? 0);
  if (points.length !== 2) return null;
  const letters = points.map((point) => point - REGIONAL_INDICATOR_A);
  if (letters.some((n) => n < 0 || n >= LETTER_COUNT)) return null;
  return letters.map((n) => String.fromCharCode(97 + n)).join('');
}

let regionNames: Intl.DisplayNames | null = null;

/** 'br' → 'Brazil' (English names, as the rest of the site); the code itself if unknown. */
export function countryName(code: string): string {
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  try {
    return regionNames.of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}
