import { PRODUCT_NAME } from '../constants';
import type { Language } from '../i18n/languages';
import de from '../i18n/messages/de/index';
import en from '../i18n/messages/en/index';
import fr from '../i18n/messages/fr/index';
import ja from '../i18n/messages/ja/index';
import { createTranslate } from '../i18n/translate';
import { FIRST_LIVE_SEASON } from '../races/shown-seasons';
import {
  DEFAULT_LAUNCH_MONTH,
  DEFAULT_LAUNCH_SEASON,
  explorerNote,
  hasArchiveSeasons,
  monthOfSeason,
} from './explorer-note';

const LAUNCH = { month: DEFAULT_LAUNCH_MONTH, season: DEFAULT_LAUNCH_SEASON };

describe('monthOfSeason', () => {
  it.each([
    ['en', 'May', 2025, 'May 2025'],
    ['en', ' june ', 2026, 'June 2026'],
    ['en', 'Maytember', 2025, 'Maytember 2025'],
    ['de', 'May', 2025, 'Mai 2025'],
    ['fr', 'May', 2025, 'mai 2025'],
    ['ja', 'May', 2025, '2025年5月'],
  ] as const)('writes %s %j %i as %j', (language, month, season, text) => {
    expect(monthOfSeason(month, season, language)).toBe(text);
  });
});

describe('hasArchiveSeasons', () => {
  it.each([
    [[], false],
    [[FIRST_LIVE_SEASON + 1, FIRST_LIVE_SEASON], false],
    [[FIRST_LIVE_SEASON, FIRST_LIVE_SEASON - 1], true],
    [[1950], true],
  ])('%j → %s', (seasons, archive) => {
    expect(hasArchiveSeasons(seasons)).toBe(archive);
  });
});

describe('explorerNote', () => {
  const catalogues = { en, de, fr, ja } as const;
  const t = (language: keyof typeof catalogues) =>
    createTranslate(language as Language, catalogues[language]);

  it('names the product and its launch month, in the archive’s words once there is one', () => {
    expect(explorerNote(t('en'), 'en', LAUNCH, false)).toBe(
      `Ratings exist only for races since ${PRODUCT_NAME} launched in May 2025; earlier races are not listed.`,
    );
    expect(explorerNote(t('en'), 'en', LAUNCH, true)).toBe(
      `Fans have rated races since ${PRODUCT_NAME} launched in May 2025; older seasons are rated by their results (AI rating) and fans.`,
    );
  });

  it.each(['de', 'fr', 'ja'] as const)('writes the launch month in %s', (language) => {
    const note = explorerNote(t(language), language, LAUNCH, true);
    expect(note).toContain(monthOfSeason(DEFAULT_LAUNCH_MONTH, DEFAULT_LAUNCH_SEASON, language));
    expect(note).not.toContain('{');
  });
});
