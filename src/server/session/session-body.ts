import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiHttpError } from '../http/errors';
import { ALTCHA_PAYLOAD_MAX_LENGTH } from './altcha-proof';
import { CHALLENGE_ERRORS } from './identity-gate';

// POST /api/session takes no body, `{}`, or a solved challenge. An empty body of any type
// is no body, as it always was.

const JSON_TYPE = /^application\/json\s*(;|$)/i;

export const sessionBodySchema = z
  .strictObject({
    altcha: z
      .string()
      .max(ALTCHA_PAYLOAD_MAX_LENGTH)
      .optional()
      .meta({
        description:
          'A solved challenge from a 428 answer: base64 of the JSON ' +
          '{algorithm, challenge, number, salt, signature} (the ALTCHA v1 payload).',
      }),
  })
  .meta({
    description:
      'Optional. Without `altcha` an identity is issued only while your network has minted ' +
      'few recently; otherwise the answer is 428 with a challenge to solve and send back.',
  });

/** The solution the request carries, if any; a 415 or 400 for a body that is not one. */
export function solutionIn(request: FastifyRequest): string | undefined {
  const { body } = request;
  if (body === undefined || body === '') return undefined;
  if (!JSON_TYPE.test(request.headers['content-type'] ?? '')) {
    throw new ApiHttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the challenge solution as a JSON body (Content-Type: application/json).',
    );
  }
  const parsed = sessionBodySchema.safeParse(body);
  if (parsed.success) return parsed.data.altcha;
  if (parsed.error.issues[0]?.path[0] === 'altcha') {
    throw new ApiHttpError(400, 'CHALLENGE_INVALID', CHALLENGE_ERRORS.CHALLENGE_INVALID);
  }
  throw new ApiHttpError(
    400,
    'INVALID_REQUEST',
    'Send no body, {} or {"altcha": "<solved challenge>"} to get an identity.',
  );
}
