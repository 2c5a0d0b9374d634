// Message formatting: ICU plurals and selects by each language's own rules (Intl.PluralRules).
// The browser build compiles every catalogue ahead, so the page ships only our small formatter
// of compiled messages (compiled-message.ts), neither a parser nor Lingui's runtime
// (docs/decisions/0116, 0155).
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { type CompiledMessage, formatCompiled } from './compiled-message';
import type { Language } from './languages';
import type { Catalogue, MessageId, MessageValues, Translate } from './messages/catalogue';

/** Turns an ICU message into Lingui's compiled form; the browser build compiles ahead instead. */
export type MessageCompiler = (message: string) => CompiledMessage;

/**
 * Tests, the development server and scripts load the catalogues as written, so they compile
 * each message on first use, as the server does; only the built site's catalogues come
 * compiled, and its build leaves the parser out.
 */
function defaultCompiler(): MessageCompiler | undefined {
  return import.meta.env?.PROD ? undefined : compileMessage;
}

/**
 * Formats the messages of `catalogue` in `language`: compiled ones as they are, ICU text
 * through `compiler`, compiled once per message. An id the catalogue lacks gives the id.
 */
export function createTranslate(
  language: Language,
  catalogue: Catalogue,
  compiler: MessageCompiler | undefined = defaultCompiler(),
): Translate {
  const messages = catalogue as Partial<Record<MessageId, string | CompiledMessage>>;
  const compiled = new Map<MessageId, CompiledMessage>();
  return (id, values?: MessageValues) => {
    const message = messages[id];
    if (!message) return id;
    if (typeof message !== 'string') return formatCompiled(language, message, values);
    let tokens = compiled.get(id);
    if (!tokens) {
      // Without a compiler an uncompiled message is shown as it is written.
      tokens = compiler ? compiler(message) : [message];
      compiled.set(id, tokens);
    }
    return formatCompiled(language, tokens, values);
  };
}
