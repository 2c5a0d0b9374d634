// Our formatter against Lingui's core, which formatted every message before it: each message
// of every catalogue file in every language, with values for each placeholder (every plural
// count and exact key, every select option), gives the very same text. Compiled at run time
// (the server, the tests) and compiled ahead as the browser build ships it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupI18n } from '@lingui/core';
import {
  type CompiledMessage,
  compileMessage,
  compileMessageOrThrow,
} from '@lingui/message-utils/compileMessage';
import { LANGUAGES } from './languages';
import type { Catalogue, MessageId, MessageValues } from './messages/catalogue';
import { createTranslate } from './translate';

const DIR = fileURLToPath(new URL('./messages', import.meta.url));
const COUNTS = [0, 1, 2, 5, 21, 1000];

/** Every catalogue file of the language, merged: the files as they are, not an index of them. */
function catalogueOf(language: string): Record<string, string> {
  const files = readdirSync(join(DIR, language)).filter((name) => name.endsWith('.json'));
  return Object.assign(
    {},
    ...files.map((name) => JSON.parse(readFileSync(join(DIR, language, name), 'utf8'))),
  );
}

/** As the browser build ships it: compiled, then written out as JSON. */
function compiledAhead(catalogue: Record<string, string>): Record<string, CompiledMessage> {
  return JSON.parse(
    JSON.stringify(
      Object.fromEntries(
        Object.entries(catalogue).map(([id, message]) => [id, compileMessageOrThrow(message)]),
      ),
    ),
  );
}

/** The values each placeholder of the message is tried with. */
function placeholderValues(message: CompiledMessage): Map<string, (string | number)[]> {
  const found = new Map<string, Set<string | number>>();
  const add = (name: string, values: (string | number)[]) => {
    const set = found.get(name) ?? new Set();
    for (const value of values) set.add(value);
    found.set(name, set);
  };
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, type, options] = token;
      if (type === 'plural' || type === 'selectordinal' || type === 'select') {
        const keys = Object.keys(options as object).filter((key) => key !== 'offset');
        if (type === 'select') add(name, [...keys, 'none of the options']);
        else add(name, [...COUNTS, ...keys.filter((key) => /^\d+$/.test(key)).map(Number)]);
        for (const key of keys) walk((options as Record<string, CompiledMessage>)[key]!);
      } else {
        add(name, [`‹${name}›`, 1000]);
      }
    }
  };
  walk(message);
  return new Map([...found].map(([name, values]) => [name, [...values]]));
}

/** Every combination of the placeholders' values, and no values at all. */
function valueSets(message: CompiledMessage): (MessageValues | undefined)[] {
  let sets: MessageValues[] = [{}];
  for (const [name, values] of placeholderValues(message)) {
    sets = sets.flatMap((set) => values.map((value) => ({ ...set, [name]: value })));
  }
  return [undefined, ...sets];
}

describe.each(LANGUAGES)("our formatter against Lingui's core in %s", (language) => {
  const catalogue = catalogueOf(language);
  const ahead = compiledAhead(catalogue);
  const lingui = setupI18n({ locale: language, messages: { [language]: catalogue } });
  lingui.setMessagesCompiler(compileMessage);
  const linguiAhead = setupI18n({ locale: language, messages: { [language]: ahead } });
  const atRunTime = createTranslate(language, catalogue as Catalogue, compileMessage);
  const builtAhead = createTranslate(language, ahead as unknown as Catalogue);
  const ids = Object.keys(catalogue) as MessageId[];

  it('has messages to compare', () => {
    expect(ids.length).toBeGreaterThan(500);
  });

  it('gives the same text for every message with every value', () => {
    let compared = 0;
    const differences: string[] = [];
    for (const id of ids) {
      for (const values of valueSets(ahead[id]!)) {
        const expected = lingui._(id, values);
        const got = [atRunTime(id, values), builtAhead(id, values), linguiAhead._(id, values)];
        for (const text of got) {
          if (text !== expected) differences.push(`${id} ${JSON.stringify(values)}: ${text}`);
        }
        compared += 1;
      }
    }
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(ids.length);
  });

  it('gives the id for an id the catalogue lacks, as Lingui did', () => {
    const unknown = 'common.noSuchMessage' as MessageId;
    expect(atRunTime(unknown)).toBe(lingui._(unknown));
    expect(builtAhead(unknown, { count: 2 })).toBe(unknown);
  });

  it('has no message whose text Lingui would have unescaped (\\u… or \\x… written out)', () => {
    // Lingui turned such sequences in a formatted text into characters; we show text as it is.
    expect(Object.values(catalogue).filter((message) => message.includes('\\'))).toEqual([]);
  });
});
