// What the vote form says when submitting goes wrong, and when it goes right, as messages:
// the form formats them in the reader's language, the English word for word as specified.
import type { Language } from '../i18n/languages';
import type { MessageId, MessageValues, Translate } from '../i18n/messages/catalogue';

export interface VoteNotice {
  id: MessageId;
  values?: MessageValues;
  /** The server's sentence as a message of ours, for a reader of another language. */
  serverSentence?: MessageId;
}

/** The API answers in English; an English reader gets its sentence word for word. */
const SERVER_LANGUAGE: Language = 'en';

// The codes a fan can meet on the way to a vote (sign-in included); a code this build does
// not know keeps the server's English sentence in every language.
const SERVER_SENTENCES: Record<string, MessageId> = {
  VOTING_CLOSED: 'vote.serverError.votingClosed',
  RACE_NOT_FOUND: 'vote.serverError.raceNotFound',
  RATE_LIMITED: 'vote.serverError.rateLimited',
  INVALID_VOTE: 'vote.serverError.invalidVote',
  DATABASE_UNAVAILABLE: 'vote.serverError.databaseUnavailable',
  INTERNAL: 'vote.serverError.internal',
  REQUEST_TIMEOUT: 'vote.serverError.timeout',
  TOKEN_MISSING: 'vote.serverError.session',
  TOKEN_MALFORMED: 'vote.serverError.session',
  TOKEN_INVALID: 'vote.serverError.session',
  TOKEN_EXPIRED: 'vote.serverError.session',
  CHALLENGE_REQUIRED: 'vote.serverError.challenge',
  CHALLENGE_INVALID: 'vote.serverError.challenge',
  CHALLENGE_EXPIRED: 'vote.serverError.challenge',
  CHALLENGE_USED: 'vote.serverError.challenge',
};

export const VOTE_SUCCESS: VoteNotice = { id: 'vote.success.submitted' };
export const VOTE_UPDATED: VoteNotice = { id: 'vote.success.updated' };
export const UNPARSEABLE_OK: VoteNotice = { id: 'vote.error.unparseable' };
export const AUTH_NETWORK: VoteNotice = { id: 'vote.error.authNetwork' };
export const VOTE_NETWORK: VoteNotice = { id: 'vote.networkError' };

/**
 * Non-OK response with a JSON body: 'Error: ' and the server's own sentence, which never holds
 * internals; without one, the status. `code` picks the sentence's translation.
 */
export function serverErrorNotice(text: string | null, code: unknown, status: number): VoteNotice {
  const serverSentence = typeof code === 'string' ? SERVER_SENTENCES[code] : undefined;
  const notice: VoteNotice =
    text === null
      ? { id: 'vote.error.serverStatus', values: { status: String(status) } }
      : { id: 'vote.error.server', values: { text } };
  return serverSentence ? { ...notice, serverSentence } : notice;
}

/** Non-OK response whose body is not JSON: a proxy or outage answered, not our server. */
export function unreachableNotice(status: number): VoteNotice {
  return { id: 'vote.error.unreachable', values: { status: String(status) } };
}

export function genericVoteErrorNotice(message: string): VoteNotice {
  return { id: 'vote.error.other', values: { message } };
}

export function voteSuccessNotice(isUpdate: boolean): VoteNotice {
  return isUpdate ? VOTE_UPDATED : VOTE_SUCCESS;
}

/** The notice as the reader reads it. */
export function voteNoticeText(notice: VoteNotice, t: Translate, language: Language): string {
  if (notice.serverSentence && language !== SERVER_LANGUAGE) {
    return t('vote.error.server', { text: t(notice.serverSentence) });
  }
  return t(notice.id, notice.values);
}
