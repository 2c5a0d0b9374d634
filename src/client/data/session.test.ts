import { STORAGE_KEYS } from '../../domain/site/storage-keys';
import { solveInBackground } from './challenge-solver';
import {
  dropSessionToken,
  getSessionToken,
  prepareSessionToken,
  SESSION_PATH,
  SessionNetworkError,
  SessionResponseError,
} from './session';
import type { SessionChallenge } from './session-challenge';

// The worker cannot run here: the solver is replaced at its module boundary.
vi.mock('./challenge-solver', () => ({ solveInBackground: vi.fn() }));
const solve = vi.mocked(solveInBackground);
beforeEach(() => solve.mockReset());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

const CHALLENGE: SessionChallenge = {
  algorithm: 'SHA-256',
  challenge: 'c0ffee',
  maxnumber: 1000,
  salt: 'pinch-of-salt&',
  signature: '5eal',
};
const challenged = (challenge = CHALLENGE) =>
  json(428, {
    error: 'Please wait a moment and try again.',
    code: 'CHALLENGE_REQUIRED',
    challenge,
  });
const refused = (status: number, code: string) =>
  json(status, { error: 'That check has run out, try again.', code });

/** Answers each POST /api/session with the next response; records the bodies sent. */
function stubSessionServer(...answers: (() => Response)[]) {
  const bodies: unknown[] = [];
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    if (path !== SESSION_PATH) throw new Error(`unexpected call to ${path}`);
    bodies.push(JSON.parse(String(init?.body)));
    const answer = answers.shift();
    if (!answer) throw new Error('no answer left');
    return answer();
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, bodies };
}

