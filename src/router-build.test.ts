import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Alias, UserConfig } from 'vite';
import viteConfig from '../vite.config';

// The built site takes React Router's production code, without the warnings for developers
// (about half a kilobyte on every page's first load, issue 51). A config that lost the alias,
// or an import by another name that the alias does not catch, would bring them back, and the
// second would put two routers with two contexts on one page.

type ConfigFor = (env: { command: 'build' | 'serve'; mode: string }) => UserConfig;

function routerAlias(command: 'build' | 'serve'): Alias | undefined {
  const { resolve } = (viteConfig as ConfigFor)({ command, mode: 'production' });
  return ((resolve?.alias ?? []) as Alias[]).find(
    (alias) => String(alias.find) === '/^react-router$/',
  );
}

function clientSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return clientSources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the browser build's router", () => {
  it("is React Router's production code, its developers' warnings switched off", () => {
    const alias = routerAlias('build');
    expect(alias).toBeDefined();
    const dir = join(alias!.replacement, '..');
    const code = readdirSync(dir)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(join(dir, file), 'utf8'));
    expect(code.some((text) => text.includes('var ENABLE_DEV_WARNINGS = false;'))).toBe(true);
  });

  it('keeps the warnings for `npm run dev` and the tests', () => {
    expect(routerAlias('serve')).toBeUndefined();
  });

  it('is imported by its bare name alone, so the alias catches every import', () => {
    const other = clientSources('src/client').filter((path) =>
      /from 'react-router\/[^']*'/.test(readFileSync(path, 'utf8')),
    );
    expect(other).toEqual([]);
  });
});
