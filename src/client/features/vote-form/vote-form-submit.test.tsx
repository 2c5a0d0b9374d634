import { screen } from '@testing-library/react';
import { en } from '../../../../test/client/english';
import {
  heldAnswer,
  jsonResponse,
  stubVoteServer,
  VOTE_OK,
} from '../../../../test/client/fetch-stub';
import {
  button,
  elapse,
  queryButton,
  RACE,
  rate,
  renderVoteForm,
  starButton,
  status,
  vote,
} from '../../../../test/client/vote-form-render';
import { STORAGE_KEYS } from '../../../domain/site/storage-keys';
import { MESSAGE_MIN_DISPLAY_MS } from '../../../domain/site/timing-rules';
import { AUTO_SUBMIT_DELAY_MS } from '../../../domain/voting/vote-steps';
import { WATCH_MODE_LABELS } from '../../../domain/voting/watch-modes';
import { track } from '../../shared/analytics';
import { VOTE_LOADING_PHRASES } from './loading-phrases';

vi.mock('../../shared/analytics', () => ({ track: vi.fn() }));

const FULL_RACE = WATCH_MODE_LABELS['Full Race'];
const HIGHLIGHTS = WATCH_MODE_LABELS['Highlights Only'];

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(track).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('submitting a vote', () => {
  it(`sends the vote ${AUTO_SUBMIT_DELAY_MS} ms after a mode is picked, not before`, async () => {
    const { fetch, votes } = stubVoteServer();
    const user = renderVoteForm();
    await rate(user, 4);
    await user.click(button('Overtakes'));
    await user.click(button('Weather Chaos'));
    await user.click(button('Next'));
    await user.click(button(HIGHLIGHTS));
    await elapse(AUTO_SUBMIT_DELAY_MS - 1);
    // Only the sign-in, begun at the first star, has gone out so far.
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/api/session']);
    await elapse(1);
    expect(votes).toEqual([
      {
        raceId: RACE.id,
        starRating: 4,
        viewMode: 'Highlights Only',
        reasonTags: ['overtakes', 'weather_chaos'],
      },
    ]);
    expect(status()).toHaveTextContent(en('vote.success.submitted'));
  });

  it('sends no factors for a low rating', async () => {
    const { votes } = stubVoteServer();
    const user = renderVoteForm();
    await vote(user, 1, FULL_RACE);
    expect(votes).toEqual([
      { raceId: RACE.id, starRating: 1, viewMode: 'Full Race', reasonTags: [] },
    ]);
  });

  it("says 'Vote updated successfully' when the server reports an update", async () => {
    stubVoteServer(() => jsonResponse(200, { ...VOTE_OK, isUpdate: true, previousStarRating: 3 }));
    const user = renderVoteForm();
    await vote(user, 2, FULL_RACE);
    expect(status()).toHaveTextContent(en('vote.success.updated'));
  });

  it('reuses the stored anonymous session', async () => {
    localStorage.setItem(STORAGE_KEYS.sessionToken, 'returning-fan');
    const { fetch } = stubVoteServer();
    const user = renderVoteForm();
    await vote(user, 2, FULL_RACE);
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/api/votes']);
  });

  it('votes again as an update after the fan changes the mode', async () => {
    const { votes } = stubVoteServer(
      () => jsonResponse(200, VOTE_OK),
      () => jsonResponse(200, { ...VOTE_OK, isUpdate: true }),
    );
    const user = renderVoteForm();
    await vote(user, 2, FULL_RACE);
    await user.click(button(HIGHLIGHTS));
    await elapse(AUTO_SUBMIT_DELAY_MS);
    expect(votes).toHaveLength(2);
    expect(status()).toHaveTextContent(en('vote.success.updated'));
  });
});

