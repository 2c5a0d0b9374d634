import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createPrng, randomVote } from '../test/proof/prng';
import { findSpoilers } from '../test/proof/spoiler-words';
import { type ScratchDatabase, TEST_DATABASES } from '../test/server/test-databases';
import { ALERT_KINDS, alertPayload } from './domain/alerts/alert-texts';
import { LANGUAGES } from './domain/i18n/languages';
import * as copy from './domain/site/copy';
import type { Race, Tally } from './domain/types';
import { REASON_TAGS } from './domain/voting/reason-tags';
import { buildApp } from './server/app';
import { loadConfig } from './server/config/config';
import type { Database } from './server/db/connect';
import { CATALOGUES, translatorFor } from './server/i18n/translators';
import { openReadyDatabase } from './server/open-ready';
import { createVotesRepo } from './server/votes/votes-repo';

// A whole seeded season with votes — races with none, a few, and enough to unlock results —
// and every text that leaves the server about a race: share-link previews (title and meta
// tags), both push alerts, the API's race and tally data and the fixed UI copy. Not one may
// carry a result word or a driver's name. (The rendered pages: e2e/spoiler-safety.spec.ts.)

const CURRENT = '2026-las-vegas-grand-prix';
/** Votes per race cycle through these, so each preview/alert wording is reached. */
const VOTE_COUNTS = [0, 1, 4, 5, 12, 30];

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The title and every meta tag's content: what a crawler or chat app shows of a link. */
function previewText(html: string): string {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
  const metas = [...html.matchAll(/<meta [^>]*content="([^"]*)"/g)].map((m) => m[1]);
  return decode([title, ...metas].join('\n'));
}

describe('spoiler safety of a seeded season', () => {
  let scratch: ScratchDatabase;
  let database: Database;
  let app: FastifyInstance;
  let clientDir: string;
  let races: Race[];
  let tallies: Record<string, Tally>;

  beforeAll(async () => {
    scratch = await TEST_DATABASES[0]!.create();
    clientDir = mkdtempSync(join(tmpdir(), 'gpvibes-spoilers-'));
    writeFileSync(
      join(clientDir, 'index.html'),
      '<!doctype html><html><head><meta name="description" content="generic" /><title>GP Vibes</title></head><body><div id="root"></div></body></html>',
    );
    const config = loadConfig({
      DATABASE_URL: scratch.url,
      SCHEDULER: 'off',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'https://gpvibes.example',
    });
    database = await openReadyDatabase(config.databaseUrl);
    app = await buildApp({ config, database, clientDir, logger: false });
    await app.deps.races.setCurrent(CURRENT, true, { manual: true });
    const votes = createVotesRepo(database, app.deps.changes);
    const prng = createPrng(2026);
    for (const [index, race] of (await app.deps.races.list()).entries()) {
      const count = VOTE_COUNTS[index % VOTE_COUNTS.length]!;
      for (let fan = 0; fan < count; fan += 1) {
        await votes.recordVote({ ...randomVote(prng, race.id), userId: `fan-${index}-${fan}` });
      }
    }
    races = await app.deps.races.list();
    tallies = await app.deps.tallies.listAll();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await scratch?.drop();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('seeds races in every state the wording depends on', () => {
    expect(races.length).toBeGreaterThanOrEqual(40);
    const counts = new Set(Object.values(tallies).map((t) => t.totalVotes));
    for (const n of VOTE_COUNTS) expect(counts).toContain(n);
    expect(races.some((r) => r.isCurrent)).toBe(true);
  });

  it('keeps every share-link preview free of spoilers', async () => {
    const found: string[] = [];
    for (const race of races) {
      const res = await app.inject(`/r/${race.id}`);
      expect(res.statusCode).toBe(200);
      const text = previewText(res.body);
      expect(text).toContain('GP'); // the preview really is about the race
      for (const word of findSpoilers(text)) found.push(`${race.id}: ${word}`);
    }
    expect(found).toEqual([]);
  });

  it('keeps both alerts of every race free of spoilers, in every language', () => {
    const found: string[] = [];
    for (const language of LANGUAGES) {
      const reader = { t: translatorFor(language), language };
      for (const race of races) {
        for (const kind of ALERT_KINDS) {
          const alert = alertPayload(kind, race, tallies[race.id]!, reader);
          for (const word of findSpoilers(`${alert.title}\n${alert.body}`))
            found.push(`${language} ${race.id} ${kind}: ${word}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('keeps every share-link preview free of spoilers in every language', async () => {
    const found: string[] = [];
    for (const language of LANGUAGES) {
      for (const race of races.slice(0, VOTE_COUNTS.length * 2)) {
        const text = previewText((await app.inject(`/r/${race.id}?lang=${language}`)).body);
        for (const word of findSpoilers(text)) found.push(`${language} ${race.id}: ${word}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('keeps the race and tally data the pages are built from free of spoilers', async () => {
    const text = [
      (await app.inject('/api/races')).body,
      (await app.inject('/api/tallies')).body,
    ].join('\n');
    expect(findSpoilers(text)).toEqual([]);
  });

  // The words a fan reads are the catalogues' (below); what copy.ts still holds is English
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
