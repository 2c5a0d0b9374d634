import { en } from '../../../../test/client/english';
import { jsonResponse, stubVoteServer, VOTE_OK } from '../../../../test/client/fetch-stub';
import {
  button,
  elapse,
  renderVoteForm,
  starButton,
  status,
  vote,
} from '../../../../test/client/vote-form-render';
import { STORAGE_KEYS } from '../../../domain/site/storage-keys';
import { STAR_ADVANCE_DELAY_MS } from '../../../domain/voting/vote-steps';
import { WATCH_MODE_LABELS } from '../../../domain/voting/watch-modes';
import { solveInBackground } from '../../data/challenge-solver';
import { VOTE_LOADING_PHRASES } from './loading-phrases';

// The worker cannot run here: the solver is replaced at its module boundary.
vi.mock('../../data/challenge-solver', () => ({ solveInBackground: vi.fn() }));
const solve = vi.mocked(solveInBackground);

const FULL_RACE = WATCH_MODE_LABELS['Full Race'];
const paths = (fetch: ReturnType<typeof stubVoteServer>['fetch']) =>
  fetch.mock.calls.map(([path]) => path);

beforeEach(() => {
  vi.useFakeTimers();
  solve.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the anonymous sign-in starts early', () => {
  it('when the fan first presses a star, before any vote is sent', async () => {
    const { fetch, votes } = stubVoteServer();
    const user = renderVoteForm();
    await user.pointer({ keys: '[MouseLeft>]', target: starButton(4) });
    await elapse(0);
    expect(paths(fetch)).toEqual(['/api/session']);
    expect(votes).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.sessionToken)).toBe('test-token');
  });

  it('when a keyboard user reaches the stars', async () => {
    const { fetch } = stubVoteServer();
    const user = renderVoteForm();
    await user.tab();
    expect(starButton(1)).toHaveFocus();
    await elapse(0);
    expect(paths(fetch)).toEqual(['/api/session']);
  });

  it('only once, however often the stars are touched, and the vote uses that identity', async () => {
    const { fetch } = stubVoteServer();
    const user = renderVoteForm();
    await user.click(starButton(2));
    await user.click(starButton(3));
    await elapse(STAR_ADVANCE_DELAY_MS);
    await user.click(button('Previous'));
    await user.click(starButton(4));
    await elapse(STAR_ADVANCE_DELAY_MS);
    await user.click(button('Skip'));
    await user.click(button(FULL_RACE));
    await elapse(3000);
    expect(paths(fetch)).toEqual(['/api/session', '/api/votes']);
    const [, init] = fetch.mock.calls[1]!;
    expect((init?.headers as Record<string, string> | undefined)?.authorization).toBe(
      'Bearer test-token',
    );
    expect(status()).toHaveTextContent(en('vote.success.submitted'));
  });

  it('not at all for a fan who already has an identity', async () => {
    localStorage.setItem(STORAGE_KEYS.sessionToken, 'returning-fan');
    const { fetch } = stubVoteServer();
    const user = renderVoteForm();
    await vote(user, 2, FULL_RACE);
    expect(paths(fetch)).toEqual(['/api/votes']);
  });
});

describe('a challenged sign-in', () => {
  it('is worked out while the fan rates; the vote then waits with its usual phrase', async () => {
    let finish: (answer: string) => void = () => {};
    solve.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    const sessionBodies: unknown[] = [];
    const challenge = {
      algorithm: 'SHA-256',
      challenge: 'c0ffee',
      maxnumber: 1000,
      salt: 'pinch-of-salt&',
      signature: '5eal',
    };
    const fetch = vi.fn(async (path: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      if (path === '/api/votes') return jsonResponse(200, VOTE_OK);
      sessionBodies.push(body);
      return body.altcha
        ? jsonResponse(201, { token: 'earned' })
        : jsonResponse(428, { error: 'One moment.', code: 'CHALLENGE_REQUIRED', challenge });
    });
    vi.stubGlobal('fetch', fetch);
    const user = renderVoteForm();
    await vote(user, 2, FULL_RACE);
    expect(solve).toHaveBeenCalledTimes(1);
    expect(VOTE_LOADING_PHRASES.map((id) => en(id))).toContain(status().textContent);
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/api/session']);

    finish('the-answer');
    await elapse(0);
    expect(sessionBodies).toEqual([{}, { altcha: 'the-answer' }]);
    expect(fetch.mock.calls.map(([path]) => path)).toEqual([
      '/api/session',
      '/api/session',
      '/api/votes',
    ]);
    expect(status()).toHaveTextContent(en('vote.success.submitted'));
  });
});
