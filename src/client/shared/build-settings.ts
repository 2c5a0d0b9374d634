// Feature flags and links set at build time (docs/configuration.md, build settings).
// Each reads a VITE_* variable; the defaults below are what a self-hosted build gets.
import { LANGUAGES, type Language } from '../../domain/i18n/languages';

const env = import.meta.env as Record<string, string | undefined>;

/**
 * An operator's own text, which replaces the product's words: one for every language
 * (`VITE_<NAME>`), and any language's own (`VITE_<NAME>_<LANG>`, e.g. `VITE_BANNER_TEXT_PT_BR`).
 */
export interface OperatorText {
  all?: string;
  byLanguage: Partial<Record<Language, string>>;
}

/** The variable that carries `language`'s own text of the setting `name`. */
export const languageVariable = (name: string, language: Language) =>
  `${name}_${language.toUpperCase().replace('-', '_')}`;

export function operatorText(
  name: string,
  read: Record<string, string | undefined> = env,
): OperatorText {
  const given = (value: string | undefined) => (value?.trim() ? value : undefined);
  const byLanguage: OperatorText['byLanguage'] = {};
  for (const language of LANGUAGES) {
    const text = given(read[languageVariable(name, language)]);
    if (text !== undefined) byLanguage[language] = text;
  }
  return { all: given(read[name]), byLanguage };
}

/**
 * The operator's text for a fan reading `language`: that language's own, else the one for
 * every language, else undefined, and the product's own words show in the fan's language.
 */
export function operatorTextIn(text: OperatorText, language: Language): string | undefined {
  return text.byLanguage[language] ?? text.all;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return value === 'true' || value === '1' || value === 'on';
}

export const buildSettings = {
  /** The NEW banner linking to the install page. */
  updateBanner: flag(env.VITE_UPDATE_BANNER, true),
  /** A subtitle line under the header. */
  subtitle: flag(env.VITE_SUBTITLE, false),
  /** The operator's banner text; without one the banner reads `home.banner.text`. */
  bannerText: operatorText('VITE_BANNER_TEXT'),
  /** The same in the installed app; without one, `home.banner.standaloneText`. */
  bannerStandaloneText: operatorText('VITE_BANNER_STANDALONE_TEXT'),
  subtitleText: env.VITE_SUBTITLE_TEXT ?? 'Spoiler-free race ratings by fans, for fans',
  forumUrl: env.VITE_FORUM_URL ?? 'https://www.reddit.com/r/formula1/',
  feedbackUrl: env.VITE_FEEDBACK_URL ?? 'https://github.com/',
  tipUrl: env.VITE_TIP_URL ?? 'https://ko-fi.com/',
  /** Month the site started collecting ratings (explorer page note). */
  launchMonth: env.VITE_LAUNCH_MONTH ?? 'May',
  launchSeason: Number(env.VITE_LAUNCH_SEASON ?? 2025),
} as const;
