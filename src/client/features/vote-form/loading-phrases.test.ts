import { pickVoteLoadingPhrase, VOTE_LOADING_PHRASES } from './loading-phrases';

const last = VOTE_LOADING_PHRASES.length - 1;

it.each([
  [0, VOTE_LOADING_PHRASES[0]],
  [0.999_999, VOTE_LOADING_PHRASES[last]],
  [1, VOTE_LOADING_PHRASES[last]],
  [-0.5, VOTE_LOADING_PHRASES[0]],
  [Number.NaN, VOTE_LOADING_PHRASES[0]],
])('picks a phrase for random %s', (random, phrase) => {
  expect(pickVoteLoadingPhrase(random)).toBe(phrase);
});
