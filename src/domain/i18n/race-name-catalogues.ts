// Every language's race names in one table, for the server, which writes in each reader's
// language (alerts, previews, calendars, feeds). The browser loads only its page's language,
// with the words every page needs (messages/<language>/first-load.ts), never this table.
import type { Language } from './languages';
import deArchive from './messages/de/archive-race-names';
import de from './messages/de/race-names';
import en from './messages/en/race-names';
import esArchive from './messages/es/archive-race-names';
import es from './messages/es/race-names';
import frArchive from './messages/fr/archive-race-names';
import fr from './messages/fr/race-names';
import itArchive from './messages/it/archive-race-names';
import it from './messages/it/race-names';
import jaArchive from './messages/ja/archive-race-names';
import ja from './messages/ja/race-names';
import nlArchive from './messages/nl/archive-race-names';
import nl from './messages/nl/race-names';
import ptBRArchive from './messages/pt-BR/archive-race-names';
import ptBR from './messages/pt-BR/race-names';
import { type RaceNameWords, withArchiveWords } from './race-name-words';

/**
 * Each language's words, its archive's included (English's are one file: the calendars' own).
 * Each merge is marked pure: a browser chunk that imports a module beside this table but not
 * the table leaves all eight languages out.
 */
export const RACE_NAME_WORDS: Readonly<Record<Language, RaceNameWords>> = {
  en,
  es: /* @__PURE__ */ withArchiveWords(es, esArchive),
  'pt-BR': /* @__PURE__ */ withArchiveWords(ptBR, ptBRArchive),
  fr: /* @__PURE__ */ withArchiveWords(fr, frArchive),
  de: /* @__PURE__ */ withArchiveWords(de, deArchive),
  it: /* @__PURE__ */ withArchiveWords(it, itArchive),
  nl: /* @__PURE__ */ withArchiveWords(nl, nlArchive),
  ja: /* @__PURE__ */ withArchiveWords(ja, jaArchive),
};

/** Each language's words for the calendars' races alone: what every page loads first. */
export const CALENDAR_RACE_NAME_WORDS: Readonly<Record<Language, RaceNameWords>> = {
  en,
  es,
  'pt-BR': ptBR,
  fr,
  de,
  it,
  nl,
  ja,
};
