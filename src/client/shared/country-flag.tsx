import { countryCodeFromFlag } from '../../domain/races/country-flags';
import { useLanguage } from '../i18n/language-store';
import { FLAG_URLS } from './flag-urls';
import './country-flag.css';

const regionNames = new Map<string, Intl.DisplayNames>();

/** 'br' → 'Brazil', 'Brasil', 'Brésil'…: the country named in the page's language; the code if unknown. */
export function countryNameIn(language: string, code: string): string {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    regionNames.set(language, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}

/**
 * A race's country as a small SVG flag with the country's name as its text, the same on
 * every system (flag emoji are letters on Windows). A country without a bundled flag shows
 * its code, named for screen readers; a non-country value shows nothing.
 */
export function CountryFlag({ flag }: { flag: string }) {
  const language = useLanguage();
  const code = countryCodeFromFlag(flag);
  if (!code) return null;
  const name = countryNameIn(language, code);
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
