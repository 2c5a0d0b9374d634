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
  // Champions of the seasons before the site (the archive since 1950, issue 44).
  'Farina',
  'Fangio',
  'Ascari',
  'Brabham',
  'Fittipaldi',
  'Lauda',
  'Piquet',
  'Prost',
  'Senna',
  'Mansell',
  'Schumacher',
  'Häkkinen',
  'Hakkinen',
  'Räikkönen',
  'Raikkonen',
  'Vettel',
  'Rosberg',
  // The other series' best-known riders and drivers (MotoGP, IndyCar, Formula E, F2/F3).
  'Márquez',
  'Marquez',
  'Bagnaia',
  'Bezzecchi',
  'Quartararo',
  'Acosta',
  'Palou',
  'Newgarden',
  'Herta',
  'Wehrlein',
  'Rowland',
  'Frijns',
  'Vandoorne',
];

/**
 * Each other sport's own words for a result (issue 34): MotoGP's red plate and holeshot,
 * IndyCar's victory lane, milk and bricks, Formula E's duels, F2/F3's feature win and
 * Super Licence points, any series' title decider — in every language the site speaks.
 */
export const SPORT_RESULT_WORDS = [
  // English
  'red plate',
  'holeshot',
  'victory lane',
  'drinks the milk',
  'drank the milk',
  'kisses the bricks',
  'kissed the bricks',
  'Fast Six',
  'final duel',
  'feature win',
  'Super Licence points',
  'Super License points',
  'title decider',
  'clinches',
  'clinched',
  // Spanish
  'placa roja',
  'bebe la leche',
  'besa los ladrillos',
  'duelo final',
  'puntos de superlicencia',
  'decide el título',
  'se proclama campeón',
  // Brazilian Portuguese
  'placa vermelha',
  'bebe o leite',
  'beija os tijolos',
  'pontos de superlicença',
  'decisão do título',
  'conquista o título',
  // French
  'plaque rouge',
  'boit le lait',
  'embrasse les briques',
  'duel final',
  'points de super licence',
  'décroche le titre',
  // German
  'rote Startnummer',
  'trinkt die Milch',
  'küsst die Ziegel',
  'Finalduell',
  'Superlizenzpunkte',
  'Titelentscheidung',
  'sichert sich den Titel',
  // Italian
  'tabella rossa',
  'beve il latte',
  'bacia i mattoni',
  'duello finale',
  'punti superlicenza',
  'decisiva per il titolo',
  'conquista il titolo',
  // Dutch
  'rode startnummer',
  'drinkt de melk',
  'kust de stenen',
  'eindduel',
  'superlicentiepunten',
  'titelbeslisser',
  'pakt de titel',
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
  // The other series' result words.
  'レッドプレート',
  'ホールショット',
  'ビクトリーレーン',
  'ミルクを飲',
  'レンガにキス',
  'ファストシックス',
  'ファイナルデュエル',
  'スーパーライセンスポイント',
  'タイトル決定',
  '王座獲得',
];

// 'victory lane' before 'victory': the longest word a text holds is the one reported.
const longestFirst = (a: string, b: string) => b.length - a.length;
const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Whole words only, so "wonderful" or "championship" are not flagged; letters include accents.
const PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(${[...DRIVER_NAMES, ...RESULT_WORDS, ...RESULT_WORDS_TRANSLATED, ...SPORT_RESULT_WORDS].sort(longestFirst).map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);

const JAPANESE_PATTERN = new RegExp(`(${RESULT_WORDS_JAPANESE.map(escapeRegExp).join('|')})`, 'gu');

/** Every spoiler word found in `text`, as written there, in any of the site's languages. */
export function findSpoilers(text: string): string[] {
  return [...text.matchAll(PATTERN), ...text.matchAll(JAPANESE_PATTERN)].map((m) => m[1]!);
}
