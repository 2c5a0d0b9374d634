import { useEffect } from 'react';
import { documentTitle, PAGE_TITLE_MESSAGES } from '../../domain/site/copy';
import type { RouteKey } from '../../domain/site/routes';
import { useT } from '../i18n/language-store';

export function isStandaloneDisplay(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = window.navigator as Navigator & { standalone?: boolean };
  return (
    nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true
  );
}

/** Sets the page's title in the fan's language; in the installed app it is just the product name. */
export function useDocumentTitle(route: RouteKey): void {
  const title = documentTitle(useT()(PAGE_TITLE_MESSAGES[route]), isStandaloneDisplay());
  useEffect(() => {
    document.title = title;
  }, [title]);
}
