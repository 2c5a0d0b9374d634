import {
  ACCEPT_LANGUAGE_MAX_TAGS,
  acceptLanguageTags,
  DEFAULT_LANGUAGE,
  intlLocale,
  LANGUAGES,
  parseLanguage,
  pickLanguage,
} from './languages';

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

describe('acceptLanguageTags', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['de-DE,de;q=0.9,en;q=0.8', ['de-DE', 'de', 'en']],
    ['en;q=0.5, fr-CA', ['fr-CA', 'en']],
    ['ja;q=0, nl', ['nl']],
    ['*, es', ['es']],
    ['pt-BR;q=0.7,it;q=0.7', ['pt-BR', 'it']],
    ['de;q=abc, en', ['en']],
    ['x'.repeat(40), []],
  ] as const)('%j reads %j', (header, tags) => {
    expect(acceptLanguageTags(header)).toEqual(tags);
  });

  it(`reads at most ${ACCEPT_LANGUAGE_MAX_TAGS} entries of a long header`, () => {
    const header = Array.from({ length: ACCEPT_LANGUAGE_MAX_TAGS + 5 }, (_, i) =>
      i === ACCEPT_LANGUAGE_MAX_TAGS ? 'de' : 'zz',
    ).join(',');
    expect(acceptLanguageTags(header)).toHaveLength(ACCEPT_LANGUAGE_MAX_TAGS);
    expect(pickLanguage(acceptLanguageTags(header))).toBe('en');
    expect(pickLanguage(acceptLanguageTags('zz, de-AT;q=0.9'))).toBe('de');
  });
});
