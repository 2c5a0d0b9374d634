import { PRODUCT_NAME } from '../../domain/constants';
import { escapeHtml } from './escape-html';

// A page the server draws (decisions 0139, 0158): a static copy of its opening in
// #server-page, readable with no script, beside the app's hidden #root. The app renders into
// the root, then removes #server-page and shows the root in one frame (client/app/
// server-page.ts). Its first paint comes with the HTML, not after the app's code.

export const SERVER_PAGE_ID = 'server-page';

// The app's dark page (src/client/styles/theme.css), its values the fallbacks.
export const SERVER_PAGE_STYLE = `
.server-page{max-width:48rem;margin:0 auto;padding:0 1rem;color:var(--text,#f2f4f8)}
.server-page__header{padding:1rem 0;font-weight:700}
.server-page__header a{color:inherit;text-decoration:none}
.server-page main{min-height:0;padding:0}
.server-page h1{font-size:1.6rem;line-height:1.2;margin:0 0 .5rem}
.server-page h2{font-size:1.1rem;margin:0 0 .5rem}
.server-page__facts{color:var(--muted,#a9b1c2);margin:.25rem 0}`;

export interface ServerPage {
  /** The page's home link ('/', '/motogp', with `?lang=` when the link asked for one). */
  home: string;
  /** The page's own markup inside its <main>, every text in it escaped. */
  main: string;
  /** Style for `main`, beside the shared one. */
  style?: string;
  /** Elements for the end of the head: data the app takes the page over from. */
  head?: string;
}

/** The copy a reader without script reads: #server-page. */
export function serverPageHtml({ home, main }: Pick<ServerPage, 'home' | 'main'>): string {
  return [
    `<div id="${SERVER_PAGE_ID}" class="server-page">`,
    `<header class="server-page__header"><a href="${escapeHtml(home)}">${escapeHtml(PRODUCT_NAME)}</a></header>`,
    `<main>\n${main}\n</main>`,
    '</div>',
  ].join('\n');
}

/** The app's page with `page` drawn: its style and data at the end of the head, the root hidden, the copy after it. */
export function withServerPage(html: string, page: ServerPage): string {
  const head = [`<style>${SERVER_PAGE_STYLE}${page.style ?? ''}\n</style>`, page.head]
    .filter(Boolean)
    .join('\n    ');
  const withHead = html.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
  const root = /<div id="root"([^>]*)><\/div>/i;
  const copy = serverPageHtml(page);
  return root.test(withHead)
    ? withHead.replace(
        root,
        (_div, attrs: string) => `<div id="root"${attrs} hidden></div>\n${copy}`,
      )
    : withHead.replace(/<body\b[^>]*>/i, (body) => `${body}\n${copy}`);
}
