// The message ids are the English catalogue's keys, so a misspelt id fails the typecheck.
// Messages are ICU MessageFormat: `{season}` for a value, `{count, plural, one {…} other {…}}`.
import type { Language } from '../languages';
import aboutRatings from './en/aboutRatings.json';
import bellNotes from './en/bellNotes.json';
import common from './en/common.json';
import explorer from './en/explorer.json';
import home from './en/home.json';
import install from './en/install.json';
import installOffer from './en/installOffer.json';
import legal from './en/legal.json';
import menu from './en/menu.json';
import myRaces from './en/myRaces.json';
import racePage from './en/racePage.json';
import rankings from './en/rankings.json';
import server from './en/server.json';
import support from './en/support.json';
import vote from './en/vote.json';
import voteForm from './en/voteForm.json';

/**
 * Namespaces split the catalogue by who owns the words: one file per namespace and language.
 * The site's own pages keep their ids under 'pages.' but each loads only its own words
 * (install, support, legal; aboutRatings for the data score and fair ratings pages, which
 * name each other), and a feature's words loaded on first use keep their namespace's ids
 * (voteForm: the form's progress and answers; bellNotes: 'common.bell.note.'; menu:
 * 'common.menu.'; installOffer: 'common.installOffer.'):
 * message-namespace.ts says which ids each holds.
 */
export const NAMESPACES = [
  'common',
  'home',
  'vote',
  'explorer',
  'install',
  'support',
  'legal',
  'aboutRatings',
  'myRaces',
  'racePage',
  'rankings',
  'server',
  'voteForm',
  'bellNotes',
  'menu',
  'installOffer',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

const english = {
  ...common,
  ...home,
  ...vote,
  ...explorer,
  ...install,
  ...support,
  ...legal,
  ...aboutRatings,
  ...myRaces,
  ...racePage,
  ...rankings,
  ...server,
  ...voteForm,
  ...bellNotes,
  ...menu,
  ...installOffer,
};
export type MessageId = keyof typeof english;
export type Catalogue = Record<MessageId, string>;
export type MessageValues = Record<string, string | number>;

/** Formats one message in the reader's language; every text a fan can see goes through one. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** Loads one language's whole catalogue; the client splits each into a chunk of its own. */
export type CatalogueLoader = (language: Language) => Promise<Catalogue>;
