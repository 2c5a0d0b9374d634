import { slugify } from '../races/race-names';

// Public calendars name a place, never a flag: sportstimes/f1 gives a town or circuit
// ('Catalunya', 'Doha'), Ergast a locality and a country ('Montmeló', 'Spain'). Both map to
// an ISO 3166-1 code here, so imported races get the same flags as the seeded ones.

/** Countries as the sources spell them, by slug. */
const COUNTRIES: Record<string, string> = {
  argentina: 'ar',
  australia: 'au',
  austria: 'at',
  azerbaijan: 'az',
  bahrain: 'bh',
  belgium: 'be',
  brazil: 'br',
  canada: 'ca',
  china: 'cn',
  czechia: 'cz',
  'czech-republic': 'cz',
  france: 'fr',
  germany: 'de',
  hungary: 'hu',
  india: 'in',
  indonesia: 'id',
  italy: 'it',
  japan: 'jp',
  korea: 'kr',
  malaysia: 'my',
  mexico: 'mx',
  monaco: 'mc',
  morocco: 'ma',
  netherlands: 'nl',
  portugal: 'pt',
  qatar: 'qa',
  russia: 'ru',
  'saudi-arabia': 'sa',
  singapore: 'sg',
  'south-africa': 'za',
  spain: 'es',
  sweden: 'se',
  switzerland: 'ch',
  thailand: 'th',
  turkey: 'tr',
  uae: 'ae',
  'united-arab-emirates': 'ae',
  uk: 'gb',
  gb: 'gb',
  'united-kingdom': 'gb',
  'great-britain': 'gb',
  usa: 'us',
  'united-states': 'us',
  vietnam: 'vn',
};

/** Towns, circuits and localities, by slug. */
const PLACES: Record<string, string> = {
  melbourne: 'au',
  'albert-park': 'au',
  shanghai: 'cn',
  suzuka: 'jp',
  sakhir: 'bh',
  jeddah: 'sa',
  miami: 'us',
  imola: 'it',
  'monte-carlo': 'mc',
  monaco: 'mc',
  catalunya: 'es',
  barcelona: 'es',
  montmelo: 'es',
  madrid: 'es',
  montreal: 'ca',
  spielberg: 'at',
  silverstone: 'gb',
  'spa-francorchamps': 'be',
  spa: 'be',
  budapest: 'hu',
  zandvoort: 'nl',
  monza: 'it',
  baku: 'az',
  singapore: 'sg',
  'marina-bay': 'sg',
  austin: 'us',
  'mexico-city': 'mx',
  'sao-paulo': 'br',
  interlagos: 'br',
  'las-vegas': 'us',
  doha: 'qa',
  lusail: 'qa',
  'yas-marina': 'ae',
  'yas-island': 'ae',
  'abu-dhabi': 'ae',
  sepang: 'my',
  'kuala-lumpur': 'my',
  portimao: 'pt',
  istanbul: 'tr',
  'le-castellet': 'fr',
  sochi: 'ru',
  mugello: 'it',
  nurburg: 'de',
  hockenheim: 'de',
  // Formula E's towns.
  tokyo: 'jp',
  jakarta: 'id',
  berlin: 'de',
  london: 'gb',
  sanya: 'cn',
  jarama: 'es',
};

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** 'br' → '🇧🇷'. */
export function flagForCountryCode(code: string): string {
  return String.fromCodePoint(
    ...Array.from(code.toLowerCase(), (c) => REGIONAL_INDICATOR_A + c.charCodeAt(0) - 97),
  );
}

/**
 * The flag of the first name that is a known country or place ('' when none is):
 * pass the country first when the source gives one.
 */
export function flagForPlace(...names: (string | undefined)[]): string {
  for (const name of names) {
    if (!name) continue;
    const slug = slugify(name);
    const code = COUNTRIES[slug] ?? PLACES[slug];
    if (code) return flagForCountryCode(code);
  }
  return '';
}

/** Whether a name is a country rather than a town or circuit ('USA', 'Netherlands'). */
export function isCountryName(name: string): boolean {
  return slugify(name) in COUNTRIES;
}
