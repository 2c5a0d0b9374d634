// The home page's screens and the vote form they hold, as one chunk (home-chunk.ts loads it).

export { HomePage } from '../features/home/home-page';
export { VoteForm } from '../features/vote-form/vote-form';
