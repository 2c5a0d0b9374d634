import { render, screen, within } from '@testing-library/react';
import { en } from '../../../../test/client/english';
import { stubVoteServer } from '../../../../test/client/fetch-stub';
import {
  button,
  elapse,
  queryButton,
  RACE,
  rate,
  renderVoteForm,
  starButton,
  vote,
} from '../../../../test/client/vote-form-render';
import { STAR_VALUES, WATCH_MODES } from '../../../domain/types';
import { STAR_WORDS } from '../../../domain/voting/rating-labels';
import { MAX_REASON_TAGS, REASON_TAGS } from '../../../domain/voting/reason-tags';
import { STAR_ADVANCE_DELAY_MS } from '../../../domain/voting/vote-steps';
import { WATCH_MODE_LABELS } from '../../../domain/voting/watch-modes';
import { VoteForm } from './vote-form';

// The English of today, word for word: the form is found by these literals.
const VOTE_FORM_TITLE = 'This race was';
const REASONS_PROMPT = `Pick up to ${MAX_REASON_TAGS} factors that really added to the excitement, else skip`;

const tagLabels = REASON_TAGS.map((tag) => tag.label);
const onReasonsStep = () => screen.queryByText(REASONS_PROMPT) !== null;
const onModeStep = () => queryButton(WATCH_MODE_LABELS['Full Race']) !== null;

