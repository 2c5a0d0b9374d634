import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isRaceOpenForVoting } from '../../domain/race-phase';
import { parseVote } from '../../domain/vote';
import { ApiHttpError, notFound } from '../http/errors';
import { rateLimitHook } from '../rate-limit/rate-limit-hook';
import { VoteRefusedError } from './votes-repo';
import { castVoteSchema } from './votes-schemas';

const JSON_TYPE = /^application\/json\s*(;|$)/i;

async function votesRoutesPlugin(app: FastifyInstance): Promise<void> {
  const { config, sessions, votes, fairCount } = app.deps;
  const limit = rateLimitHook({
    enabled: config.rateLimits,
    perMinute: config.rateLimitVotesPerMinute,
    what: 'votes',
  });

  app.post('/api/votes', { onRequest: limit, schema: castVoteSchema }, async (request) => {
    const { userId, issuedAtMs } = await sessions.authenticate(request.headers.authorization);
    if (!JSON_TYPE.test(request.headers['content-type'] ?? '')) {
      throw new ApiHttpError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Send the vote as a JSON body (Content-Type: application/json).',
      );
    }
    const parsed = parseVote(request.body);
    if (!parsed.ok) throw new ApiHttpError(400, parsed.code, parsed.error);
    try {
      // The race's "open for voting" rule is checked inside the vote's own transaction,
      // so a race closed by an operator a moment earlier can never take one more vote.
      // The tally moves in that same transaction; there is no separate tally call to forge.
      const network = (await fairCount.networkHashes()).verdictOf(request.ip);
      return await votes.recordVote(
        { ...parsed.vote, userId, network, identityAt: new Date(issuedAtMs).toISOString() },
        { isOpen: isRaceOpenForVoting },
      );
    } catch (error) {
      if (!(error instanceof VoteRefusedError)) throw error;
      if (error.reason === 'RACE_NOT_FOUND') {
        throw notFound(`No race with id '${parsed.vote.raceId}'.`, 'RACE_NOT_FOUND');
      }
      throw new ApiHttpError(
        409,
        'VOTING_CLOSED',
        `Voting is not open for the ${error.raceName}: only the race currently being rated takes votes.`,
      );
    }
  });
}

export const votesRoutes = fp(votesRoutesPlugin, {
  name: 'votes-routes',
  dependencies: ['deps', 'openapi', 'rate-limits'],
  encapsulate: true,
});
