import { STORAGE_KEYS } from '../../domain/storage-keys';
import {
  dropSessionToken,
  getSessionToken,
  SESSION_PATH,
  SessionNetworkError,
  SessionResponseError,
} from './session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

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