describe('getSessionToken under a challenge', () => {
  it('solves the challenge and sends the answer back for the token', async () => {
    solve.mockResolvedValueOnce('the-answer');
    const { bodies } = stubSessionServer(challenged, () => json(201, { token: 'earned' }));
    await expect(getSessionToken()).resolves.toBe('earned');
    expect(solve).toHaveBeenCalledWith(CHALLENGE);
    expect(bodies).toEqual([{}, { altcha: 'the-answer' }]);
    expect(localStorage.getItem(STORAGE_KEYS.sessionToken)).toBe('earned');
  });

  it.each([
    [400, 'CHALLENGE_INVALID'],
    [400, 'CHALLENGE_EXPIRED'],
    [409, 'CHALLENGE_USED'],
  ])('asks for a fresh challenge after a %i %s', async (status, code) => {
    const fresh = { ...CHALLENGE, challenge: 'f00d', salt: 'fresh-salt&' };
    solve.mockResolvedValueOnce('stale-answer').mockResolvedValueOnce('fresh-answer');
    const { bodies } = stubSessionServer(
      challenged,
      () => refused(status, code),
      () => challenged(fresh),
      () => json(201, { token: 'second-time' }),
    );
    await expect(getSessionToken()).resolves.toBe('second-time');
    expect(solve.mock.calls.map(([c]) => c)).toEqual([CHALLENGE, fresh]);
    expect(bodies).toEqual([{}, { altcha: 'stale-answer' }, {}, { altcha: 'fresh-answer' }]);
  });

  it('gives up after a bounded number of refused answers, with the last refusal', async () => {
    solve.mockResolvedValue('never-good-enough');
    const { fetch } = stubSessionServer(
      ...Array.from({ length: 10 }, () => [
        challenged,
        () => refused(409, 'CHALLENGE_USED'),
      ]).flat(),
    );
    const failure = await getSessionToken().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SessionResponseError);
    expect((failure as SessionResponseError).response).toMatchObject({
      status: 409,
      body: { code: 'CHALLENGE_USED' },
    });
    expect(solve).toHaveBeenCalledTimes(3);
    expect(fetch).toHaveBeenCalledTimes(6);
    expect(localStorage.getItem(STORAGE_KEYS.sessionToken)).toBeNull();
  });

  it.each([
    ['finds no answer', () => solve.mockResolvedValueOnce(null)],
    ['fails to load', () => solve.mockRejectedValueOnce(new Error('chunk failed'))],
  ])('reports the challenge itself when the solver %s', async (_, arrange) => {
    arrange();
    const { fetch } = stubSessionServer(challenged);
    const failure = await getSessionToken().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SessionResponseError);
    expect((failure as SessionResponseError).response.status).toBe(428);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('solves a second challenge sent in answer to the first', async () => {
    const harder = { ...CHALLENGE, challenge: 'beef', maxnumber: 5000 };
    solve.mockResolvedValueOnce('first-answer').mockResolvedValueOnce('second-answer');
    const { bodies } = stubSessionServer(
      challenged,
      () => challenged(harder),
      () => json(201, { token: 'at-last' }),
    );
    await expect(getSessionToken()).resolves.toBe('at-last');
    expect(solve.mock.calls.map(([c]) => c)).toEqual([CHALLENGE, harder]);
    expect(bodies).toEqual([{}, { altcha: 'first-answer' }, { altcha: 'second-answer' }]);
  });

  it('does not try to solve a challenge it cannot read', async () => {
    stubSessionServer(() => json(428, { error: 'Prove it.', code: 'CHALLENGE_REQUIRED' }));
    await expect(getSessionToken()).rejects.toBeInstanceOf(SessionResponseError);
    expect(solve).not.toHaveBeenCalled();
  });

  it('reports a network failure while sending the answer as a SessionNetworkError', async () => {
    solve.mockResolvedValueOnce('the-answer');
    stubSessionServer(challenged, () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(getSessionToken()).rejects.toBeInstanceOf(SessionNetworkError);
  });
});

describe('prepareSessionToken', () => {
  it('starts the sign-in that a later getSessionToken then shares', async () => {
    solve.mockResolvedValueOnce('the-answer');
    const { fetch } = stubSessionServer(challenged, () => json(201, { token: 'early' }));
    prepareSessionToken();
    await expect(getSessionToken()).resolves.toBe('early');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(solve).toHaveBeenCalledTimes(1);
  });

  it('asks nothing when a token is stored', () => {
    localStorage.setItem(STORAGE_KEYS.sessionToken, 'kept');
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    prepareSessionToken();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps its own failure quiet, and the next sign-in tries again', async () => {
    const { fetch } = stubSessionServer(
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => json(201, { token: 'second-try' }),
    );
    prepareSessionToken();
    // Let the failed attempt settle completely before the vote's own sign-in.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(getSessionToken()).resolves.toBe('second-try');
  });
});

describe('getSessionToken', () => {
  it('reuses the stored anonymous session without asking the server', async () => {
    localStorage.setItem(STORAGE_KEYS.sessionToken, 'stored-token');
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(getSessionToken()).resolves.toBe('stored-token');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('signs in when there is no stored session, stores the token and reuses it', async () => {
    const fetch = vi.fn(async () => json(201, { token: 'fresh-token' }));
    vi.stubGlobal('fetch', fetch);
    await expect(getSessionToken()).resolves.toBe('fresh-token');
    await expect(getSessionToken()).resolves.toBe('fresh-token');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(SESSION_PATH, expect.objectContaining({ method: 'POST' }));
    expect(localStorage.getItem(STORAGE_KEYS.sessionToken)).toBe('fresh-token');
  });

  it('shares one sign-in between callers that ask at the same time', async () => {
    const fetch = vi.fn(async () => json(201, { token: 'shared' }));
    vi.stubGlobal('fetch', fetch);
    const tokens = await Promise.all([getSessionToken(), getSessionToken()]);
    expect(tokens).toEqual(['shared', 'shared']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reports a network failure as a SessionNetworkError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(getSessionToken()).rejects.toBeInstanceOf(SessionNetworkError);
  });

  it.each([
    ['an error status', json(429, { error: 'Too many sessions.', code: 'RATE_LIMITED' })],
    ['an OK answer without a token', json(201, { nope: true })],
    ['an OK answer that is not JSON', new Response('<html>', { status: 201 })],
  ])('rejects %s with a SessionResponseError and stores nothing', async (_, response) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => response),
    );
    await expect(getSessionToken()).rejects.toBeInstanceOf(SessionResponseError);
    expect(localStorage.getItem(STORAGE_KEYS.sessionToken)).toBeNull();
  });
});

describe('dropSessionToken', () => {
  it('forgets the refused token', () => {
    localStorage.setItem(STORAGE_KEYS.sessionToken, 'bad');
    dropSessionToken('bad');
    expect(localStorage.getItem(STORAGE_KEYS.sessionToken)).toBeNull();
  });

  it('keeps a newer token another tab stored meanwhile', () => {
    localStorage.setItem(STORAGE_KEYS.sessionToken, 'newer');
    dropSessionToken('bad');
    expect(localStorage.getItem(STORAGE_KEYS.sessionToken)).toBe('newer');
  });
});
