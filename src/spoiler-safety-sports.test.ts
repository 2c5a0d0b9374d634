import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createPrng, randomVote } from '../test/proof/prng';
import { findSpoilers } from '../test/proof/spoiler-words';
import { type ScratchDatabase, TEST_DATABASES } from '../test/server/test-databases';
import { ALERT_KINDS, alertPayload } from './domain/alerts/alert-texts';
import { LANGUAGES } from './domain/i18n/languages';
import type { Race, Tally } from './domain/types';
import { SPORTS } from './domain/types';
import { buildApp } from './server/app';
import { loadConfig } from './server/config/config';
import type { Database } from './server/db/connect';
import { translatorFor } from './server/i18n/translators';
import { openReadyDatabase } from './server/open-ready';
import { createVotesRepo } from './server/votes/votes-repo';

// Every sport's events as the server writes them outside the site (spoiler-safety.test.ts
// walks Formula 1's): share previews, both alerts, calendar and Atom entries and embeds, in
// every language, with votes in every wording state. No result word of any series, rider
// or driver name may appear.

const VOTE_COUNTS = [0, 1, 5, 12];
const OTHER_SPORTS = SPORTS.filter((s) => s !== 'formula1');

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

function previewText(html: string): string {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
  const metas = [...html.matchAll(/<meta [^>]*content="([^"]*)"/g)].map((m) => m[1]);
  return decode([title, ...metas].join('\n'));
}

describe('spoiler safety of every other sport', () => {
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
      SPORTS: SPORTS.join(','),
    });
    database = await openReadyDatabase(config.databaseUrl, { sports: config.sports });
    app = await buildApp({ config, database, clientDir, logger: false });
    const votes = createVotesRepo(database, app.deps.changes);
    const prng = createPrng(34);
    const others = (await app.deps.races.list()).filter((r) => r.sport !== 'formula1');
    for (const [index, race] of others.entries()) {
      const count = VOTE_COUNTS[index % VOTE_COUNTS.length]!;
      for (let fan = 0; fan < count; fan += 1) {
        await votes.recordVote({ ...randomVote(prng, race.id), userId: `fan-${index}-${fan}` });
      }
    }
    races = (await app.deps.races.list()).filter((r) => r.sport !== 'formula1');
    tallies = await app.deps.tallies.listAll();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await scratch?.drop();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('has every other sport’s races, in every wording state', () => {
    expect(new Set(races.map((r) => r.sport))).toEqual(new Set(OTHER_SPORTS));
    const counts = new Set(races.map((r) => tallies[r.id]!.totalVotes));
    for (const n of VOTE_COUNTS) expect(counts).toContain(n);
  });

  it('keeps both alerts of every event free of spoilers, in every language', () => {
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

  it('keeps every share preview free of spoilers, each sport’s first events in every language', async () => {
    const found: string[] = [];
    for (const race of races) {
      const text = previewText((await app.inject(`/r/${race.id}`)).body);
      for (const word of findSpoilers(text)) found.push(`${race.id}: ${word}`);
    }
    for (const sport of OTHER_SPORTS) {
      for (const race of races.filter((r) => r.sport === sport).slice(0, VOTE_COUNTS.length)) {
        for (const language of LANGUAGES) {
          const text = previewText((await app.inject(`/r/${race.id}?lang=${language}`)).body);
          for (const word of findSpoilers(text)) found.push(`${language} ${race.id}: ${word}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it.each(OTHER_SPORTS)(
    'keeps %s’s calendar, feed, embeds and data free of spoilers in every language',
    async (sport) => {
      const found: string[] = [];
      const check = (where: string, text: string) => {
        for (const word of findSpoilers(text)) found.push(`${where}: ${word}`);
      };
      for (const language of LANGUAGES) {
        check(
          `${language} ics`,
          (await app.inject(`/calendar.ics?sport=${sport}&lang=${language}`)).body,
        );
        check(
          `${language} atom`,
          (await app.inject(`/feed.xml?sport=${sport}&lang=${language}`)).body,
        );
      }
      for (const race of races.filter((r) => r.sport === sport).slice(0, VOTE_COUNTS.length)) {
        check(`embed ${race.id}`, decode((await app.inject(`/embed/${race.id}`)).body));
      }
      check('races', (await app.inject(`/api/races?sport=${sport}`)).body);
      check('tallies', (await app.inject(`/api/tallies?sport=${sport}`)).body);
      expect(found).toEqual([]);
    },
  );
});
