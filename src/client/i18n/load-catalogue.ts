// Each language is a chunk of its own: a fan downloads only the catalogue of the language
// the page is in (docs/decisions/0116).
import type { Language } from '../../domain/i18n/languages';
import type { Catalogue } from '../../domain/i18n/messages/catalogue';

type Module = { default: Catalogue };

const LOADERS: Record<Language, () => Promise<Module>> = {
  en: () => import('../../domain/i18n/messages/en/index'),
  es: () => import('../../domain/i18n/messages/es/index'),
  'pt-BR': () => import('../../domain/i18n/messages/pt-BR/index'),
  fr: () => import('../../domain/i18n/messages/fr/index'),
  de: () => import('../../domain/i18n/messages/de/index'),
  it: () => import('../../domain/i18n/messages/it/index'),
  nl: () => import('../../domain/i18n/messages/nl/index'),
  ja: () => import('../../domain/i18n/messages/ja/index'),
};

export async function loadCatalogue(language: Language): Promise<Catalogue> {
  return (await LOADERS[language]()).default;
}
