// The formatter's own edges, with messages written as ICU and compiled as the build does.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { type CompiledMessage, formatCompiled } from './compiled-message';
import type { Catalogue, MessageId, MessageValues } from './messages/catalogue';
import { createTranslate } from './translate';

function format(icu: string, values?: MessageValues, language = 'en'): string {
  return formatCompiled(language, compileMessageOrThrow(icu), values);
}

const RACES = '{count, plural, =0 {no races} one {# race} other {# races}}';

describe('formatCompiled', () => {
  it('returns plain text as it is, whatever the values', () => {
    const message: CompiledMessage = ['Rate the race'];
    expect(formatCompiled('en', message)).toBe('Rate the race');
    expect(formatCompiled('en', message, { count: 3 })).toBe('Rate the race');
    expect(format('')).toBe('');
  });

  it('fills in values, numbers as they are given', () => {
    expect(format('{driver} won in {season}', { driver: 'Norris', season: 2026 })).toBe(
      'Norris won in 2026',
    );
  });

  it('leaves nothing where a value is missing', () => {
    expect(format('Hello {name}!')).toBe('Hello !');
    expect(format('Hello {name}!', { other: 'x' })).toBe('Hello !');
  });

  it('picks the plural by the language rule and writes # in its digits', () => {
    expect(format(RACES, { count: 1 })).toBe('1 race');
    expect(format(RACES, { count: 21 })).toBe('21 races');
    expect(format(RACES, { count: 1000 })).toBe('1,000 races');
    expect(format(RACES, { count: 1000 }, 'de')).toBe('1.000 races');
    expect(format(RACES, { count: 1000 }, 'fr')).toBe('1\u202f000 races');
    // French puts 0 with one; Japanese has other only.
    const fr = '{count, plural, one {# course} other {# courses}}';
    expect(format(fr, { count: 0 }, 'fr')).toBe('0 course');
    expect(format('{count, plural, one {# 件(one)} other {# 件}}', { count: 1 }, 'ja')).toBe(
      '1 件',
    );
  });

  it('lets an exact key win over the language rule', () => {
    expect(format(RACES, { count: 0 })).toBe('no races');
    const one = '{count, plural, =1 {just one} one {# race} other {# races}}';
    expect(format(one, { count: 1 })).toBe('just one');
  });

  it('counts # after the offset, while an exact key looks at the value itself', () => {
    const others =
      '{n, plural, offset:1 =0 {nobody} =1 {only you} one {you and # other} other {you and # others}}';
    expect(format(others, { n: 0 })).toBe('nobody');
    expect(format(others, { n: 1 })).toBe('only you');
    expect(format(others, { n: 2 })).toBe('you and 1 other');
    expect(format(others, { n: 1001 })).toBe('you and 1,000 others');
  });

  it('writes ordinals by the language rule', () => {
    const place = '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}';
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map((n) => format(place, { n }))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
    ]);
  });

  it('formats a plural nested in a select, each # the count of its own plural', () => {
    const message =
      '{who, select, you {{n, plural, one {You rated # race} other {You rated # races}}} other {{who} rated {n, plural, one {# race} other {# races}}}}';
    expect(format(message, { who: 'you', n: 1 })).toBe('You rated 1 race');
    expect(format(message, { who: 'Ana', n: 5 })).toBe('Ana rated 5 races');
    const inner = '{a, plural, other {# and {b, plural, one {# one} other {# more}}}}';
    expect(format(inner, { a: 2, b: 1 })).toBe('2 and 1 one');
  });

  it('falls back to other for a select value it lacks, and to nothing without one', () => {
    const kind = '{kind, select, sprint {Sprint} other {Race}}';
    expect(format(kind, { kind: 'sprint' })).toBe('Sprint');
    expect(format(kind, { kind: 'feature' })).toBe('Race');
    expect(format(kind)).toBe('Race');
    // An object's own names are not options (Lingui would have found toString there).
    expect(format(kind, { kind: 'toString' })).toBe('Race');
    const noOther: CompiledMessage = [['kind', 'select', { sprint: ['Sprint'] }], '!'];
    expect(formatCompiled('en', noOther, { kind: 'feature' })).toBe('!');
  });

  it('takes a missing count as no number, as Lingui did: the other branch', () => {
    expect(format(RACES)).toBe('NaN races');
  });

  it('keeps # as it is outside a plural and in a select inside one, as Lingui did', () => {
    expect(format('Race #1 of {n}', { n: 2 })).toBe('Race #1 of 2');
    expect(format('{n, plural, other {{g, select, other {# x}}}}', { n: 2, g: 'a' })).toBe('# x');
  });

  it('shows the value as it is for a format none of our messages uses', () => {
    expect(format('{n, number} laps', { n: 1000 })).toBe('1000 laps');
  });
});

describe('createTranslate', () => {
  const catalogue = { 'common.a': 'Plain', 'common.b': RACES } as unknown as Catalogue;

  it('gives the id for a message the catalogue lacks, with or without values', () => {
    const t = createTranslate('en', catalogue);
    expect(t('common.missing' as MessageId)).toBe('common.missing');
    expect(t('common.missing' as MessageId, { count: 2 })).toBe('common.missing');
  });

  it('compiles each message once, on its first use', () => {
    const compiler = vi.fn(compileMessageOrThrow);
    const t = createTranslate('en', catalogue, compiler);
    expect(t('common.b' as MessageId, { count: 2 })).toBe('2 races');
    expect(t('common.b' as MessageId, { count: 1 })).toBe('1 race');
    expect(t('common.a' as MessageId)).toBe('Plain');
    expect(compiler).toHaveBeenCalledTimes(2);
  });

  it('formats a catalogue compiled ahead without compiling', () => {
    const compiler = vi.fn(compileMessageOrThrow);
    const ahead = { 'common.b': compileMessageOrThrow(RACES) } as unknown as Catalogue;
    const t = createTranslate('de', ahead, compiler);
    expect(t('common.b' as MessageId, { count: 1000 })).toBe('1.000 races');
    expect(compiler).not.toHaveBeenCalled();
  });

  it('compiles ICU text in tests without being given a compiler, as the client does', () => {
    expect(createTranslate('en', catalogue)('common.b' as MessageId, { count: 0 })).toBe(
      'no races',
    );
  });

  it('makes one plural rule per language and kind, and keeps it', () => {
    const Rules = Intl.PluralRules;
    const made: string[] = [];
    vi.spyOn(Intl, 'PluralRules').mockImplementation(function (
      this: unknown,
      language?: string | string[],
      options?: Intl.PluralRulesOptions,
    ) {
      made.push(`${language} ${options?.type}`);
      return new Rules(language, options);
    } as unknown as typeof Intl.PluralRules);
    const t = createTranslate('nl', catalogue);
    for (const count of [1, 2, 3, 1000]) t('common.b' as MessageId, { count });
    expect(t('common.b' as MessageId, { count: 1 })).toBe('1 race');
    expect(made).toEqual(['nl cardinal']);
  });
});
