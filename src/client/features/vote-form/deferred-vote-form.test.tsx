import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubVoteServer } from '../../../../test/client/fetch-stub';
import { RACE, starButton } from '../../../../test/client/vote-form-render';
import { MAX_REASON_TAGS } from '../../../domain/voting/reason-tags';
import { activeTranslate } from '../../i18n/language-store';
import { DeferredVoteForm } from './deferred-vote-form';
import { loadVoteForm } from './load-vote-form';
import { VoteForm } from './vote-form';
import { VoteFormFirstStep } from './vote-form-first-step';

// The form's first step is drawn with the page; its code arrives when the fan reaches for a
// star, and takes over with the fan's tap and focus intact.

vi.mock('./load-vote-form', async (importOriginal) => {
  const original = await importOriginal<typeof import('./load-vote-form')>();
  return { loadVoteForm: vi.fn(original.loadVoteForm) };
});
const asked = () => vi.mocked(loadVoteForm).mock.calls.length > 0;

const reasonsPrompt = () => activeTranslate()('vote.form.reasonsPrompt', { max: MAX_REASON_TAGS });
const onReasonsStep = () => screen.queryByRole('group', { name: reasonsPrompt() }) !== null;

beforeEach(() => {
  vi.mocked(loadVoteForm).mockReset();
  stubVoteServer();
});
afterEach(() => vi.unstubAllGlobals());

const noIds = (html: string) => html.replace(/ (id|aria-labelledby)="[^"]*"/g, '');

it("draws exactly the form's rating step, so nothing moves when the form takes over", () => {
  const first = render(
    <VoteFormFirstStep
      stars={null}
      unreachable={false}
      onReach={() => {}}
      onPick={() => {}}
      onFocusStar={() => {}}
      onPress={() => {}}
    />,
  );
  const firstHtml = noIds(first.container.innerHTML);
  first.unmount();
  const form = render(<VoteForm race={RACE} insideVotingSection />);
  expect(firstHtml).toBe(noIds(form.container.innerHTML));
});

it("does not ask for the form's code until a star is reached for", async () => {
  const user = userEvent.setup();
  render(<DeferredVoteForm race={RACE} />);
  expect(starButton(1)).toBeVisible();
  expect(asked()).toBe(false);
  await user.hover(starButton(2));
  expect(asked()).toBe(false);
  await user.pointer({ keys: '[MouseLeft>]', target: starButton(2) });
  expect(asked()).toBe(true);
});

it('hands a star tapped before the code arrived to the form, which moves on from it', async () => {
  const user = userEvent.setup();
  render(<DeferredVoteForm race={RACE} />);
  await user.click(starButton(4));
  expect(starButton(4)).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(onReasonsStep()).toBe(true), { timeout: 10_000 });
});

it('keeps keyboard focus on the star the fan tabbed to as the form takes over', async () => {
  const user = userEvent.setup();
  render(<DeferredVoteForm race={RACE} />);
  const firstStepStar = starButton(1);
  await user.tab();
  // The form's own star buttons replace the first step's.
  await waitFor(() => expect(starButton(1)).not.toBe(firstStepStar), { timeout: 10_000 });
  expect(starButton(1)).toHaveFocus();
  await user.tab();
  await user.keyboard('{Enter}');
  expect(starButton(2)).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(screen.getByRole('button', { name: /clear/i })).toBeVisible());
});

it("says the vote cannot be sent when a picked star's code cannot be fetched", async () => {
  vi.mocked(loadVoteForm).mockRejectedValue(new TypeError('Failed to fetch'));
  const user = userEvent.setup();
  render(<DeferredVoteForm race={RACE} />);
  await user.click(starButton(3));
  expect(starButton(3)).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent(activeTranslate()('vote.networkError')),
  );
  // Back online, the next tap fetches it and the form takes over from that star.
  vi.mocked(loadVoteForm).mockReset();
  await user.click(starButton(4));
  expect(screen.getByRole('status')).toHaveTextContent('');
  await waitFor(() => expect(onReasonsStep()).toBe(true), { timeout: 10_000 });
});
