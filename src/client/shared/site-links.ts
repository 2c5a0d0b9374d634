import {
  NO_SITE_LINKS,
  parseSiteLinks,
  SITE_LINKS_ELEMENT_ID,
  type SiteLinks,
} from '../../domain/site/site-links';
import type { Sport } from '../../domain/sports/sports';
import { useHomeSport } from './remembered-sport';

// The operator's links, from the page the server served (domain/site/site-links.ts).

let read: SiteLinks | null = null;

/** The page's links, read once; a page without them (a test, a bare build) shows none. */
export function siteLinks(doc: Document = document): SiteLinks {
  if (read) return read;
  const text = doc.getElementById(SITE_LINKS_ELEMENT_ID)?.textContent;
  try {
    read = text ? parseSiteLinks(JSON.parse(text)) : NO_SITE_LINKS;
  } catch {
    read = NO_SITE_LINKS;
  }
  return read;
}

/** For tests: read the page again. */
export function forgetSiteLinks(): void {
  read = null;
}

/** The community forum of a sport, or null when the operator shows none. */
export function communityUrl(sport: Sport): string | null {
  return siteLinks().community[sport] ?? null;
}

/** The forum of the sport this page belongs to (the fan's sport on the site's own pages). */
export function useCommunityUrl(): string | null {
  return communityUrl(useHomeSport());
}
