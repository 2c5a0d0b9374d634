import { STORAGE_KEYS } from '../../domain/site/storage-keys';
import { readLocal, removeLocal, writeLocal } from '../shared/local-store';
import { apiPostRaw, type RawApiResponse } from './api-client';
import { readSessionChallenge, type SessionChallenge } from './session-challenge';

export const SESSION_PATH = '/api/session';

/** The server wants proof of work before it issues another identity to this network. */
const CHALLENGE_REQUIRED = 428;
/** Answers the server turned down because the challenge went stale, not because of the fan. */
const STALE_ANSWER_CODES = new Set(['CHALLENGE_INVALID', 'CHALLENGE_EXPIRED', 'CHALLENGE_USED']);
/** The first challenge plus two fresh ones: past that, retrying only burns the fan's battery. */
const MAX_CHALLENGES = 3;

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

/** The fan's anonymous token: the stored one when there is one (decision 0021), else a new one. */
export function getSessionToken(): Promise<string> {
  const stored = readLocal(STORAGE_KEYS.sessionToken);
  if (stored) return Promise.resolve(stored);
  pending ??= requestSession().finally(() => {
    pending = null;
  });
  return pending;
}

/**
 * Begin the sign-in ahead of the vote (the fan has started rating), so any proof of work
 * is done by the time the vote goes out. A failure here is not reported: the vote asks
 * again and reports its own.
 */
export function prepareSessionToken(): void {
  getSessionToken().catch(() => {});
}

/**
 * Forget a token the server refused. Only that token: another tab may already have
 * stored a fresh one, which must survive.
 */
export function dropSessionToken(token: string): void {
  if (readLocal(STORAGE_KEYS.sessionToken) === token) removeLocal(STORAGE_KEYS.sessionToken);
}

async function requestSession(): Promise<string> {
  let response = await postSession({});
  let solved = 0;
  while (response.status === CHALLENGE_REQUIRED && solved < MAX_CHALLENGES) {
    const challenge = readSessionChallenge(response.body);
    const altcha = challenge && (await solve(challenge));
    // Unsolvable: the 428 itself is the refusal the fan is told about.
    if (!altcha) break;
    solved += 1;
    response = await postSession({ altcha });
    // A stale answer earns a fresh challenge; another 428 already carries one.
    if (isStaleAnswer(response) && solved < MAX_CHALLENGES) response = await postSession({});
  }
  const token = readToken(response);
  if (!token) throw new SessionResponseError(response);
  writeLocal(STORAGE_KEYS.sessionToken, token);
  return token;
}

async function postSession(body: { altcha?: string }): Promise<RawApiResponse> {
  try {
    return await apiPostRaw(SESSION_PATH, body);
  } catch (error) {
    if (error instanceof TypeError) throw new SessionNetworkError(error);
    throw error;
  }
}

// The solver and its worker load only now, when a challenge has actually arrived.
async function solve(challenge: SessionChallenge): Promise<string | null> {
  try {
    const { solveInBackground } = await import('./challenge-solver');
    return await solveInBackground(challenge);
  } catch {
    return null;
  }
}

function isStaleAnswer(response: RawApiResponse): boolean {
  const code = (response.body as { code?: unknown } | null)?.code;
  return response.parsed && typeof code === 'string' && STALE_ANSWER_CODES.has(code);
}

function readToken(response: RawApiResponse): string | null {
  if (!response.ok || !response.parsed) return null;
  const body = response.body as { token?: unknown } | null;
  return typeof body?.token === 'string' && body.token !== '' ? body.token : null;
}
