// Test support: every language's whole catalogue, for tests that walk all eight.
import type { Language } from '../../src/domain/i18n/languages';
import type { Catalogue } from '../../src/domain/i18n/messages/catalogue';
import german from '../../src/domain/i18n/messages/de/index';
import english from '../../src/domain/i18n/messages/en/index';
import spanish from '../../src/domain/i18n/messages/es/index';
import french from '../../src/domain/i18n/messages/fr/index';
import italian from '../../src/domain/i18n/messages/it/index';
import japanese from '../../src/domain/i18n/messages/ja/index';
import dutch from '../../src/domain/i18n/messages/nl/index';
import portuguese from '../../src/domain/i18n/messages/pt-BR/index';

export const CATALOGUES: Record<Language, Catalogue> = {
  en: english,
  es: spanish,
  'pt-BR': portuguese,
  fr: french,
  de: german,
  it: italian,
  nl: dutch,
  ja: japanese,
};
