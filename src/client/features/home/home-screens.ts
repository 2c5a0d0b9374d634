// The home page's screens and the vote form they hold, as one chunk (home-chunk.ts loads it).

export { VoteForm } from '../vote-form/vote-form';
export { HomePage } from './home-page';
export { ShareLanding } from './share-landing';
