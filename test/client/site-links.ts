import { forgetSiteLinks } from '../../src/client/shared/site-links';
import { SITE_LINKS_ELEMENT_ID, type SiteLinks } from '../../src/domain/site/site-links';

/** The page as a server with these link settings serves it; none: as a bare build. */
export function givenSiteLinks(links: Partial<SiteLinks> | null): void {
  document.getElementById(SITE_LINKS_ELEMENT_ID)?.remove();
  if (links) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = SITE_LINKS_ELEMENT_ID;
    element.textContent = JSON.stringify({ feedback: null, tip: null, community: {}, ...links });
    document.head.append(element);
  }
  forgetSiteLinks();
}
