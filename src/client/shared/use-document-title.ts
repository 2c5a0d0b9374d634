import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../domain/constants';

export function isStandaloneDisplay(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = window.navigator as Navigator & { standalone?: boolean };
  return (
    nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true
  );
}

/** Sets the page title; in the installed app the title is just the product name. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = isStandaloneDisplay() ? PRODUCT_NAME : title;
  }, [title]);
}
