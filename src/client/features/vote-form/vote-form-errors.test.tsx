import { en } from '../../../../test/client/english';
import {
  type Answer,
  jsonResponse,
  stubVoteServer,
  VOTE_OK,
} from '../../../../test/client/fetch-stub';
import {
  button,
  elapse,
  renderVoteForm,
  status,
  vote,
} from '../../../../test/client/vote-form-render';
import { STORAGE_KEYS } from '../../../domain/site/storage-keys';
import { AUTO_SUBMIT_DELAY_MS } from '../../../domain/voting/vote-steps';
import { WATCH_MODE_LABELS } from '../../../domain/voting/watch-modes';

const FULL_RACE = WATCH_MODE_LABELS['Full Race'];
const networkDown: Answer = () => {
  throw new TypeError('Failed to fetch');
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// Every message of domain/voting/vote-errors.ts, one row each, as the fan reads it under the form.
describe.each<[string, Answer, string]>([
  [
    'a JSON error from the server',
    () => jsonResponse(403, { error: 'Voting is closed for this race.', code: 'VOTING_CLOSED' }),
    en('vote.error.server', { text: 'Voting is closed for this race.' }),
  ],
  [
    'an error page that is not JSON',
    () => new Response('<h1>502 Bad Gateway</h1>', { status: 502 }),
    en('vote.error.unreachable', { status: 502 }),
  ],
  [
    'an OK answer that is not JSON',
    () => new Response('<!doctype html>', { status: 200 }),
    en('vote.error.unparseable'),
  ],
  ['a network failure on the vote', networkDown, en('vote.networkError')],
  [
    'any other failure',
    () => {
      throw new Error('Something odd happened');
    },
    en('vote.error.other', { message: 'Something odd happened' }),
  ],
])('when the vote meets %s', (_, answer, message) => {
  it('shows exactly the catalogue message', async () => {
    localStorage.setItem(STORAGE_KEYS.sessionToken, 'kept');
    stubVoteServer(answer);
    const user = renderVoteForm();
    await vote(user, 2, FULL_RACE);
    expect(status().textContent).toBe(message);
  });
});

describe('the anonymous sign-in', () => {
  it('shows the authentication network error when it cannot be reached', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    const user = renderVoteForm();
    await vote(user, 2, FULL_RACE);
    expect(status().textContent).toBe(en('vote.error.authNetwork'));
    expect(fetch).toHaveBeenCalledWith('/api/session', expect.anything());
  });

  it('is renewed once when the server refuses the stored token, and the vote goes through', async () => {
    localStorage.setItem(STORAGE_KEYS.sessionToken, 'from-an-old-server-key');
    const { fetch } = stubVoteServer(
      () => jsonResponse(401, { error: 'Your session is not valid.', code: 'UNAUTHORIZED' }),
      () => jsonResponse(200, VOTE_OK),
    );
    const user = renderVoteForm();
    await vote(user, 2, FULL_RACE);
    expect(status().textContent).toBe(en('vote.success.submitted'));
    expect(fetch.mock.calls.map(([path]) => path)).toEqual([
      '/api/votes',
      '/api/session',
      '/api/votes',
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.sessionToken)).toBe('test-token');
  });
});

it('lets the fan try again after an error by picking a mode again', async () => {
  localStorage.setItem(STORAGE_KEYS.sessionToken, 'kept');
  const { votes } = stubVoteServer(networkDown, () => jsonResponse(200, VOTE_OK));
  const user = renderVoteForm();
  await vote(user, 2, FULL_RACE);
  expect(status().textContent).toBe(en('vote.networkError'));
  await user.click(button(FULL_RACE));
  await user.click(button(FULL_RACE));
  await elapse(AUTO_SUBMIT_DELAY_MS);
  expect(votes).toHaveLength(2);
  expect(status().textContent).toBe(en('vote.success.submitted'));
});
