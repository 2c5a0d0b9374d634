import { alertSpoilers, previewText, useSpoilerSeason } from '../test/proof/spoiler-season';
import { findSpoilers } from '../test/proof/spoiler-words';
import { TEST_DATABASES } from '../test/server/test-databases';
import { LANGUAGES } from './domain/i18n/languages';
import * as copy from './domain/site/copy';
import { REASON_TAGS } from './domain/voting/reason-tags';
import { CATALOGUES } from './server/i18n/translators';

// A whole seeded season with votes — races with none, a few, and enough to unlock results —
// and every text that leaves the server about a race: share-link previews (title and meta
// tags), both push alerts, the API's race and tally data and the fixed UI copy. Not one may
// carry a result word or a driver's name. (The rendered pages: e2e/spoiler-safety.spec.ts.)

const CURRENT = '2026-las-vegas-grand-prix';
/** Votes per race cycle through these, so each preview/alert wording is reached. */
const VOTE_COUNTS = [0, 1, 4, 5, 12, 30];

describe('spoiler safety of a seeded season', () => {
  const season = useSpoilerSeason(TEST_DATABASES[0]!, {
    voteCounts: VOTE_COUNTS,
    seed: 2026,
    current: CURRENT,
  });

  it('seeds races in every state the wording depends on', () => {
    expect(season.races.length).toBeGreaterThanOrEqual(40);
    const counts = new Set(Object.values(season.tallies).map((t) => t.totalVotes));
    for (const n of VOTE_COUNTS) expect(counts).toContain(n);
    expect(season.races.some((r) => r.isCurrent)).toBe(true);
  });

  it('keeps every share-link preview free of spoilers', async () => {
    const found: string[] = [];
    for (const race of season.races) {
      const res = await season.app.inject(`/r/${race.id}`);
      expect(res.statusCode).toBe(200);
      const text = previewText(res.body);
      expect(text).toContain('GP'); // the preview really is about the race
      for (const word of findSpoilers(text)) found.push(`${race.id}: ${word}`);
    }
    expect(found).toEqual([]);
  });

  it('keeps both alerts of every race free of spoilers, in every language', () => {
    expect(alertSpoilers(season.races, season.tallies)).toEqual([]);
  });

  it('keeps every share-link preview free of spoilers in every language', async () => {
    const found: string[] = [];
    for (const language of LANGUAGES) {
      for (const race of season.races.slice(0, VOTE_COUNTS.length * 2)) {
        const text = previewText((await season.app.inject(`/r/${race.id}?lang=${language}`)).body);
        for (const word of findSpoilers(text)) found.push(`${language} ${race.id}: ${word}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('keeps the race and tally data the pages are built from free of spoilers', async () => {
    const text = [
      (await season.app.inject('/api/races')).body,
      (await season.app.inject('/api/tallies')).body,
    ].join('\n');
    expect(findSpoilers(text)).toEqual([]);
  });

  // The words a fan reads are the catalogues' (below); what copy.ts holds is English
  // the server and tests share, and the vibe factors' domain values.
  it('keeps the remaining fixed copy and the vibe factors free of spoilers', () => {
    const strings = Object.values(copy).flatMap((value) =>
      typeof value === 'string'
        ? [value]
        : typeof value === 'object'
          ? Object.values(value).filter((v) => typeof v === 'string')
          : [],
    );
    const tags = REASON_TAGS.flatMap((tag) =>
      Object.values(tag).filter((v) => typeof v === 'string'),
    );
    expect(strings.length).toBeGreaterThan(0);
    expect(findSpoilers([...strings, ...tags].join('\n'))).toEqual([]);
  });

  it.each(LANGUAGES)('keeps every message of the %s catalogue free of spoilers', (language) => {
    const messages = Object.values(CATALOGUES[language]);
    expect(messages.length).toBe(Object.keys(CATALOGUES.en).length);
    expect(findSpoilers(messages.join('\n'))).toEqual([]);
  });
});
