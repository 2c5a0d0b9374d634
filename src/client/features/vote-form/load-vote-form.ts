import { wordsReady } from '../../i18n/choose-language';
import type { VoteForm } from './vote-form';

let code: Promise<typeof VoteForm> | undefined;

/**
 * The vote form's code, a chunk of its own, fetched once however many forms ask for it, and
 * the words only the form says (its answers), fetched beside it in the page's language.
 */
export function loadVoteForm(): Promise<typeof VoteForm> {
  code ??= import('./vote-form').then((module) => module.VoteForm);
  // A failed fetch (offline, a new deploy) is asked for again at the next reach.
  code.catch(() => {
    code = undefined;
  });
  return Promise.all([code, wordsReady('voteForm')]).then(([form]) => form);
}
