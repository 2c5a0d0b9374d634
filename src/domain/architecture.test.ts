// The domain is shared by server and client, so it must run anywhere: no Node APIs, no
// React, no browser globals, no reading the clock or randomness inside a rule.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const DOMAIN_DIR = fileURLToPath(new URL('.', import.meta.url));
const ALLOWED_PACKAGES = new Set(['zod']);

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
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g,
    /\brequire\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[1] ?? ''));
}

function isAllowed(specifier: string): boolean {
  // Only sibling domain files: './x', never '../' out of the domain.
  if (specifier.startsWith('./')) return !specifier.includes('..');
  return ALLOWED_PACKAGES.has(specifier);
}

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

  it.each(files)('%s imports only domain files and zod', (_name, path) => {
    const bad = importSpecifiers(withoutComments(readFileSync(path, 'utf8'))).filter(
      (s) => !isAllowed(s),
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

  it.each<[string, boolean]>([
    ['./tally', true],
    ['zod', true],
    ['../server/db', false],
    ['./../client/x', false],
    ['node:fs', false],
    ['react', false],
    ['zod/v4/core', false],
  ])('%s allowed: %s', (specifier, allowed) => {
    expect(isAllowed(specifier)).toBe(allowed);
  });
});
