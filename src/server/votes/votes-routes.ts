import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FIRST_LIVE_SEASON } from '../../domain/races/shown-seasons';
import { acceptedVote } from '../../domain/voting/vote';
import type { NetworkHashes } from '../fair-count/network-key';
import { ApiHttpError, notFound } from '../http/errors';
import type { JsonBodyTypeProvider } from '../http/json-body';
import { rateLimitHook } from '../rate-limit/rate-limit-hook';
import type { RecordVoteInput } from './vote-rows';
import { VoteRefusedError } from './votes-repo';
import { castVoteSchema, voteBody } from './votes-schemas';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's identity on POST /api/votes, once checked; null before. */
    voter: { userId: string; issuedAtMs: number } | null;
  }
}

async function votesRoutesPlugin(app: FastifyInstance): Promise<void> {
  const { config, sessions, votes, fairCount, metrics } = app.deps;
  const limit = rateLimitHook({
    enabled: config.rateLimits,
    perMinute: config.rateLimitVotesPerMinute,
    what: 'votes',
  });

  // The identity is checked before the body, so a fan without one hears that first. It
  // rides on the request (a decoration, one slot per request, no lookup table).
  app.decorateRequest('voter', null);
  let hashes: NetworkHashes | null = null;
  const identify = (request: FastifyRequest): void | Promise<void> => {
    const known = sessions.authenticateNow(request.headers.authorization);
    if (known) {
      request.voter = known;
      return;
    }
    return sessions.authenticate(request.headers.authorization).then((identity) => {
      request.voter = identity;
    });
  };

  const api = app.withTypeProvider<JsonBodyTypeProvider>();
  const route = { onRequest: limit, ...voteBody.route(castVoteSchema, identify) };
  api.post('/api/votes', route, async (request) => {
    const { userId, issuedAtMs } = request.voter!;
    const vote = acceptedVote(request.body);
    try {
      // The race's "open for voting" rule (votingReason: the race being rated, or a race
      // of the archive) is checked inside the vote's own transaction, so a race closed by
      // an operator a moment earlier can never take one more vote.
      // The tally moves in that same transaction; there is no separate tally call to forge.
      // The key loads once; after that a vote takes the hashes without waiting a turn.
      hashes ??= await fairCount.networkHashes();
      const input: RecordVoteInput = {
        raceId: vote.raceId,
        userId,
        starRating: vote.starRating,
        viewMode: vote.viewMode,
        reasonTags: vote.reasonTags,
        network: hashes.verdictOf(request.ip),
        identityAt: new Date(issuedAtMs).toISOString(),
      };
      return await votes.recordVote(input, {
        openAt: Date.now(),
        onCounting: (counted) => metrics.voteCast(input.raceId, counted),
      });
    } catch (error) {
      if (!(error instanceof VoteRefusedError)) throw error;
      if (error.reason === 'RACE_NOT_FOUND') {
        throw notFound(`No race with id '${vote.raceId}'.`, 'RACE_NOT_FOUND');
      }
      throw new ApiHttpError(
        409,
        'VOTING_CLOSED',
        `Voting is not open for the ${error.raceName}: only the race currently being rated and the races from before ${FIRST_LIVE_SEASON} take votes.`,
      );
    }
  });
}

export const votesRoutes = fp(votesRoutesPlugin, {
  name: 'votes-routes',
  dependencies: ['deps', 'openapi', 'rate-limits'],
  encapsulate: true,
});
