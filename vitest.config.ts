import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
          include: [
            'src/domain/**/*.test.ts',
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
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['test/client/jsdom-setup.ts'],
          // Tests that wait for code loaded on demand allow it seconds on a loaded machine
          // (their findBy waits); the whole test must be allowed at least as long.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
