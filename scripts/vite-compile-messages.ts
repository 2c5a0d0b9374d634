// Compiles each message catalogue at build time, so the browser gets Lingui's compiled form
// and never ships an ICU parser (docs/decisions/0116). Tests and the dev server compile on use.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOGUE_FILE = /\/src\/domain\/i18n\/messages\/[^/]+\/[^/]+\.json$/;

export function compileMessages(): Plugin {
  return {
    name: 'gp-vibes:compile-messages',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE_FILE.test(id.split('?')[0] ?? '')) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, compileMessageOrThrow(message)]),
      );
      // Still JSON, so the bundler's own JSON handling turns it into a module.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
