import { LANGUAGES } from '../../domain/i18n/languages';
import { LOADING_PHRASE_IDS } from '../../domain/site/loading-phrases';
import { translatorFor } from '../i18n/translators';
import { bootLoadingHtml, withBootLoading } from './boot-loading';
import { escapeHtml } from './escape-html';

const PAGE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

describe("a home page's loading screen drawn by the server", () => {
  it.each(LANGUAGES)('shows each phrase in %s, naming it for the app', (language) => {
    LOADING_PHRASE_IDS.forEach((id, index) => {
      const html = bootLoadingHtml(language, (index + 0.5) / LOADING_PHRASE_IDS.length);
      expect(html).toContain(`data-phrase="${id}"`);
      const text = escapeHtml(translatorFor(language)(id));
      expect(html).toContain(`<p class="home-loading__phrase">${text}</p>`);
      expect(html).toContain('role="status"');
    });
  });

  it.each([
    ['/', true],
    ['/motogp', true],
    ['/formula-e', true],
    ['/all-races', false],
    ['/my-races', false],
    ['/r/2026-las-vegas-grand-prix', false],
    ['/no-such-page', false],
  ])('draws it on %s: %s', (path, drawn) => {
    const page = withBootLoading(PAGE, path, 'en', 0);
    expect(page.includes('id="boot-loading"')).toBe(drawn);
    if (!drawn) expect(page).toBe(PAGE);
  });

  it('leaves a page whose root is not empty alone', () => {
    const filled = PAGE.replace('<div id="root"></div>', '<div id="root" hidden></div>');
    expect(withBootLoading(filled, '/', 'en', 0)).toBe(filled);
  });
});
