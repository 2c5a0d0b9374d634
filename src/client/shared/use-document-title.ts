import { useEffect } from 'react';
import { documentTitle, PAGE_TITLE_MESSAGES, sportPageName } from '../../domain/site/copy';
import type { RouteKey } from '../../domain/site/routes';
import type { Sport } from '../../domain/sports/sports';
import { DEFAULT_SPORT, sportName } from '../../domain/sports/sports';
import { useLanguage, useT } from '../i18n/language-store';

export function isStandaloneDisplay(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = window.navigator as Navigator & { standalone?: boolean };
  return (
    nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true
  );
}

/**
 * Sets the page's title in the fan's language; in the installed app it is just the product
 * name. A sport's own pages name the sport (Formula 1's keep the spec's titles).
 */
export function useDocumentTitle(route: RouteKey, sport: Sport = DEFAULT_SPORT): void {
  const t = useT();
  const language = useLanguage();
  const named = sport === DEFAULT_SPORT ? undefined : sportName(sport, language);
  let pageName = t(PAGE_TITLE_MESSAGES[route]);
  if (named) {
    // A sport's home says whose ratings they are, as its heading does.
    pageName =
      route === 'home'
        ? t('common.sportHeading', { sport: named })
        : sportPageName(pageName, named);
  }
  const title = documentTitle(pageName, isStandaloneDisplay(), named);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
