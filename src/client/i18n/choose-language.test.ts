import german from '../../domain/i18n/messages/de/index';
import dutch from '../../domain/i18n/messages/nl/index';
import { STORAGE_KEYS } from '../../domain/site/storage-keys';
import { chooseLanguage, initialLanguage, startLanguage, wordsReady } from './choose-language';
import { activeCatalogue, activeLanguage, activeTranslate } from './language-store';

describe('initialLanguage', () => {
  it.each([
    ['?lang=ja', null, ['de-DE'], 'ja'],
    ['?lang=xx', 'nl', ['de-DE'], 'nl'],
    ['', 'nl', ['de-DE'], 'nl'],
    ['', null, ['fr-CA', 'en'], 'fr'],
    ['', 'garbled', ['zh-CN'], 'en'],
  ] as const)('link %j, stored %j, browser %j: %s', (search, stored, browser, language) => {
    if (stored) localStorage.setItem(STORAGE_KEYS.language, stored);
    expect(initialLanguage(search, browser)).toBe(language);
  });
});

describe('a language chosen by a link', () => {
  it.each([
    ['?lang=ja', null, 'ja'],
    ['?lang=es', 'nl', 'es'],
    // A link to a language we do not speak leaves the fan's own choice as it was.
    ['?lang=xx', 'nl', 'nl'],
  ] as const)(
    '%j over a stored %j is still %s after a reload',
    async (search, stored, language) => {
      if (stored) localStorage.setItem(STORAGE_KEYS.language, stored);
      await startLanguage(initialLanguage(search, ['en-US']), '/');
      expect(localStorage.getItem(STORAGE_KEYS.language)).toBe(language);
      // The reload: the same page without `?lang=`, on an English browser.
      await startLanguage(initialLanguage('', ['en-US']), '/');
      expect(activeLanguage()).toBe(language);
      expect(document.documentElement.lang).toBe(language);
    },
  );
});

describe("a page's words", () => {
  it("loads what every page needs and the opening page's words first, another route its own, and never the server texts", async () => {
    await startLanguage('de', '/no-such-page');
    expect(activeLanguage()).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(activeTranslate()('vote.star.5')).toBe(german['vote.star.5']);
    const first = Object.keys(activeCatalogue());
    expect(first.some((id) => id.startsWith('home.'))).toBe(false);
    expect(first.some((id) => id.startsWith('explorer.'))).toBe(false);
    expect(first.some((id) => id.startsWith('pages.'))).toBe(false);
    expect(first.some((id) => id.startsWith('server.'))).toBe(false);

    const ready = wordsReady('explorer');
    expect(wordsReady('explorer')).toBe(ready);
    await ready;
    expect(activeTranslate()('explorer.title')).toBe(german['explorer.title']);

    // A switch brings the routes' words already loaded, in the new language.
    await chooseLanguage('nl');
    expect(activeTranslate()('explorer.title')).toBe(dutch['explorer.title']);
    expect(activeTranslate()('vote.star.5')).toBe(dutch['vote.star.5']);
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('nl');
    expect(Object.keys(activeCatalogue()).some((id) => id.startsWith('server.'))).toBe(false);
  });
});

describe('a fresh start', () => {
  it("holds only its own route's words: an earlier start's routes load again", async () => {
    await startLanguage('de', '/all-races');
    expect(wordsReady('explorer').status).toBe('fulfilled');
    // The next page load (a test opening another page) starts with none of those words.
    await startLanguage('nl', '/');
    expect(Object.keys(activeCatalogue()).some((id) => id.startsWith('explorer.'))).toBe(false);
    const ready = wordsReady('explorer');
    expect(ready.status).toBeUndefined();
    await ready;
    expect(activeTranslate()('explorer.title')).toBe(dutch['explorer.title']);
  });
});
