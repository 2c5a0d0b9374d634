// The words a fan reads in each language, for journeys that find things by role and name:
// the same catalogues and formatter the site uses, so a journey follows the messages. The
// catalogues are read as files: the journey runner does not import JSON modules.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Language } from '../../src/domain/i18n/languages';
import type { Catalogue, Translate } from '../../src/domain/i18n/messages/catalogue';
import { createTranslate } from '../../src/domain/i18n/translate';

const MESSAGES_DIR = fileURLToPath(new URL('../../src/domain/i18n/messages', import.meta.url));

export function catalogueOf(language: Language): Catalogue {
  const dir = join(MESSAGES_DIR, language);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8'))),
  ) as Catalogue;
}

export function wordsIn(language: Language): Translate {
  return createTranslate(language, catalogueOf(language), compileMessage);
}