beforeEach(() => {
  vi.useFakeTimers();
  stubVoteServer();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the rating step', () => {
  it("sits in a section labelled 'THE <race> GP' titled 'This race was' with five worded stars", () => {
    renderVoteForm();
    const section = screen.getByRole('region', { name: 'THE LAS VEGAS GP' });
    expect(within(section).getByText(VOTE_FORM_TITLE)).toBeVisible();
    expect(within(section).getByRole('group', { name: VOTE_FORM_TITLE })).toBeVisible();
    for (const stars of STAR_VALUES) {
      expect(starButton(stars)).toHaveAttribute('aria-pressed', 'false');
      expect(starButton(stars)).toHaveAccessibleName(expect.stringContaining(STAR_WORDS[stars]));
    }
    expect(queryButton(/clear/i)).toBeNull();
  });

  it('leaves the section label to a race card that already provides it', () => {
    render(<VoteForm race={RACE} insideVotingSection />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('group', { name: VOTE_FORM_TITLE })).toBeVisible();
  });

  it('marks the chosen star and moves on only after the advance delay', async () => {
    const user = renderVoteForm();
    await user.click(starButton(4));
    expect(starButton(4)).toHaveAttribute('aria-pressed', 'true');
    await elapse(STAR_ADVANCE_DELAY_MS - 1);
    expect(onReasonsStep()).toBe(false);
    await elapse(1);
    expect(onReasonsStep()).toBe(true);
  });

  it('works from the keyboard and keeps focus in the form when the step changes', async () => {
    const user = renderVoteForm();
    await user.tab();
    expect(starButton(1)).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(starButton(3)).toHaveAttribute('aria-pressed', 'true');
    await elapse(STAR_ADVANCE_DELAY_MS);
    expect(screen.getByRole('group', { name: REASONS_PROMPT })).toHaveFocus();
  });

  it.each([1, 2] as const)('goes straight to the watch mode at %i star(s)', async (stars) => {
    const user = renderVoteForm();
    await rate(user, stars);
    expect(onReasonsStep()).toBe(false);
    expect(onModeStep()).toBe(true);
  });

  it.each([3, 4, 5] as const)('offers the factors at %i stars', async (stars) => {
    const user = renderVoteForm();
    await rate(user, stars);
    expect(onReasonsStep()).toBe(true);
  });

  it('clears chosen factors when the rating drops below three stars', async () => {
    const user = renderVoteForm();
    await rate(user, 4);
    await user.click(button('Overtakes'));
    await user.click(button('Previous'));
    await rate(user, 2);
    expect(onModeStep()).toBe(true);
    await user.click(button('Previous'));
    await rate(user, 4);
    expect(button('Overtakes')).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('the factors step', () => {
  it('shows every tag with its label, emoji and hover text', async () => {
    const user = renderVoteForm();
    await rate(user, 5);
    for (const tag of REASON_TAGS) {
      const tagButton = button(tag.label);
      expect(tagButton).toHaveTextContent(tag.emoji);
      expect(tagButton).toHaveAttribute('title', en(`vote.factorHint.${tag.id}`));
    }
  });

  it(`disables the other tags once ${MAX_REASON_TAGS} are chosen, and frees them on unpicking`, async () => {
    const user = renderVoteForm();
    await rate(user, 5);
    const chosen = tagLabels.slice(0, MAX_REASON_TAGS);
    for (const label of chosen) await user.click(button(label));
    for (const label of chosen) expect(button(label)).toBeEnabled();
    for (const label of tagLabels.slice(MAX_REASON_TAGS)) expect(button(label)).toBeDisabled();
    await user.click(button(chosen[0]!));
    for (const label of tagLabels) expect(button(label)).toBeEnabled();
  });

  it('offers Skip with no tag chosen and Next once one is, both leading to the watch mode', async () => {
    const user = renderVoteForm();
    await rate(user, 3);
    expect(queryButton('Next')).toBeNull();
    await user.click(button('Skip'));
    expect(onModeStep()).toBe(true);

    await user.click(button('Previous'));
    await user.click(button('Rivalries'));
    expect(queryButton('Skip')).toBeNull();
    await user.click(button('Next'));
    expect(onModeStep()).toBe(true);
  });

  it('goes back to the stars with Previous, keeping the rating', async () => {
    const user = renderVoteForm();
    await rate(user, 4);
    await user.click(button('Previous'));
    expect(starButton(4)).toHaveAttribute('aria-pressed', 'true');
    // Going back must not bounce forward again on its own.
    await elapse(STAR_ADVANCE_DELAY_MS * 2);
    expect(onReasonsStep()).toBe(false);
  });
});

describe('the watch-mode step', () => {
  it('shows the three modes by their display labels', async () => {
    const user = renderVoteForm();
    await rate(user, 1);
    for (const mode of WATCH_MODES) expect(button(WATCH_MODE_LABELS[mode])).toBeVisible();
  });

  it('goes back to the factors with Previous at 3+ stars, keeping the chosen tags', async () => {
    const user = renderVoteForm();
    await rate(user, 3);
    await user.click(button('High Stakes'));
    await user.click(button('Next'));
    await user.click(button('Previous'));
    expect(onReasonsStep()).toBe(true);
    expect(button('High Stakes')).toHaveAttribute('aria-pressed', 'true');
  });

  it('goes back to the stars with Previous below 3 stars', async () => {
    const user = renderVoteForm();
    await rate(user, 2);
    await user.click(button('Previous'));
    expect(starButton(2)).toHaveAttribute('aria-pressed', 'true');
  });

  it('toggles a mode off when it is clicked again, and then sends nothing', async () => {
    const { votes } = stubVoteServer();
    const user = renderVoteForm();
    await rate(user, 2);
    const fullRace = button(WATCH_MODE_LABELS['Full Race']);
    await user.click(fullRace);
    expect(fullRace).toHaveAttribute('aria-pressed', 'true');
    await user.click(fullRace);
    expect(fullRace).toHaveAttribute('aria-pressed', 'false');
    await elapse(1000);
    expect(votes).toEqual([]);
  });

  it('switches between modes, one selected at a time', async () => {
    const user = renderVoteForm();
    await rate(user, 2);
    await user.click(button(WATCH_MODE_LABELS['Race-in-30']));
    await user.click(button(WATCH_MODE_LABELS['Highlights Only']));
    expect(button(WATCH_MODE_LABELS['Race-in-30'])).toHaveAttribute('aria-pressed', 'false');
    expect(button(WATCH_MODE_LABELS['Highlights Only'])).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the clear button', () => {
  it('appears once a star is chosen and resets everything', async () => {
    const user = renderVoteForm();
    await user.click(starButton(5));
    await elapse(STAR_ADVANCE_DELAY_MS);
    await user.click(button('Overtakes'));
    await user.click(button(/clear/i));
    expect(onReasonsStep()).toBe(false);
    for (const stars of STAR_VALUES) {
      expect(starButton(stars)).toHaveAttribute('aria-pressed', 'false');
    }
    expect(queryButton(/clear/i)).toBeNull();
    await rate(user, 5);
    expect(button('Overtakes')).toHaveAttribute('aria-pressed', 'false');
  });

  it('cancels a pending advance when used within the delay', async () => {
    const user = renderVoteForm();
    await user.click(starButton(5));
    await user.click(button(/clear/i));
    await elapse(STAR_ADVANCE_DELAY_MS);
    expect(onReasonsStep()).toBe(false);
  });

  it('resets after a vote too, so the fan can vote again from the stars', async () => {
    const user = renderVoteForm();
    await vote(user, 2, WATCH_MODE_LABELS['Full Race']);
    await user.click(button(/clear/i));
    expect(starButton(2)).toHaveAttribute('aria-pressed', 'false');
  });
});
