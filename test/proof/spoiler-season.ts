import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ALERT_KINDS } from '../../src/domain/alerts/alert-kinds';
import { alertPayload } from '../../src/domain/alerts/alert-texts';
import { LANGUAGES } from '../../src/domain/i18n/languages';
import type { Race, Tally } from '../../src/domain/types';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config/config';
import { translatorFor } from '../../src/server/i18n/translators';
import { openReadyDatabase } from '../../src/server/open-ready';
import { createVotesRepo } from '../../src/server/votes/votes-repo';
import type { TestDatabaseKind } from '../server/test-databases';
import { createPrng, randomVote } from './prng';
import { findSpoilers } from './spoiler-words';

// The app the spoiler proofs walk: a seeded calendar whose races carry votes in every
// wording state (none, a few, enough to unlock results), and a built page with its own
// title and description, so a preview is seen replacing both.

export const PUBLIC_URL = 'https://gpvibes.example';

export interface SpoilerSeasonOptions {
  /** Votes per race cycle through these, so each preview and alert wording is reached. */
  voteCounts: readonly number[];
  /** Seeds the random votes, so a failure names the same votes on every run. */
  seed: number;
  /** More settings on top of the walk's own (SPORTS, say). */
  env?: Record<string, string>;
  /** A race made current before the votes, for the wording of a race being rated. */
  current?: string;
  /** The races the walk votes on and returns; every race when left out. */
  races?: (race: Race) => boolean;
}

export interface SpoilerSeason {
  app: FastifyInstance;
  races: Race[];
  tallies: Record<string, Tally>;
}

/** Registers the block's hooks: the season is seeded before its tests and dropped after. */
export function useSpoilerSeason(
  kind: TestDatabaseKind,
  options: SpoilerSeasonOptions,
): SpoilerSeason {
  let season: (SpoilerSeason & { close(): Promise<void> }) | undefined;
  beforeAll(async () => {
    season = await createSpoilerSeason(kind, options);
  });
  afterAll(async () => {
    await season?.close();
  });
  const seeded = () => {
    if (!season) throw new Error('the spoiler season is seeded in beforeAll');
    return season;
  };
  return {
    get app() {
      return seeded().app;
    },
    get races() {
      return seeded().races;
    },
    get tallies() {
      return seeded().tallies;
    },
  };
}

async function createSpoilerSeason(
  kind: TestDatabaseKind,
  options: SpoilerSeasonOptions,
): Promise<SpoilerSeason & { close(): Promise<void> }> {
  const { voteCounts, seed, env = {}, current, races: walked = () => true } = options;
  const scratch = await kind.create();
  const clientDir = mkdtempSync(join(tmpdir(), 'gpvibes-spoilers-'));
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="generic" /><title>GP Vibes</title></head><body><div id="root"></div></body></html>',
  );
  const config = loadConfig({
    DATABASE_URL: scratch.url,
    SCHEDULER: 'off',
    LOG_LEVEL: 'silent',
    PUBLIC_URL,
    // Formula 1 alone unless a walk lists more series (a fresh site seeds them all).
    SPORTS: 'formula1',
    ...env,
  });
  const database = await openReadyDatabase(config.databaseUrl, { sports: config.sports });
  const app = await buildApp({ config, database, clientDir, logger: false });
  if (current) await app.deps.races.setCurrent(current, true, { manual: true });
  const votes = createVotesRepo(database, app.deps.changes);
  const prng = createPrng(seed);
  for (const [index, race] of (await app.deps.races.list()).filter(walked).entries()) {
    const count = voteCounts[index % voteCounts.length]!;
    for (let fan = 0; fan < count; fan += 1) {
      await votes.recordVote({ ...randomVote(prng, race.id), userId: `fan-${index}-${fan}` });
    }
  }
  return {
    app,
    races: (await app.deps.races.list()).filter(walked),
    tallies: await app.deps.tallies.listAll(),
    async close() {
      await app.close();
      await database.close();
      await scratch.drop();
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}

export const decodeEntities = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The title and every meta tag's content: what a crawler or chat app shows of a link. */
export function previewText(html: string): string {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
  const metas = [...html.matchAll(/<meta [^>]*content="([^"]*)"/g)].map((m) => m[1]);
  return decodeEntities([title, ...metas].join('\n'));
}

/** Every spoiler in both alerts of each race, in every language, named by where it stood. */
export function alertSpoilers(races: readonly Race[], tallies: Record<string, Tally>): string[] {
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
  return found;
}
