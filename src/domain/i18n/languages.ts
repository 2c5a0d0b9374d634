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

/** At most this many of an Accept-Language header's entries are read. */
export const ACCEPT_LANGUAGE_MAX_TAGS = 20;

/**
 * An Accept-Language header's tags, most wanted first ('de-CH, fr;q=0.9, en;q=0.8' →
 * de-CH, fr, en); tags refused with q=0 and malformed entries left out. What a server can
 * know of navigator.languages.
 */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  const entries = header.split(',', ACCEPT_LANGUAGE_MAX_TAGS).map((entry, index) => {
    const [tag = '', ...params] = entry.trim().split(';');
    const q = params.find((param) => /^\s*q=/.test(param));
    // A weight that is not a number refuses the tag rather than wanting it most.
    const weight = q === undefined ? 1 : Number(/^\s*q=([0-9.]+)\s*$/.exec(q)?.[1] ?? Number.NaN);
    return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
  });
  return entries
    .filter(({ tag, weight }) => weight > 0 && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}
