import type { Language } from '../../domain/i18n/languages';
import { sitePageTitle } from '../../domain/site/copy';
import { routeKeyForPath } from '../../domain/site/routes';
import { sportName, sportOfPath } from '../../domain/sports/sports';
import { translatorFor } from '../i18n/translators';
import { escapeHtml } from './escape-html';

// The head of a site page as the server sends it: the page's own title in the language it
// opens in, a description naming the page's series in that language, and the language on
// <html>. Before this the built page's "GP Vibes", its Formula 1 description and lang="en"
// were all a crawler or a chat app read of '/best-races' or '/motogp' in any language (the
// app sets the same title once it runs: domain/site/copy.ts's sitePageTitle).

/** Sets the `lang` of the page's `<html>` element, adding it when the page has none. */
export function withHtmlLang(html: string, language: Language): string {
  return html.replace(/<html\b([^>]*)>/i, (_tag, attrs: string) => {
    const rest = attrs.replace(/\s+lang\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/i, '');
    return `<html lang="${escapeHtml(language)}"${rest}>`;
  });
}

/** Replaces the page's first `<title>`. */
export function withTitle(html: string, title: string): string {
  return html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(title)}</title>`);
}

/** Replaces the page's first description. */
export function withDescription(html: string, description: string): string {
  return html.replace(
    /<meta\s+name="description"[^>]*>/i,
    () => `<meta name="description" content="${escapeHtml(description)}" />`,
  );
}

/** The page at `pathname` titled as the app titles it (an unknown path: the DNF page's). */
export function withSitePageHead(html: string, pathname: string, language: Language): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const { sport } = sportOfPath(trimmed);
  const t = translatorFor(language);
  const title = sitePageTitle(routeKeyForPath(trimmed), sport, language, t);
  const description = t('server.page.description', { sport: sportName(sport, language) });
  return withDescription(withTitle(withHtmlLang(html, language), title), description);
}
