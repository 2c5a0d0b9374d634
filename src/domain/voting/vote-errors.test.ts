import {
  AUTH_NETWORK_MESSAGE,
  genericVoteErrorMessage,
  serverErrorMessage,
  UNPARSEABLE_OK_MESSAGE,
  unreachableMessage,
  VOTE_NETWORK_MESSAGE,
  VOTE_SUCCESS_MESSAGE,
  VOTE_UPDATED_MESSAGE,
  voteSuccessMessage,
} from './vote-errors';

describe('vote messages', () => {
  it.each<[string, string, string]>([
    [
      'non-OK with JSON',
      serverErrorMessage('Voting is closed for this race.'),
      'Error: Voting is closed for this race.',
    ],
    [
      'non-OK, body unparseable',
      unreachableMessage(502),
      'Connection error (502): Unable to reach voting service...',
    ],
    [
      'OK but unparseable',
      UNPARSEABLE_OK_MESSAGE,
      'Connection error: Unable to communicate with voting service...',
    ],
    [
      'auth network failure',
      AUTH_NETWORK_MESSAGE,
      'Network error: Unable to connect to authentication service...',
    ],
    [
      'vote network failure',
      VOTE_NETWORK_MESSAGE,
      'Network error: Unable to connect to voting service...',
    ],
    [
      'anything else',
      genericVoteErrorMessage('boom'),
      'An error occurred while submitting your vote: boom',
    ],
    ['first vote', VOTE_SUCCESS_MESSAGE, 'Vote submitted successfully'],
    ['updated vote', VOTE_UPDATED_MESSAGE, 'Vote updated successfully'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each<[boolean, string]>([
    [false, VOTE_SUCCESS_MESSAGE],
    [true, VOTE_UPDATED_MESSAGE],
  ])('isUpdate %s → %s', (isUpdate, message) => {
    expect(voteSuccessMessage(isUpdate)).toBe(message);
  });
});
