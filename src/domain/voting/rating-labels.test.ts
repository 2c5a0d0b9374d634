import { STAR_VALUES } from '../types';
import {
  COMPACT_CINEMA_WORD,
  cardWording,
  isRatingLabel,
  LABEL_CUTOFF_CINEMA,
  LABEL_CUTOFF_GOOD,
  LABEL_CUTOFF_GREAT,
  LABEL_CUTOFF_MEH,
  NO_RATING_LABEL,
  RATING_LABELS,
  ratingLabel,
  STAR_WORDS,
} from './rating-labels';

const JUST_BELOW = 0.01;

describe('ratingLabel', () => {
  it.each<[number | null | undefined, string]>([
    [5, 'Cinema'],
    [LABEL_CUTOFF_CINEMA, 'Cinema'],
    [LABEL_CUTOFF_CINEMA - JUST_BELOW, 'Great'],
    [LABEL_CUTOFF_GREAT, 'Great'],
    [LABEL_CUTOFF_GREAT - JUST_BELOW, 'Good'],
    [LABEL_CUTOFF_GOOD, 'Good'],
    [LABEL_CUTOFF_GOOD - JUST_BELOW, 'Meh'],
    [LABEL_CUTOFF_MEH, 'Meh'],
    [LABEL_CUTOFF_MEH - JUST_BELOW, 'Poor'],
    [1, 'Poor'],
    [null, NO_RATING_LABEL],
    [undefined, NO_RATING_LABEL],
    [Number.NaN, NO_RATING_LABEL],
  ])('labels %s as %s', (avg, label) => {
    expect(ratingLabel(avg)).toBe(label);
  });

  it('pins the spec cut-offs and the 2.74 / 2.75 edge', () => {
    expect([LABEL_CUTOFF_CINEMA, LABEL_CUTOFF_GREAT, LABEL_CUTOFF_GOOD, LABEL_CUTOFF_MEH]).toEqual([
      4.5, 3.5, 2.75, 2,
    ]);
    expect([ratingLabel(2.74), ratingLabel(2.75)]).toEqual(['Meh', 'Good']);
  });

  it('lists the labels best first', () => {
    expect(RATING_LABELS).toEqual(['Cinema', 'Great', 'Good', 'Meh', 'Poor']);
  });

  it.each<[unknown, boolean]>([
    ['Cinema', true],
    ['Poor', true],
    ['cinema', false],
    ['-', false],
    [4, false],
  ])('isRatingLabel(%j) is %s', (value, expected) => {
    expect(isRatingLabel(value)).toBe(expected);
  });
});

describe('STAR_WORDS', () => {
  it.each([
    [1, 'sh**'],
    [2, 'meh'],
    [3, 'good'],
    [4, 'great'],
    [5, 'absolute cinema'],
  ] as const)('star %i reads %s', (star, word) => {
    expect(STAR_WORDS[star]).toBe(word);
  });
});

describe('cardWording', () => {
  it.each<[number | null, boolean, string]>([
    [LABEL_CUTOFF_MEH - JUST_BELOW, false, 'sh**'],
    [LABEL_CUTOFF_MEH, false, 'meh'],
    [LABEL_CUTOFF_GOOD - JUST_BELOW, false, 'meh'],
    [LABEL_CUTOFF_GOOD, false, 'good'],
    [LABEL_CUTOFF_GREAT - JUST_BELOW, false, 'good'],
    [LABEL_CUTOFF_GREAT, false, 'great'],
    [LABEL_CUTOFF_CINEMA - JUST_BELOW, false, 'great'],
    [LABEL_CUTOFF_CINEMA, false, 'absolute cinema'],
    [LABEL_CUTOFF_CINEMA, true, COMPACT_CINEMA_WORD],
    [LABEL_CUTOFF_CINEMA - JUST_BELOW, true, 'great'],
    [LABEL_CUTOFF_MEH - JUST_BELOW, true, 'sh**'],
    [null, false, NO_RATING_LABEL],
    [Number.NaN, true, NO_RATING_LABEL],
  ])('average %s (compact past: %s) reads %s', (avg, compactPast, word) => {
    expect(cardWording(avg, { compactPast })).toBe(word);
  });

  it.each(STAR_VALUES)('a unanimous %i-star race reads the vote form word', (star) => {
    expect(cardWording(star)).toBe(STAR_WORDS[star]);
  });

  it('uses the full wording when no options are given', () => {
    expect(cardWording(5)).toBe('absolute cinema');
  });
});
