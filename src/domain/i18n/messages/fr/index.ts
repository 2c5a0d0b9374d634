// One language's catalogue, the namespaces merged; catalogues.test.ts checks that every
// language has every message of the English.
import type { Catalogue } from '../catalogue';
import aboutRatings from './aboutRatings.json';
import bellNotes from './bellNotes.json';
import common from './common.json';
import explorer from './explorer.json';
import home from './home.json';
import install from './install.json';
import installOffer from './installOffer.json';
import legal from './legal.json';
import menu from './menu.json';
import myRaces from './myRaces.json';
import racePage from './racePage.json';
import rankings from './rankings.json';
import server from './server.json';
import support from './support.json';
import vote from './vote.json';
import voteForm from './voteForm.json';

const catalogue: Catalogue = {
  ...common,
  ...bellNotes,
  ...menu,
  ...installOffer,
  ...home,
  ...vote,
  ...voteForm,
  ...explorer,
  ...install,
  ...support,
  ...legal,
  ...aboutRatings,
  ...myRaces,
  ...racePage,
  ...rankings,
  ...server,
} as Catalogue;
export default catalogue;
