// Feature flags and links set at build time (docs/configuration.md, build settings).
// Each reads a VITE_* variable; the defaults below are what a self-hosted build gets.

const env = import.meta.env as Record<string, string | undefined>;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return value === 'true' || value === '1' || value === 'on';
}

export const buildSettings = {
  /** The NEW banner linking to the install page. */
  updateBanner: flag(env.VITE_UPDATE_BANNER, true),
  /** A subtitle line under the header. */
  subtitle: flag(env.VITE_SUBTITLE, false),
  bannerText: env.VITE_BANNER_TEXT ?? 'NEW: get spoiler-free alerts when voting opens',
  bannerStandaloneText:
    env.VITE_BANNER_STANDALONE_TEXT ?? 'NEW: alerts when voting opens — get notified',
  subtitleText: env.VITE_SUBTITLE_TEXT ?? 'Spoiler-free race ratings by fans, for fans',
  forumUrl: env.VITE_FORUM_URL ?? 'https://www.reddit.com/r/formula1/',
  feedbackUrl: env.VITE_FEEDBACK_URL ?? 'https://github.com/',
  tipUrl: env.VITE_TIP_URL ?? 'https://ko-fi.com/',
  /** Month the site started collecting ratings (explorer page note). */
  launchMonth: env.VITE_LAUNCH_MONTH ?? 'May',
  launchSeason: Number(env.VITE_LAUNCH_SEASON ?? 2025),
} as const;
