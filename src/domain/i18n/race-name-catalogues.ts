// Every language's race names in one table, for the server, which writes every race's names
// in each reader's language (API reads, alerts, previews, calendars, feeds). The browser
// never loads it: it shows the names the server wrote (docs/decisions/0157).
import type { Language } from './languages';
import de from './messages/de/race-names';
import en from './messages/en/race-names';
import es from './messages/es/race-names';
import fr from './messages/fr/race-names';
import it from './messages/it/race-names';
import ja from './messages/ja/race-names';
import nl from './messages/nl/race-names';
import ptBR from './messages/pt-BR/race-names';
import type { RaceNameWords } from './race-name-words';

export const RACE_NAME_WORDS: Readonly<Record<Language, RaceNameWords>> = {
  en,
  es,
  'pt-BR': ptBR,
  fr,
  de,
  it,
  nl,
  ja,
};
