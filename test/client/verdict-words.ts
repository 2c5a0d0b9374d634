// Test support: what a race's verdict looks like on a page, to prove a shielded race shows
// none of it (scores, rating words, vibe factors, panels, the AI rating).
import { expect } from 'vitest';
import { RATING_LABELS } from '../../src/domain/voting/rating-labels';
import { REASON_TAGS } from '../../src/domain/voting/reason-tags';
import { ratingLabelMessage } from '../../src/domain/voting/vocabulary-messages';
import { en } from './english';

const VERDICT_WORDS = [
  ...RATING_LABELS.map((label) => en(ratingLabelMessage(label))),
  ...REASON_TAGS.map((tag) => tag.label),
  en('common.ai.rating'),
  en('common.dataVerdict.label'),
];

/** Fails when `element` shows a score (a digit and a decimal point), a rating word or a factor. */
export function expectNoVerdict(element: HTMLElement): void {
  const text = element.textContent ?? '';
  expect(text).not.toMatch(/\d[.,]\d/);
  expect(text).not.toMatch(/★/);
  for (const word of VERDICT_WORDS) expect(text.toLowerCase()).not.toContain(word.toLowerCase());
}
