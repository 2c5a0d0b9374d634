// The domain is shared by server and client, so it must run anywhere: no Node APIs, no
// React, no browser globals, no reading the clock or randomness inside a rule.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const DOMAIN_DIR = fileURLToPath(new URL('.', import.meta.url));
// Lingui's message compiler turns ICU text into data, pure and the same on both sides (tests
// and the development server compile with it; the built site's catalogues come compiled).
const ALLOWED_PACKAGES = new Set(['zod', '@lingui/message-utils/compileMessage']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function importSpecifiers(source: string): string[] {
  const patterns = [
    /\b(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    // A bare import is a statement of its own: a string that ends in 'import' is not one.
    /(?:^|;)\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g,
    /\brequire\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[1] ?? ''));
}

/** Whether the domain file `from` may import `specifier`: other domain files and the allowed packages. */
function isAllowed(specifier: string, from: string): boolean {
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    return resolve(dirname(from), specifier).startsWith(DOMAIN_DIR);
  }
  return ALLOWED_PACKAGES.has(specifier);
}

/** The files that stay at the top of src/domain: what every topic shares. */
const TOP_LEVEL_FILES = ['README.md', 'architecture.test.ts', 'constants.ts', 'types.ts'];

const FORBIDDEN_CALLS: [string, RegExp][] = [
  ['Date.now()', /\bDate\.now\s*\(/],
  ['new Date() without a time', /\bnew\s+Date\s*\(\s*\)/],
  ['Math.random()', /\bMath\.random\s*\(/],
  ['process', /\bprocess\./],
];

const HOST_GLOBALS = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'globalThis',
];

/** Host globals used in the file, unless the file binds that name itself (a parameter called window). */
function hostGlobalsUsed(source: string): string[] {
  return HOST_GLOBALS.filter((name) => {
    const used = new RegExp(`(?<![.\\w$])${name}\\s*\\.`).test(source);
    const bound = new RegExp(
      `\\b(?:const|let|var|function)\\s+${name}\\b|[(,]\\s*${name}\\s*[:,)=?]`,
    ).test(source);
    return used && !bound;
  });
}

const files = sourceFiles(DOMAIN_DIR).map((path) => [relative(DOMAIN_DIR, path), path] as const);

describe('src/domain stays pure', () => {
  it('has source files to check', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)('%s imports only domain files and the allowed packages', (_name, path) => {
    const bad = importSpecifiers(withoutComments(readFileSync(path, 'utf8'))).filter(
      (s) => !isAllowed(s, path),
    );
    expect(bad).toEqual([]);
  });

  it.each(files)('%s does not read the clock, randomness or host globals', (_name, path) => {
    const source = withoutComments(readFileSync(path, 'utf8'));
    const used = FORBIDDEN_CALLS.filter(([, pattern]) => pattern.test(source)).map(
      ([name]) => name,
    );
    expect([...used, ...hostGlobalsUsed(source)]).toEqual([]);
  });
});

describe('the purity checks themselves', () => {
  it.each<[string, string[]]>([
    ["import { z } from 'zod';", ['zod']],
    ["import type { Race } from './types';", ['./types']],
    ["export { a } from './b';", ['./b']],
    ["import 'node:fs';", ['node:fs']],
    ["const x = await import('react');", ['react']],
    ["import {\n  readFile,\n} from 'node:fs/promises';", ['node:fs/promises']],
  ])('finds the imports of %j', (source, specifiers) => {
    expect(importSpecifiers(source)).toEqual(specifiers);
  });

  it.each<[string, string[]]>([
    ['const w = window.innerWidth;', ['window']],
    ['localStorage.getItem(key)', ['localStorage']],
    ['function f(window: VotingWindow) { return window.opensAt; }', []],
    ['const s = tally.document.x;', []],
  ])('host globals in %j: %j', (source, names) => {
    expect(hostGlobalsUsed(source)).toEqual(names);
  });

  const TOPIC_FILE = join(DOMAIN_DIR, 'voting', 'vote.ts');
  const TOP_FILE = join(DOMAIN_DIR, 'constants.ts');
  it.each<[string, string, boolean]>([
    ['./tally', TOPIC_FILE, true],
    ['../constants', TOPIC_FILE, true],
    ['../races/race-phase', TOPIC_FILE, true],
    ['./voting/tally', TOP_FILE, true],
    ['zod', TOPIC_FILE, true],
    ['../../server/db', TOPIC_FILE, false],
    ['../server/db', TOP_FILE, false],
    ['./../client/x', TOP_FILE, false],
    ['node:fs', TOPIC_FILE, false],
    ['react', TOPIC_FILE, false],
    ['zod/v4/core', TOPIC_FILE, false],
  ])('%s from %s allowed: %s', (specifier, from, allowed) => {
    expect(isAllowed(specifier, from)).toBe(allowed);
  });

  it('keeps only what every topic shares at its top; each rule lives in its topic folder', () => {
    const top = readdirSync(DOMAIN_DIR, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
    expect(top).toEqual(TOP_LEVEL_FILES);
  });
});
