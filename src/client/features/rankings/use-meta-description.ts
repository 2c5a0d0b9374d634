import { useEffect } from 'react';

/**
 * The page's description for search engines and link previews, in the fan's language, while
 * the page is open; the site's own comes back when the fan moves on.
 */
export function useMetaDescription(text: string): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const before = meta.content;
    meta.content = text;
    return () => {
      meta.content = before;
    };
  }, [text]);
}
