import type { VoteForm } from './vote-form';

let loading: Promise<typeof VoteForm> | undefined;

/** The vote form's code, a chunk of its own, fetched once however many forms ask for it. */
export function loadVoteForm(): Promise<typeof VoteForm> {
  loading ??= import('./vote-form').then((module) => module.VoteForm);
  // A failed fetch (offline, a new deploy) is asked for again at the next reach.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
