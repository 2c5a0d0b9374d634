// Message formatting through Lingui's core: ICU plurals and selects by each language's own rules
// (Intl.PluralRules), and a runtime of a few kilobytes (docs/decisions/0116).
import { type I18n, setupI18n } from '@lingui/core';
import type { Language } from './languages';
import type { Catalogue, MessageValues, Translate } from './messages/catalogue';

/** Turns an ICU message into Lingui's compiled form; the browser build compiles ahead instead. */
export type MessageCompiler = Parameters<I18n['setMessagesCompiler']>[0];

export function createTranslate(
  language: Language,
  catalogue: Catalogue,
  compiler?: MessageCompiler,
): Translate {
  const i18n = setupI18n({ locale: language, messages: { [language]: catalogue } });
  if (compiler) i18n.setMessagesCompiler(compiler);
  return (id, values?: MessageValues) => i18n._(id, values);
}
