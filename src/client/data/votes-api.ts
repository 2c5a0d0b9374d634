import type { VoteInput, VoteResponse } from '../../domain/types';
import {
  AUTH_NETWORK,
  genericVoteErrorNotice,
  serverErrorNotice,
  UNPARSEABLE_OK,
  unreachableNotice,
  VOTE_NETWORK,
  type VoteNotice,
} from '../../domain/voting/vote-errors';
import { apiPostRaw, type RawApiResponse } from './api-client';
import {
  dropSessionToken,
  getSessionToken,
  SessionNetworkError,
  SessionResponseError,
} from './session';

export const VOTES_PATH = '/api/votes';
const UNAUTHORIZED = 401;

/** Which message of domain/voting/vote-errors.ts a failure fell in; analytics records the kind, never the text. */
export type VoteErrorKind =
  | 'server'
  | 'unreachable'
  | 'unparseable'
  | 'auth-network'
  | 'vote-network'
  | 'other';

export type VoteOutcome =
  | { ok: true; response: VoteResponse }
  | { ok: false; kind: VoteErrorKind; notice: VoteNotice };

class VoteNetworkError extends Error {}

/**
 * Sign in anonymously (reusing the stored session) and send the vote. A refused token
 * (expired, or from an older server key) is replaced once and the vote retried. Never
 * throws: every failure comes back as its notice of domain/voting/vote-errors.ts.
 */
export async function castVote(vote: VoteInput): Promise<VoteOutcome> {
  try {
    let token = await getSessionToken();
    let response = await postVote(token, vote);
    if (response.status === UNAUTHORIZED) {
      dropSessionToken(token);
      token = await getSessionToken();
      response = await postVote(token, vote);
    }
    return readVoteResponse(response);
  } catch (error) {
    return describeFailure(error);
  }
}

async function postVote(token: string, vote: VoteInput): Promise<RawApiResponse> {
  try {
    return await apiPostRaw(VOTES_PATH, vote, { token });
  } catch (error) {
    if (error instanceof TypeError) throw new VoteNetworkError(error.message, { cause: error });
    throw error;
  }
}

function readVoteResponse(response: RawApiResponse): VoteOutcome {
  if (!response.ok) return describeErrorResponse(response);
  if (!response.parsed || !isVoteResponse(response.body)) {
    return { ok: false, kind: 'unparseable', notice: UNPARSEABLE_OK };
  }
  return { ok: true, response: response.body };
}

function describeErrorResponse(response: RawApiResponse): VoteOutcome {
  if (!response.parsed) {
    return { ok: false, kind: 'unreachable', notice: unreachableNotice(response.status) };
  }
  const body = response.body as { error?: unknown; code?: unknown } | null;
  // JSON without an error sentence still came from something that speaks JSON: name the status.
  const text = typeof body?.error === 'string' && body.error.trim() !== '' ? body.error : null;
  return {
    ok: false,
    kind: 'server',
    notice: serverErrorNotice(text, body?.code, response.status),
  };
}

function describeFailure(error: unknown): VoteOutcome {
  if (error instanceof SessionNetworkError) {
    return { ok: false, kind: 'auth-network', notice: AUTH_NETWORK };
  }
  if (error instanceof VoteNetworkError) {
    return { ok: false, kind: 'vote-network', notice: VOTE_NETWORK };
  }
  if (error instanceof SessionResponseError) {
    return error.response.ok
      ? { ok: false, kind: 'unparseable', notice: UNPARSEABLE_OK }
      : describeErrorResponse(error.response);
  }
  const message = error instanceof Error ? error.message : String(error);
  return { ok: false, kind: 'other', notice: genericVoteErrorNotice(message) };
}

function isVoteResponse(body: unknown): body is VoteResponse {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { isUpdate?: unknown }).isUpdate === 'boolean'
  );
}
