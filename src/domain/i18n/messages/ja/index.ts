// One language's catalogue, the namespaces merged; catalogues.test.ts checks that every
// language has every message of the English.
import type { Catalogue } from '../catalogue';
import common from './common.json';
import explorer from './explorer.json';
import home from './home.json';
import myRaces from './myRaces.json';
import pages from './pages.json';
import racePage from './racePage.json';
import rankings from './rankings.json';
import server from './server.json';
import vote from './vote.json';

const catalogue: Catalogue = {
  ...common,
  ...home,
  ...vote,
  ...explorer,
  ...pages,
  ...myRaces,
  ...racePage,
  ...rankings,
  ...server,
} as Catalogue;
export default catalogue;
