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

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Whole words only, so "wonderful" or "championship" are not flagged; letters include accents.
const PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(${[...DRIVER_NAMES, ...RESULT_WORDS].map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);

/** Every spoiler word found in `text`, as written there. */
export function findSpoilers(text: string): string[] {
  return [...text.matchAll(PATTERN)].map((m) => m[1]!);
}
