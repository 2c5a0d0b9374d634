/**
 * One of `phrases` for `random` in [0, 1), as from Math.random: the loading screen's and the
 * vote form's humour. Out-of-range input (1, a negative, NaN) still yields a phrase.
 */
export function pickPhrase<Phrase>(
  phrases: readonly [Phrase, ...Phrase[]],
  random: number,
): Phrase {
  const index = Math.floor(random * phrases.length);
  return phrases[Math.min(phrases.length - 1, Math.max(0, index))] ?? phrases[0];
}
