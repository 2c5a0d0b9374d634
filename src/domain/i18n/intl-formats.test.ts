import { dateTimeFormat, numberFormat } from './intl-formats';

const DAY = Date.UTC(2026, 10, 29, 17, 0);

describe('Intl formatters built once', () => {
  it.each([
    ['en', { day: 'numeric', month: 'short', timeZone: 'UTC' }],
    ['de', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Europe/Berlin' }],
    ['ja', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Tokyo' }],
    [undefined, { hour: 'numeric' }],
  ] as const)(
    'a date format in %s is one formatter, writing what a new one writes',
    (locale, options) => {
      const format = dateTimeFormat(locale, options);
      expect(dateTimeFormat(locale, { ...options })).toBe(format);
      expect(format.format(DAY)).toBe(new Intl.DateTimeFormat(locale, options).format(DAY));
    },
  );

  it('another locale, zone or shape is another formatter', () => {
    const base = dateTimeFormat('en', { day: 'numeric', timeZone: 'UTC' });
    expect(dateTimeFormat('fr', { day: 'numeric', timeZone: 'UTC' })).not.toBe(base);
    expect(dateTimeFormat('en', { day: 'numeric', timeZone: 'Asia/Tokyo' })).not.toBe(base);
    expect(dateTimeFormat('en', { day: '2-digit', timeZone: 'UTC' })).not.toBe(base);
    expect(dateTimeFormat('en', { day: 'numeric' })).not.toBe(base);
  });

  it.each([
    ['en', { useGrouping: false }, 1234, '1234'],
    ['de', { minimumFractionDigits: 1, maximumFractionDigits: 1 }, 3.5, '3,5'],
    ['ja', { style: 'percent', maximumFractionDigits: 0 }, 0.46, '46%'],
  ] as const)('a number format in %s is one formatter', (locale, options, value, written) => {
    const format = numberFormat(locale, options);
    expect(numberFormat(locale, { ...options })).toBe(format);
    expect(format.format(value)).toBe(written);
  });
});
