import { DEFAULT_LANGUAGE, intlLocale, LANGUAGES, parseLanguage, pickLanguage } from './languages';

describe('intlLocale', () => {
  it('formats English as British English and every other language as itself', () => {
    expect(LANGUAGES.map(intlLocale)).toEqual(['en-GB', ...LANGUAGES.slice(1)]);
  });

  it('gives English its British day-month order', () => {
    const day = Date.UTC(2025, 10, 22);
    const format = new Intl.DateTimeFormat(intlLocale('en'), {
      dateStyle: 'medium',
      timeZone: 'UTC',
    });
    expect(format.format(day)).toBe('22 Nov 2025');
  });
});

describe('parseLanguage', () => {
  it.each([
    ['en', 'en'],
    ['EN-gb', 'en'],
    ['es-ES', 'es'],
    ['es-419', 'es'],
    ['pt-BR', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['fr-CA', 'fr'],
    ['de-AT', 'de'],
    ['it', 'it'],
    ['nl-BE', 'nl'],
    ['ja-JP', 'ja'],
    ['ja_JP', 'ja'],
  ])('%s reads as %s', (tag, language) => {
    expect(parseLanguage(tag)).toBe(language);
  });

  it.each([['zz'], [''], ['x'.repeat(36)], [42], [null], [undefined], ['english']])(
    '%s is none of ours',
    (tag) => {
      expect(parseLanguage(tag)).toBeUndefined();
    },
  );

  it('reads every language of ours as itself', () => {
    for (const language of LANGUAGES) expect(parseLanguage(language)).toBe(language);
  });
});

describe('pickLanguage', () => {
  it.each([
    [['ja-JP', 'en-US'], 'ja'],
    [['zh-CN', 'pt-BR', 'en'], 'pt-BR'],
    [['zh-CN', 'ko'], DEFAULT_LANGUAGE],
    [[], DEFAULT_LANGUAGE],
  ] as const)('%j picks %s', (preferred, language) => {
    expect(pickLanguage(preferred)).toBe(language);
  });
});
