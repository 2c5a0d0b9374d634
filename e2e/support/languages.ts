// The words a fan reads in each language, for journeys that find things by role and name:
// the same catalogues and formatter the site uses, so a journey follows the messages.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Language } from '../../src/domain/i18n/languages';
import type { Translate } from '../../src/domain/i18n/messages/catalogue';
import { createTranslate } from '../../src/domain/i18n/translate';
import { CATALOGUES } from '../../src/server/i18n/translators';

export function wordsIn(language: Language): Translate {
  return createTranslate(language, CATALOGUES[language], compileMessage);
}
