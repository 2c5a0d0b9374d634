// Shown while a vote is on its way; the spec leaves the jokes to us. None hints at a result.
export const VOTE_LOADING_PHRASES = [
  'Radioing your verdict to the pit wall...',
  'Box, box: your vote is in the pit lane...',
  'Checking your vote for track limits...',
  'Warming the tyres on your rating...',
  'Sending your vibes down the main straight...',
  'Waiting for the stewards to stamp it...',
] as const;

/** `random` in [0, 1), as from Math.random; out-of-range input still yields a phrase. */
export function pickVoteLoadingPhrase(random: number): string {
  const last = VOTE_LOADING_PHRASES.length - 1;
  const index = Math.min(last, Math.max(0, Math.floor(random * VOTE_LOADING_PHRASES.length)));
  return VOTE_LOADING_PHRASES[index] ?? VOTE_LOADING_PHRASES[0];
}
