// The languages the site speaks. English is the spec's own wording and the fallback for a
// browser that asks for none of the others.

export const LANGUAGES = ['en', 'es', 'pt-BR', 'fr', 'de', 'it', 'nl', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as a fan looks for it in a chooser. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  nl: 'Nederlands',
  ja: '日本語',
};

/** The query parameter a shared link, the calendar or the feed carries its language in. */
export const LANGUAGE_QUERY_PARAM = 'lang';

/**
 * One of ours for a BCP 47 tag, or undefined. Case is ignored; a regional tag falls back to its
 * language ("es-MX" reads Spanish, "pt-PT" the Brazilian Portuguese we have, "en-GB" English).
 */
export function parseLanguage(tag: unknown): Language | undefined {
  if (typeof tag !== 'string' || tag.length > 35) return undefined;
  const lower = tag.trim().toLowerCase();
  const exact = LANGUAGES.find((language) => language.toLowerCase() === lower);
  if (exact) return exact;
  const base = lower.split(/[-_]/)[0];
  return LANGUAGES.find((language) => language.toLowerCase().split('-')[0] === base);
}

/**
 * The Intl locale a language formats dates, numbers and lists in. English reads British
 * ('22 Nov 2025', 'a, b and c'), the site's own English; every other language is its own tag.
 */
export function intlLocale(language: Language): string {
  return language === 'en' ? 'en-GB' : language;
}

/** The first of the fan's preferred languages that we speak, else English. */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const language = parseLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
