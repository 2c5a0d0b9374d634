import de from '../i18n/messages/de/index';
import english from '../i18n/messages/en/index';
import { createTranslate } from '../i18n/translate';
import {
  AUTH_NETWORK,
  genericVoteErrorNotice,
  serverErrorNotice,
  UNPARSEABLE_OK,
  unreachableNotice,
  VOTE_NETWORK,
  VOTE_SUCCESS,
  VOTE_UPDATED,
  type VoteNotice,
  voteNoticeText,
  voteSuccessNotice,
} from './vote-errors';

const en = createTranslate('en', english);
const german = createTranslate('de', de);
const inEnglish = (notice: VoteNotice) => voteNoticeText(notice, en, 'en');
const inGerman = (notice: VoteNotice) => voteNoticeText(notice, german, 'de');

describe('vote messages in English, word for word', () => {
  it.each<[string, VoteNotice, string]>([
    [
      'non-OK with JSON',
      serverErrorNotice('Voting is closed for this race.', 'X', 409),
      'Error: Voting is closed for this race.',
    ],
    [
      'non-OK with JSON and a known code: still the server sentence',
      serverErrorNotice('Voting is not open for the Las Vegas Grand Prix.', 'VOTING_CLOSED', 409),
      'Error: Voting is not open for the Las Vegas Grand Prix.',
    ],
    [
      'non-OK with JSON but no sentence',
      serverErrorNotice(null, undefined, 500),
      'Error: Request failed with status 500',
    ],
    [
      'non-OK, body unparseable',
      unreachableNotice(502),
      'Connection error (502): Unable to reach voting service...',
    ],
    [
      'OK but unparseable',
      UNPARSEABLE_OK,
      'Connection error: Unable to communicate with voting service...',
    ],
    [
      'auth network failure',
      AUTH_NETWORK,
      'Network error: Unable to connect to authentication service...',
    ],
    ['vote network failure', VOTE_NETWORK, 'Network error: Unable to connect to voting service...'],
    [
      'anything else',
      genericVoteErrorNotice('boom'),
      'An error occurred while submitting your vote: boom',
    ],
    ['first vote', VOTE_SUCCESS, 'Vote submitted successfully'],
    ['updated vote', VOTE_UPDATED, 'Vote updated successfully'],
  ])('%s', (_name, notice, expected) => {
    expect(inEnglish(notice)).toBe(expected);
  });

  it.each<[boolean, VoteNotice]>([
    [false, VOTE_SUCCESS],
    [true, VOTE_UPDATED],
  ])('isUpdate %s → its notice', (isUpdate, notice) => {
    expect(voteSuccessNotice(isUpdate)).toBe(notice);
  });
});

describe('vote messages in another language', () => {
  it('words a known server code in the reader language, not the server English', () => {
    const closed = serverErrorNotice('Voting is not open for the X.', 'VOTING_CLOSED', 409);
    expect(inGerman(closed)).toBe(
      german('vote.error.server', { text: german('vote.serverError.votingClosed') }),
    );
    expect(inGerman(closed)).not.toContain('Voting is not open');
  });

  it.each(['TOKEN_EXPIRED', 'CHALLENGE_REQUIRED', 'RATE_LIMITED', 'DATABASE_UNAVAILABLE'])(
    'translates %s',
    (code) => {
      const text = inGerman(serverErrorNotice('English sentence.', code, 400));
      expect(text).not.toContain('English sentence.');
    },
  );

  it('keeps the server sentence of a code this build does not know', () => {
    const notice = serverErrorNotice('Something new.', 'SOMETHING_NEW', 400);
    expect(inGerman(notice)).toBe(german('vote.error.server', { text: 'Something new.' }));
  });

  it('shows its own words for the failures the client itself meets', () => {
    expect(inGerman(VOTE_NETWORK)).toBe(german('vote.networkError'));
    expect(inGerman(VOTE_NETWORK)).not.toBe(inEnglish(VOTE_NETWORK));
  });
});