describe('while a vote is being sent', () => {
  async function startHeldVote() {
    const held = heldAnswer();
    const server = stubVoteServer(held.answer);
    const user = renderVoteForm();
    await rate(user, 4);
    await user.click(button('Rivalries'));
    await user.click(button('Next'));
    await user.click(button(FULL_RACE));
    await elapse(AUTO_SUBMIT_DELAY_MS);
    return { user, held, ...server };
  }

  it('shows a humorous loading phrase in the live region', async () => {
    const { held } = await startHeldVote();
    expect(VOTE_LOADING_PHRASES.map((id) => en(id))).toContain(status().textContent);
    expect(status()).toHaveAttribute('aria-live', 'polite');
    held.release(jsonResponse(200, VOTE_OK));
    await elapse(0);
    expect(status()).toHaveTextContent(en('vote.success.submitted'));
  });

  it('disables every input and blocks the clear button', async () => {
    const { held } = await startHeldVote();
    for (const control of screen.getAllByRole('button')) expect(control).toBeDisabled();
    expect(button(/clear/i)).toBeDisabled();
    held.release(jsonResponse(200, VOTE_OK));
    await elapse(0);
    expect(button(/clear/i)).toBeEnabled();
    expect(button(FULL_RACE)).toBeEnabled();
  });

  it('ignores a second submission', async () => {
    const { user, held, fetch } = await startHeldVote();
    await user.click(button(FULL_RACE));
    await user.click(button(/clear/i));
    await elapse(AUTO_SUBMIT_DELAY_MS * 5);
    held.release(jsonResponse(200, VOTE_OK));
    await elapse(AUTO_SUBMIT_DELAY_MS * 5);
    const voteCalls = fetch.mock.calls.filter(([path]) => path === '/api/votes');
    expect(voteCalls).toHaveLength(1);
    expect(button(FULL_RACE)).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the result message', () => {
  it(`stays at least ${MESSAGE_MIN_DISPLAY_MS} ms after the fan moves on`, async () => {
    stubVoteServer();
    const user = renderVoteForm();
    await vote(user, 2, FULL_RACE);
    expect(status()).toHaveTextContent(en('vote.success.submitted'));
    await user.click(button(FULL_RACE)); // unselecting is a new choice: the result is stale
    await elapse(MESSAGE_MIN_DISPLAY_MS - 1);
    expect(status()).toHaveTextContent(en('vote.success.submitted'));
    await elapse(1);
    expect(status()).toBeEmptyDOMElement();
  });

  it('stays while nothing changes', async () => {
    stubVoteServer();
    const user = renderVoteForm();
    await vote(user, 2, FULL_RACE);
    await elapse(MESSAGE_MIN_DISPLAY_MS * 3);
    expect(status()).toHaveTextContent(en('vote.success.submitted'));
  });
});

describe('analytics', () => {
  it('records attempt, submission, completion and reset with the vote details only', async () => {
    stubVoteServer();
    const user = renderVoteForm();
    await vote(user, 5, FULL_RACE, ['Overtakes', 'Rivalries']);
    const details = { raceId: RACE.id, starRating: 5, viewMode: 'Full Race', tagCount: 2 };
    expect(track).toHaveBeenCalledWith('vote_attempt', details);
    expect(track).toHaveBeenCalledWith('vote_submitted', { ...details, isUpdate: false });
    expect(track).toHaveBeenCalledWith('vote_complete', { ...details, isUpdate: false });
    await user.click(button(/clear/i));
    expect(track).toHaveBeenCalledWith('vote_reset', details);
    expect(queryButton(/clear/i)).toBeNull();
    expect(starButton(5)).toHaveAttribute('aria-pressed', 'false');
  });

  it('records an error by its kind, not its text', async () => {
    stubVoteServer(() => new Response('gateway down', { status: 502 }));
    const user = renderVoteForm();
    await vote(user, 2, FULL_RACE);
    expect(track).toHaveBeenCalledWith(
      'vote_error',
      expect.objectContaining({ raceId: RACE.id, errorKind: 'unreachable' }),
    );
  });
});
