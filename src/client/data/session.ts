import { STORAGE_KEYS } from '../../domain/storage-keys';
import { readLocal, removeLocal, writeLocal } from '../shared/local-store';
import { apiPostRaw, type RawApiResponse } from './api-client';

export const SESSION_PATH = '/api/session';

/** The anonymous sign-in could not reach the server at all. */
export class SessionNetworkError extends Error {
  constructor(cause: unknown) {
    super('The anonymous session request failed on the network.', { cause });
  }
}

/** The server answered the sign-in, but not with a usable token. */
export class SessionResponseError extends Error {
  constructor(readonly response: RawApiResponse) {
    super(`The anonymous session request was answered with status ${response.status}.`);
  }
}

// Two forms voting at once (two current races) share one sign-in rather than racing to
// create two identities, the second of which would orphan the first fan's votes.
let pending: Promise<string> | null = null;

/** The fan's anonymous token: the stored one when there is one (SPEC §6), else a new one. */
export function getSessionToken(): Promise<string> {
  const stored = readLocal(STORAGE_KEYS.sessionToken);
  if (stored) return Promise.resolve(stored);
  pending ??= requestSession().finally(() => {
    pending = null;
  });
  return pending;
}

/**
 * Forget a token the server refused. Only that token: another tab may already have
 * stored a fresh one, which must survive.
 */
export function dropSessionToken(token: string): void {
  if (readLocal(STORAGE_KEYS.sessionToken) === token) removeLocal(STORAGE_KEYS.sessionToken);
}

async function requestSession(): Promise<string> {
  let response: RawApiResponse;
  try {
    response = await apiPostRaw(SESSION_PATH, {});
  } catch (error) {
    if (error instanceof TypeError) throw new SessionNetworkError(error);
    throw error;
  }
  const token = readToken(response);
  if (!token) throw new SessionResponseError(response);
  writeLocal(STORAGE_KEYS.sessionToken, token);
  return token;
}

function readToken(response: RawApiResponse): string | null {
  if (!response.ok || !response.parsed) return null;
  const body = response.body as { token?: unknown } | null;
  return typeof body?.token === 'string' && body.token !== '' ? body.token : null;
}
