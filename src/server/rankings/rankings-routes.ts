import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  INVALID_RANKING_QUERY,
  parseRankingQuery,
  type RankingQuery,
} from '../../domain/rankings/ranking-query';
import { badRequest } from '../http/errors';
import { sendCached } from '../live/cached-reply';
import { linkLanguage } from '../share/link-language';
import { createRankingSnapshot } from './ranking-snapshot';
import { listRankingsSchema } from './rankings-schemas';

function rankingQueryOf(query: unknown): RankingQuery {
  const read = parseRankingQuery(query as Record<string, unknown> | undefined, Date.now());
  if ('problem' in read) throw badRequest(read.problem, INVALID_RANKING_QUERY);
  return read.query;
}

async function rankingsRoutesPlugin(app: FastifyInstance): Promise<void> {
  const { races, tallies, homeSnapshot, changes } = app.deps;
  // Loaded on the first read, not at start: a site nobody asks for its ranking pays nothing.
  const rankings = createRankingSnapshot(
    {
      listRaces: () => races.list(),
      listTallies: () => tallies.listAll(),
      // From the home snapshot, which the live feed has it read on every vote: rarely a query.
      tallyJson: (raceId) => homeSnapshot.tally(raceId),
    },
    changes,
  );
  app.addHook('onClose', async () => rankings.close());

  // The schema's own check (a parameter given twice) answers with the ranking's code too.
  app.get(
    '/api/rankings',
    { schema: listRankingsSchema, attachValidation: true },
    async (request, reply) => {
      if (request.validationError) {
        throw badRequest('Give each parameter once, as text.', INVALID_RANKING_QUERY);
      }
      const query = rankingQueryOf(request.query);
      // An unknown language is none, as on every link: the ranking as stored, never a 400.
      const { asked } = linkLanguage(request.query);
      return sendCached(request, reply, await rankings.page(query, asked));
    },
  );
}

export const rankingsRoutes = fp(rankingsRoutesPlugin, {
  name: 'rankings-routes',
  dependencies: ['deps', 'openapi'],
  encapsulate: true,
});
