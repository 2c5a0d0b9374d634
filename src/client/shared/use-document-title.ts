import { useEffect } from 'react';
import { sitePageTitle } from '../../domain/site/copy';
import type { RouteKey } from '../../domain/site/routes';
import type { Sport } from '../../domain/sports/sports';
import { DEFAULT_SPORT } from '../../domain/sports/sports';
import { useLanguage, useT } from '../i18n/language-store';

export function isStandaloneDisplay(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = window.navigator as Navigator & { standalone?: boolean };
  return (
    nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true
  );
}

/**
 * Sets the page's title in the fan's language (the title the server wrote, until the fan
 * changes language); in the installed app it is just the product name. A sport's own
 * pages name the sport (Formula 1's keep the spec's titles).
 */
export function useDocumentTitle(route: RouteKey, sport: Sport = DEFAULT_SPORT): void {
  const t = useT();
  const language = useLanguage();
  const title = sitePageTitle(route, sport, language, t, isStandaloneDisplay());
  useEffect(() => {
    document.title = title;
  }, [title]);
}
