// Formats a message already compiled to Lingui's form (@lingui/message-utils): an array of
// text and placeholder tokens. Plurals follow the language's own rules (Intl.PluralRules), `#`
// is the count in the language's digits; nothing here parses ICU (docs/decisions/0155).
import type { MessageValues } from './messages/catalogue';

/**
 * A value `["name"]`, or a choice `["count", "plural", { one: [...], other: [...] }]` (also
 * "selectordinal" and "select"; "=0" is compiled to the key "0", and `offset` sits beside
 * the branches). `#` inside a plural branch stands for the count.
 */
export type CompiledToken = string | readonly [name: string, type?: string, format?: unknown];
export type CompiledMessage = readonly CompiledToken[];

type Choices = Record<string, unknown> & { offset?: number };

const formatters = new Map<string, Intl.PluralRules | Intl.NumberFormat>();

function cached<T extends Intl.PluralRules | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The branch named `key`, never the offset beside the branches nor an object's own methods. */
function branch(choices: Choices, key: unknown): CompiledMessage | undefined {
  const name = String(key);
  return name !== 'offset' && Object.hasOwn(choices, name)
    ? (choices[name] as CompiledMessage)
    : undefined;
}

function format(
  tokens: CompiledMessage,
  language: string,
  values: MessageValues,
  count?: number,
): string {
  let text = '';
  for (const token of tokens) {
    if (typeof token === 'string') {
      text +=
        token === '#' && count !== undefined
          ? cached(`n${language}`, () => new Intl.NumberFormat(language)).format(count)
          : token;
      continue;
    }
    const [name, type, options] = token;
    const value = values[name];
    let part: unknown = value;
    if (type === 'plural' || type === 'selectordinal' || type === 'select') {
      const choices = options as Choices;
      let chosen = branch(choices, value);
      let n: number | undefined;
      if (type !== 'select') {
        // The exact key ("=5") looks at the value itself, the language's rule at the value
        // less the offset, which is also what `#` shows.
        n = Number(value) - (choices.offset ?? 0);
        const ordinal = type === 'selectordinal';
        chosen ??= branch(
          choices,
          cached(
            `${ordinal ? 'o' : 'c'}${language}`,
            () => new Intl.PluralRules(language, { type: ordinal ? 'ordinal' : 'cardinal' }),
          ).select(n),
        );
      }
      chosen ??= branch(choices, 'other');
      part = chosen && format(chosen, language, values, n);
    }
    // A value not given leaves nothing; any other format (none of our messages has one)
    // shows the value as it is.
    if (part != null) text += part;
  }
  return text;
}

/** The message in `language`, with `values` filled in; one plain text costs no formatting. */
export function formatCompiled(
  language: string,
  message: CompiledMessage,
  values: MessageValues = {},
): string {
  const [first] = message;
  if (message.length === 1 && typeof first === 'string') return first;
  return format(message, language, values);
}
