import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Component tests that need what a context of their own lacks (CompressionStream, Web
 * Crypto on Node's own typed arrays, a spied-on `performance`): each in a process of its own.
 */
const BROWSER_REALM_FILES = [
  'src/client/app/register-service-worker.test.ts',
  'src/client/data/challenge-solution.test.ts',
  'src/client/data/sha256-search.test.ts',
  'src/client/features/home/use-loading-gate.test.ts',
  'src/client/features/my-races/device-link-import.test.tsx',
];

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    restoreMocks: true,
    // Vitest's default on two cores is one worker: every file in turn. Most files wait on
    // a database, a server or a child process, not on a core, so two at a time take about
    // two thirds of the time (795 s of files in 550 s here); each test waits on its own
    // condition with deadlines sized for a loaded machine, never on time.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // A worker keeps the modules it loaded from one file to the next: importing the
          // server's code afresh for each of ~150 files cost more than a third of their time.
          // Every file builds its own apps, databases and servers, and no file mocks a module.
          isolate: false,
          include: [
            'src/server/**/*.test.ts',
            'src/*.test.ts',
            'test/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The rules: pure, so each file runs in a fresh context of a worker that stays
          // (vmThreads) instead of a process of its own.
          name: 'domain',
          environment: 'node',
          pool: 'vmThreads',
          include: ['src/domain/**/*.test.ts'],
          // A few rule tests replay thousands of votes (the fair count's large races): a
          // second or two on an idle machine, past Vitest's 5 s on one as loaded as CI.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // Each file gets a fresh jsdom in a fresh context (vmThreads): starting a process
          // and loading jsdom anew for each of ~90 files cost more than their tests.
          name: 'client',
          environment: 'jsdom',
          pool: 'vmThreads',
          include: ['src/client/**/*.test.{ts,tsx}'],
          exclude: BROWSER_REALM_FILES,
          setupFiles: ['test/client/jsdom-setup.ts'],
          // Tests that wait for code loaded on demand allow it seconds on a loaded machine
          // (their findBy waits); the whole test must be allowed at least as long.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client-own-process',
          environment: 'jsdom',
          include: BROWSER_REALM_FILES,
          setupFiles: ['test/client/jsdom-setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
