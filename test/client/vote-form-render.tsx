// Test support shared by the vote form's component tests.
import { act, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { starButtonName } from '../../src/client/features/vote-form/star-step';
import { VoteForm } from '../../src/client/features/vote-form/vote-form';
import { activeTranslate } from '../../src/client/i18n/language-store';
import type { StarRating } from '../../src/domain/types';
import { REASONS_MIN_STARS } from '../../src/domain/voting/vote-normalize';
import { AUTO_SUBMIT_DELAY_MS, STAR_ADVANCE_DELAY_MS } from '../../src/domain/voting/vote-steps';
import { named } from './server-names';

export const RACE = named({ id: '2026-las-vegas-grand-prix', name: 'Las Vegas Grand Prix' });

export function renderVoteForm(): UserEvent {
  // Testing Library drains its queue with a 0 ms timeout and only advances fake timers
  // when it finds a `jest` global; Vitest's fake timers need this bridge or clicks hang.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(<VoteForm race={RACE} />);
  return user;
}

/** Lets timers run and pending fetch promises settle inside React's act. */
export const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A star as the active language names it. */
export const starButton = (stars: StarRating) =>
  screen.getByRole('button', { name: starButtonName(activeTranslate(), stars) });
export const button = (name: string | RegExp) => screen.getByRole('button', { name });
export const queryButton = (name: string | RegExp) => screen.queryByRole('button', { name });
export const status = () => screen.getByRole('status');

export async function rate(user: UserEvent, stars: StarRating) {
  await user.click(starButton(stars));
  await elapse(STAR_ADVANCE_DELAY_MS);
}

/** Stars, optional factors, then a mode; returns once the auto-submit has fired. */
export async function vote(user: UserEvent, stars: StarRating, mode: string, tags: string[] = []) {
  await rate(user, stars);
  if (stars >= REASONS_MIN_STARS) {
    for (const tag of tags) await user.click(button(tag));
    const t = activeTranslate();
    await user.click(button(t(tags.length > 0 ? 'vote.form.next' : 'vote.form.skip')));
  }
  await user.click(button(mode));
  await elapse(AUTO_SUBMIT_DELAY_MS);
}
