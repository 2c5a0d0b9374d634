// The words every page needs before its first render, one chunk in the browser build: the
// chrome and the vote namespace with the shared vocabulary every list of races uses. Race
// names come written by the server (docs/decisions/0157).
import common from './common.json';
import vote from './vote.json';

export default { ...common, ...vote };

/**
 * Where each route's own words are, in this language: named here rather than in the app's
 * script, so a fan's first load carries the chunk names of one language, not of all eight.
 * One per route namespace (load-catalogue.ts's type checks that none is missing).
 */
export const routeWords = {
  home: () => import('./home.json'),
  explorer: () => import('./explorer.json'),
  install: () => import('./install.json'),
  support: () => import('./support.json'),
  legal: () => import('./legal.json'),
  aboutRatings: () => import('./aboutRatings.json'),
  myRaces: () => import('./myRaces.json'),
  racePage: () => import('./racePage.json'),
  rankings: () => import('./rankings.json'),
  voteForm: () => import('./voteForm.json'),
  bellNotes: () => import('./bellNotes.json'),
  menu: () => import('./menu.json'),
  installOffer: () => import('./installOffer.json'),
};
