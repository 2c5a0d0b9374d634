import { act, render, screen } from '@testing-library/react';
import calendar from '../../../seed/f1-calendar.json';
import german from '../../domain/i18n/messages/de/index';
import japanese from '../../domain/i18n/messages/ja/index';
import { countryCodeFromFlag } from '../../domain/races/country-flags';
import { activateLanguage } from '../i18n/language-store';
import { CountryFlag } from './country-flag';
import { FLAG_URLS } from './flag-urls';

describe('CountryFlag', () => {
  it('draws the flag as an image named after the country', () => {
    render(<CountryFlag flag="🇧🇷" />);
    const flag = screen.getByRole('img', { name: 'Brazil' });
    expect(flag).toHaveAttribute('src', FLAG_URLS.br);
  });

  it('shows the code, named, for a country without a bundled flag', () => {
    // No race the site ships is in Kenya, so its flag is not bundled.
    render(<CountryFlag flag="🇰🇪" />);
    expect(screen.getByTitle('Kenya')).toHaveTextContent('KE');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('names the country in the page’s language', () => {
    render(<CountryFlag flag="🇧🇷" />);
    act(() => activateLanguage('de', german));
    expect(screen.getByRole('img', { name: 'Brasilien' })).toHaveAttribute('title', 'Brasilien');
    act(() => activateLanguage('ja', japanese));
    expect(screen.getByRole('img', { name: 'ブラジル' })).toBeInTheDocument();
  });

  it('shows nothing for a value that is not a country flag', () => {
    const { container } = render(<CountryFlag flag="🏁" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('bundles a flag for every country of the seeded calendar', () => {
    const used = new Set(calendar.races.map((race) => countryCodeFromFlag(race.countryFlag)));
    expect(used.has(null)).toBe(false);
    expect([...used].filter((code) => !code || !FLAG_URLS[code])).toEqual([]);
  });
});
