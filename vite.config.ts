import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// With its extension: Node's own loader, Vite's coming default for config files, needs one.
import { compileMessages } from './scripts/vite-compile-messages.ts';

const apiPort = process.env.PORT ?? '8080';

/**
 * React Router's package names only its development build, whose warnings for developers
 * cost every page about half a kilobyte; its production build is the same code with them
 * left out. The built site takes that one; `npm run dev` and the tests keep the warnings.
 */
const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/**
 * The build's launch settings (VITE_LAUNCH_MONTH, VITE_LAUNCH_SEASON; blank when unset) in
 * the page's head, where the server reads them to write the explorer's note as the app
 * will (decision 0158): one build, one note, however the server was started.
 */
function launchMeta(): Plugin {
  let env: Record<string, unknown> = {};
  return {
    name: 'gpvibes-launch-meta',
    configResolved(config) {
      env = config.env;
    },
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: {
          name: 'gpvibes-launch',
          content: `${env.VITE_LAUNCH_MONTH ?? ''}|${env.VITE_LAUNCH_SEASON ?? ''}`,
        },
        injectTo: 'head',
      },
    ],
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), compileMessages(), launchMeta()],
  publicDir: 'src/client/public',
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Every browser the site supports preloads modules itself: no polyfill in the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What two or more screens share (the app's own data, rules and components, with
        // what they need) goes in one chunk rather than a dozen small ones: each chunk is
        // compressed on its own, so many small ones cost the home page about 2 KB more.
        codeSplitting: {
          groups: [
            // What the app's own script loads before any screen goes in with them: every
            // page loads both, one file compresses better than two, and the bundler's
            // runtime needs no chunk of its own (about 0.6 KB less on every page, issue 51).
            { name: 'screens-shared', tags: ['$initial'] },
            {
              name: 'screens-shared',
              // Left out, so no page loads them unasked: a race's full verdict (the crowd's
              // bars, the results verdict), drawn by the explorer and the race page only, and
              // the vote form's session and vote code, which travel in the form's own chunk
              // (the home and a race page taking votes ask for it).
              test: /src[\\/](client[\\/](shared[\\/](?!crowd-breakdown|results-verdict)|data[\\/](?!session|votes-api))|domain[\\/](?!voting[\\/]vote-))/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    host: '127.0.0.1',
    // `npm run dev` gives the API PUBLIC_URL=http://127.0.0.1:5173, the origin its write
    // check accepts (docs/decisions/0054): this port must not drift to another.
    strictPort: true,
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/r': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
}));
