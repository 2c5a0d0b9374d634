// The message ids are the English catalogue's keys, so a misspelt id fails the typecheck.
// Messages are ICU MessageFormat: `{season}` for a value, `{count, plural, one {…} other {…}}`.
import type { Language } from '../languages';
import common from './en/common.json';
import explorer from './en/explorer.json';
import home from './en/home.json';
import myRaces from './en/myRaces.json';
import pages from './en/pages.json';
import racePage from './en/racePage.json';
import rankings from './en/rankings.json';
import server from './en/server.json';
import vote from './en/vote.json';

/** Namespaces split the catalogue by who owns the words: one file per namespace and language. */
export const NAMESPACES = [
  'common',
  'home',
  'vote',
  'explorer',
  'pages',
  'myRaces',
  'racePage',
  'rankings',
  'server',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

const english = {
  ...common,
  ...home,
  ...vote,
  ...explorer,
  ...pages,
  ...myRaces,
  ...racePage,
  ...rankings,
  ...server,
};
export type MessageId = keyof typeof english;
export type Catalogue = Record<MessageId, string>;
export type MessageValues = Record<string, string | number>;

/** Formats one message in the reader's language; every text a fan can see goes through one. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** Loads one language's whole catalogue; the client splits each into a chunk of its own. */
export type CatalogueLoader = (language: Language) => Promise<Catalogue>;
