// What a spoiler looks like in text: a result word, a position, or a driver's name. The
// site never shows results, so none of these may appear on any page, preview or alert.

/** Surnames on the 2025 and 2026 grids (with accented spellings), plus unmistakable first names. */
export const DRIVER_NAMES = [
  'Verstappen',
  'Tsunoda',
  'Lawson',
  'Hadjar',
  'Lindblad',
  'Norris',
  'Piastri',
  'Leclerc',
  'Hamilton',
  'Russell',
  'Antonelli',
  'Alonso',
  'Stroll',
  'Gasly',
  'Doohan',
  'Colapinto',
  'Ocon',
  'Bearman',
  'Albon',
  'Sainz',
  'Hulkenberg',
  'Hülkenberg',
  'Bortoleto',
  'Perez',
  'Pérez',
  'Bottas',
  'Lando',
  'Yuki',
];

export const RESULT_WORDS = [
  'winner',
  'winners',
  'won',
  'wins',
  'winning',
  'podium',
  'P1',
  'P2',
  'P3',
  'pole',
  'pole position',
  'victory',
  'victorious',
  'champion',
  'finished first',
  'finished second',
  'crash',
  'crashed',
  'retired',
  'fastest lap',
  'overtook',
  'leader',
];

/** The same result words in the site's other languages (written as whole words). */
export const RESULT_WORDS_TRANSLATED = [
  // Spanish
  'ganador',
  'ganó',
  'victoria',
  'podio',
  'campeón',
  'abandonó',
  'vuelta rápida',
  // Brazilian Portuguese
  'vencedor',
  'venceu',
  'vitória',
  'pódio',
  'campeão',
  'abandonou',
  'volta mais rápida',
  // French
  'vainqueur',
  'gagné',
  'victoire',
  'abandonné',
  'meilleur tour',
  // German
  'Sieger',
  'gewonnen',
  'Sieg',
  'Weltmeister',
  'ausgeschieden',
  'schnellste Runde',
  // Italian
  'vincitore',
  'vinto',
  'vittoria',
  'campione',
  'ritirato',
  'giro più veloce',
  // Dutch
  'winnaar',
  'overwinning',
  'kampioen',
  'uitgevallen',
  'snelste ronde',
];

/** Japanese has no spaces between words, so these match anywhere in a text. */
export const RESULT_WORDS_JAPANESE = [
  '優勝',
  '勝者',
  '表彰台',
  'ポールポジション',
  'リタイア',
  'ファステストラップ',
  '1位',
  '2位',
  '3位',
];

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Whole words only, so "wonderful" or "championship" are not flagged; letters include accents.
const PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(${[...DRIVER_NAMES, ...RESULT_WORDS, ...RESULT_WORDS_TRANSLATED].map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);

const JAPANESE_PATTERN = new RegExp(`(${RESULT_WORDS_JAPANESE.map(escapeRegExp).join('|')})`, 'gu');

/** Every spoiler word found in `text`, as written there, in any of the site's languages. */
export function findSpoilers(text: string): string[] {
  return [...text.matchAll(PATTERN), ...text.matchAll(JAPANESE_PATTERN)].map((m) => m[1]!);
}
