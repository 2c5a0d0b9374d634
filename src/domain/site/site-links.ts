import { SPORT_INFO, SPORTS, type Sport } from '../sports/sports';

// The operator's links (docs/configuration.md: FEEDBACK_URL, TIP_URL, COMMUNITY_URL…): the
// server puts them into the page it serves and the client reads them back from there, so a
// change needs a restart, never a rebuild. A link that is not set is not shown.

/** The id of the JSON script element in index.html that carries the links. */
export const SITE_LINKS_ELEMENT_ID = 'site-links';

export interface SiteLinks {
  /** Where a fan sends feedback; null: no Feedback link. */
  feedback: string | null;
  /** Where a fan leaves a tip; null: no tip button. */
  tip: string | null;
  /** Each sport's community forum; a sport without one shows no forum link. */
  community: Partial<Record<Sport, string>>;
}

export const NO_SITE_LINKS: SiteLinks = { feedback: null, tip: null, community: {} };

/** Only web addresses become links: never `javascript:` or `data:`, whoever set them. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
}

const httpOrNull = (value: unknown): string | null => (isHttpUrl(value) ? value : null);

/** The links as the page carries them; anything garbled or not http(s) is no link. */
export function parseSiteLinks(value: unknown): SiteLinks {
  if (!value || typeof value !== 'object') return NO_SITE_LINKS;
  const record = value as Record<string, unknown>;
  const given = (record.community ?? {}) as Record<string, unknown>;
  const community: Partial<Record<Sport, string>> = {};
  for (const sport of SPORTS) {
    const url = httpOrNull(given[sport]);
    if (url) community[sport] = url;
  }
  return { feedback: httpOrNull(record.feedback), tip: httpOrNull(record.tip), community };
}

/** A setting's value: a link, or `off` for none. */
export type LinkSetting = string | 'off';

export interface SiteLinkSettings {
  feedback?: string;
  tip?: string;
  /** Every sport's forum (COMMUNITY_URL). */
  community?: LinkSetting;
  /** One sport's forum (COMMUNITY_URL_<SPORT>), over COMMUNITY_URL. */
  communityBySport?: Partial<Record<Sport, LinkSetting>>;
}

/**
 * The links from the settings: a sport's own forum setting, else the one for every sport,
 * else the sport's usual forum (SPORT_INFO); `off` at either level shows none.
 */
export function siteLinksFrom(settings: SiteLinkSettings): SiteLinks {
  const community: Partial<Record<Sport, string>> = {};
  for (const sport of SPORTS) {
    const chosen =
      settings.communityBySport?.[sport] ?? settings.community ?? SPORT_INFO[sport].communityUrl;
    if (chosen !== 'off' && isHttpUrl(chosen)) community[sport] = chosen;
  }
  return {
    feedback: httpOrNull(settings.feedback),
    tip: httpOrNull(settings.tip),
    community,
  };
}

/** The setting that names one sport's forum: COMMUNITY_URL_F1_ACADEMY for F1 Academy. */
export function communitySettingName(sport: Sport): string {
  return `COMMUNITY_URL_${sport.toUpperCase().replace(/-/g, '_')}`;
}

/**
 * The links as a script element of the page: JSON a browser never runs, with every `<`
 * escaped so no value can close the element.
 */
export function siteLinksElement(links: SiteLinks): string {
  const json = JSON.stringify(links).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SITE_LINKS_ELEMENT_ID}">${json}</script>`;
}
