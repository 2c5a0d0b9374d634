// Feature flags and links set at build time (docs/configuration.md, build settings).
// Each reads a VITE_* variable; the defaults below are what a self-hosted build gets.
import { DEFAULT_LAUNCH_MONTH, DEFAULT_LAUNCH_SEASON } from '../../domain/explorer/explorer-note';
import type { Language } from '../../domain/i18n/languages';

const env = import.meta.env as Record<string, string | undefined>;

/** An operator's own text for a fan reading `language`, replacing the product's words; or none. */
export type OperatorText = (language: Language) => string | undefined;

/** The variable that carries `language`'s own text of the setting `name`. */
export const languageVariable = (name: string, language: Language) =>
  `${name}_${language.toUpperCase().replace('-', '_')}`;

const given = (value: string | undefined) => (value?.trim() ? value : undefined);

/**
 * `VITE_<NAME>_<LANG>` for that language (e.g. `VITE_BANNER_TEXT_PT_BR`), else `VITE_<NAME>`
 * for every language; a blank variable is none. Kept small: it ships on every page.
 */
export const operatorText =
  (name: string, read: Record<string, string | undefined> = env): OperatorText =>
  (language) =>
    given(read[languageVariable(name, language)]) ?? given(read[name]);

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
  /** The operator's subtitle; without one it reads `home.subtitle`. */
  subtitleText: operatorText('VITE_SUBTITLE_TEXT'),
  /** Month the site started collecting ratings (explorer page note). */
  launchMonth: given(env.VITE_LAUNCH_MONTH) ?? DEFAULT_LAUNCH_MONTH,
  launchSeason: Number(given(env.VITE_LAUNCH_SEASON) ?? DEFAULT_LAUNCH_SEASON),
} as const;
