// The server's texts (alerts, share previews, the calendar, the feed, the embed) in any of
// our languages. All catalogues are loaded once; each is compiled message by message on first use.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, type Language } from '../../domain/i18n/languages';
import type { Catalogue, Translate } from '../../domain/i18n/messages/catalogue';
import de from '../../domain/i18n/messages/de/index';
import en from '../../domain/i18n/messages/en/index';
import es from '../../domain/i18n/messages/es/index';
import fr from '../../domain/i18n/messages/fr/index';
import it from '../../domain/i18n/messages/it/index';
import ja from '../../domain/i18n/messages/ja/index';
import nl from '../../domain/i18n/messages/nl/index';
import ptBR from '../../domain/i18n/messages/pt-BR/index';
import { createTranslate } from '../../domain/i18n/translate';

export const CATALOGUES: Record<Language, Catalogue> = { en, es, 'pt-BR': ptBR, fr, de, it, nl, ja };

const translators = new Map<Language, Translate>(
  LANGUAGES.map((language) => [
    language,
    createTranslate(language, CATALOGUES[language], compileMessage),
  ]),
);

export function translatorFor(language: Language): Translate {
  return translators.get(language) ?? (translators.get('en') as Translate);
}
