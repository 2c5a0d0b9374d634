// The home page's screens, as one chunk (home-chunk.ts loads it). The vote form is not in
// it: only a day with a race being rated needs it (app.tsx asks for it then).

export { HomePage } from '../features/home/home-page';
