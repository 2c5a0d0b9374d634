// Nothing lost in translation: every language has every message, each message parses as
// ICU, and each keeps the placeholders of its English original.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LANGUAGES } from '../languages';
import { namespaceOfMessage } from '../message-namespace';
import { NAMESPACES } from './catalogue';

const DIR = fileURLToPath(new URL('.', import.meta.url));

function namespaceFile(language: string, namespace: string): Record<string, string> {
  return JSON.parse(readFileSync(join(DIR, language, `${namespace}.json`), 'utf8'));
}

/** The names a message fills in, sorted, with the kind of each (plain, plural, select…). */
function placeholders(message: CompiledMessage): string[] {
  const found = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, type, format] = token;
      found.add(`${name}:${type ?? 'text'}`);
      if (format && typeof format === 'object') {
        for (const [key, choice] of Object.entries(format)) {
          if (key !== 'offset' && Array.isArray(choice)) walk(choice as CompiledMessage);
        }
      }
    }
  };
  walk(message);
  return [...found].sort();
}

const english = Object.fromEntries(NAMESPACES.map((ns) => [ns, namespaceFile('en', ns)]));
const cases = LANGUAGES.flatMap((language) => NAMESPACES.map((ns) => [language, ns] as const));

describe('message catalogues', () => {
  it('has English messages to check', () => {
    const count = Object.values(english).reduce((n, file) => n + Object.keys(file).length, 0);
    expect(count).toBeGreaterThan(0);
  });

  // The client loads a route's words by namespace and checks by id which it holds.
  it('gives each message id to the namespace its id names', () => {
    for (const ns of NAMESPACES) {
      for (const id of Object.keys(english[ns] ?? {}))
        expect([id, namespaceOfMessage(id)]).toEqual([id, ns]);
    }
  });

  it.each(cases)('%s %s has exactly the English ids', (language, ns) => {
    expect(Object.keys(namespaceFile(language, ns)).sort()).toEqual(
      Object.keys(english[ns] ?? {}).sort(),
    );
  });

  it.each(cases)('%s %s keeps every placeholder of the English', (language, ns) => {
    const translated = namespaceFile(language, ns);
    for (const [id, source] of Object.entries(english[ns] ?? {})) {
      const message = translated[id];
      expect(typeof message, id).toBe('string');
      expect(message?.trim(), id).not.toBe('');
      expect(placeholders(compileMessageOrThrow(message as string)), id).toEqual(
        placeholders(compileMessageOrThrow(source)),
      );
    }
  });
});

describe('placeholders()', () => {
  it.each([
    ['Hello', []],
    ['Recent GP races of the {season} season', ['season:text']],
    ['{count, plural, one {# vote} other {# votes}}', ['count:plural']],
    ['{n, plural, one {{who} voted} other {{who} and # more}}', ['n:plural', 'who:text']],
  ])('%s fills %j', (message, names) => {
    expect(placeholders(compileMessageOrThrow(message))).toEqual(names);
  });
});
