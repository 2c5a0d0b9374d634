import { STORAGE_KEYS } from '../../domain/site/storage-keys';
import type { VoteInput } from '../../domain/types';
import {
  AUTH_NETWORK,
  genericVoteErrorNotice,
  serverErrorNotice,
  UNPARSEABLE_OK,
  unreachableNotice,
  VOTE_NETWORK,
} from '../../domain/voting/vote-errors';
import { SESSION_PATH } from './session';
import { castVote, VOTES_PATH } from './votes-api';

const VOTE: VoteInput = { raceId: '2026-test-grand-prix', starRating: 4, viewMode: 'Full Race' };
const OK_BODY = {
  isUpdate: false,
  previousStarRating: null,
  previousViewMode: null,
  previousReasonTags: [],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Answer = Response | (() => Response | never);

/** Answers each call to a path with the next answer listed for it. */
function stubServer(routes: Record<string, Answer[]>) {
  const fetch = vi.fn(async (path: string, _init?: RequestInit) => {
    const answer = routes[path]?.shift();
    if (!answer) throw new Error(`unexpected call to ${path}`);
    return typeof answer === 'function' ? answer() : answer;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const networkDown = () => {
  throw new TypeError('Failed to fetch');
};

const authOf = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.authorization;

afterEach(() => vi.unstubAllGlobals());

describe('castVote', () => {
  it('sends the vote with the stored bearer token and returns the response', async () => {
    localStorage.setItem(STORAGE_KEYS.sessionToken, 'kept');
    const fetch = stubServer({ [VOTES_PATH]: [json(200, { ...OK_BODY, isUpdate: true })] });
    await expect(castVote(VOTE)).resolves.toEqual({
      ok: true,
      response: { ...OK_BODY, isUpdate: true },
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [, init] = fetch.mock.calls[0]!;
    expect(authOf(init)).toBe('Bearer kept');
    expect(JSON.parse(init?.body as string)).toEqual(VOTE);
  });

  it('signs in first when no session is stored', async () => {
    const fetch = stubServer({
      [SESSION_PATH]: [json(201, { token: 'new' })],
      [VOTES_PATH]: [json(200, OK_BODY)],
    });
    await expect(castVote(VOTE)).resolves.toMatchObject({ ok: true });
    expect(fetch.mock.calls.map(([path]) => path)).toEqual([SESSION_PATH, VOTES_PATH]);
    expect(authOf(fetch.mock.calls[1]![1])).toBe('Bearer new');
  });

  it('replaces a refused token once and retries the vote', async () => {
    localStorage.setItem(STORAGE_KEYS.sessionToken, 'expired');
    const fetch = stubServer({
      [VOTES_PATH]: [
        json(401, { error: 'Your session has expired.', code: 'UNAUTHORIZED' }),
        json(200, OK_BODY),
      ],
      [SESSION_PATH]: [json(201, { token: 'renewed' })],
    });
    await expect(castVote(VOTE)).resolves.toMatchObject({ ok: true });
    expect(fetch.mock.calls.map(([path]) => path)).toEqual([VOTES_PATH, SESSION_PATH, VOTES_PATH]);
    expect(authOf(fetch.mock.calls[2]![1])).toBe('Bearer renewed');
    expect(localStorage.getItem(STORAGE_KEYS.sessionToken)).toBe('renewed');
  });

  it('retries only once: a second refusal is shown as the server said it', async () => {
    localStorage.setItem(STORAGE_KEYS.sessionToken, 'expired');
    const refusal = () => json(401, { error: 'Sign-in required.', code: 'UNAUTHORIZED' });
    const fetch = stubServer({
      [VOTES_PATH]: [refusal(), refusal()],
      [SESSION_PATH]: [json(201, { token: 'renewed' })],
    });
    await expect(castVote(VOTE)).resolves.toEqual({
      ok: false,
      kind: 'server',
      notice: serverErrorNotice('Sign-in required.', 'UNAUTHORIZED', 401),
    });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  // domain/voting/vote-errors.ts, one row each.
  it.each([
    [
      'a JSON error response',
      { [VOTES_PATH]: [json(409, { error: 'Voting is closed for this race.', code: 'X' })] },
      'server',
      serverErrorNotice('Voting is closed for this race.', 'X', 409),
    ],
    [
      'a JSON error response without a sentence',
      { [VOTES_PATH]: [json(500, { code: 'INTERNAL' })] },
      'server',
      serverErrorNotice(null, 'INTERNAL', 500),
    ],
    [
      'an error response that is not JSON',
      { [VOTES_PATH]: [new Response('<h1>Bad gateway</h1>', { status: 502 })] },
      'unreachable',
      unreachableNotice(502),
    ],
    [
      'an OK response that is not JSON',
      { [VOTES_PATH]: [new Response('<html>', { status: 200 })] },
      'unparseable',
      UNPARSEABLE_OK,
    ],
    [
      'an OK response without the vote result',
      { [VOTES_PATH]: [json(200, ['not', 'a', 'result'])] },
      'unparseable',
      UNPARSEABLE_OK,
    ],
    [
      'a network failure on the vote',
      { [VOTES_PATH]: [networkDown] },
      'vote-network',
      VOTE_NETWORK,
    ],
    [
      'an unexpected failure',
      {
        [VOTES_PATH]: [
          () => {
            throw new Error('The operation was aborted.');
          },
        ],
      },
      'other',
      genericVoteErrorNotice('The operation was aborted.'),
    ],
  ])('words %s exactly as domain/voting/vote-errors.ts does', async (_, routes, kind, notice) => {
    localStorage.setItem(STORAGE_KEYS.sessionToken, 'kept');
    stubServer(routes);
    await expect(castVote(VOTE)).resolves.toEqual({ ok: false, kind, notice });
  });

  it('words a network failure on the sign-in as the authentication error', async () => {
    const fetch = stubServer({ [SESSION_PATH]: [networkDown] });
    await expect(castVote(VOTE)).resolves.toEqual({
      ok: false,
      kind: 'auth-network',
      notice: AUTH_NETWORK,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      json(429, { error: 'Too many new sessions.', code: 'RATE_LIMITED' }),
      'server',
      serverErrorNotice('Too many new sessions.', 'RATE_LIMITED', 429),
    ],
    [new Response('busy', { status: 503 }), 'unreachable', unreachableNotice(503)],
    [json(201, { token: 42 }), 'unparseable', UNPARSEABLE_OK],
  ])('words a refused sign-in by the same rules as a vote (%#)', async (response, kind, notice) => {
    stubServer({ [SESSION_PATH]: [response] });
    await expect(castVote(VOTE)).resolves.toEqual({ ok: false, kind, notice });
  });
});
