// What the vote form says when submitting goes wrong, and when it goes right.

export const VOTE_SUCCESS_MESSAGE = 'Vote submitted successfully';
export const VOTE_UPDATED_MESSAGE = 'Vote updated successfully';
export const UNPARSEABLE_OK_MESSAGE =
  'Connection error: Unable to communicate with voting service...';
export const AUTH_NETWORK_MESSAGE = 'Network error: Unable to connect to authentication service...';
export const VOTE_NETWORK_MESSAGE = 'Network error: Unable to connect to voting service...';

/** Non-OK response with a JSON body: the server's own sentence, which never holds internals. */
export function serverErrorMessage(text: string): string {
  return `Error: ${text}`;
}

/** Non-OK response whose body is not JSON: a proxy or outage answered, not our server. */
export function unreachableMessage(status: number): string {
  return `Connection error (${status}): Unable to reach voting service...`;
}

export function genericVoteErrorMessage(message: string): string {
  return `An error occurred while submitting your vote: ${message}`;
}

export function voteSuccessMessage(isUpdate: boolean): string {
  return isUpdate ? VOTE_UPDATED_MESSAGE : VOTE_SUCCESS_MESSAGE;
}
