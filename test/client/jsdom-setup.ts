import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { activateLanguage } from '../../src/client/i18n/language-store';
import { myRaces } from '../../src/client/shared/my-races/my-races-store';
import { english } from './english';

// A console.error during a component test is a bug (React warnings, failed renders).
beforeEach(() => {
  // Every test starts in English, as main.tsx would for an English browser.
  activateLanguage('en', english);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error during test: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The marks store reads storage once; the next test is a fresh device.
  myRaces.resetForTests();
});
