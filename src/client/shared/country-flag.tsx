import { countryCodeFromFlag, countryName } from '../../domain/races/country-flags';
import { FLAG_URLS } from './flag-urls';
import './country-flag.css';

/**
 * A race's country as a small SVG flag with the country's name as its text, the same on
 * every system (flag emoji are letters on Windows). A country without a bundled flag shows
 * its code, named for screen readers; a non-country value shows nothing.
 */
export function CountryFlag({ flag }: { flag: string }) {
  const code = countryCodeFromFlag(flag);
  if (!code) return null;
  const name = countryName(code);
  const src = FLAG_URLS[code];
  if (!src) {
    return (
      <abbr className="country-flag country-flag--code" title={name}>
        {code.toUpperCase()}
      </abbr>
    );
  }
  // Lazy: a flag further down the page costs nothing until it is scrolled near.
  return (
    <img
      className="country-flag"
      src={src}
      alt={name}
      title={name}
      width={20}
      height={15}
      loading="lazy"
      decoding="async"
    />
  );
}
