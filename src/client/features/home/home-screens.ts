// The home page's screens as one chunk (home-chunk.ts loads it).
export { HomePage } from './home-page';
export { ShareLanding } from './share-landing';
