import { z } from 'zod';
import { ApiHttpError } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { ALTCHA_PAYLOAD_MAX_LENGTH } from './altcha-proof';
import { CHALLENGE_ERRORS } from './identity-gate';

// POST /api/session takes no body, `{}`, or a solved challenge. An empty body of any type
// is no body, so a client that sends nothing never trips on its content type.

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

/** The body of POST /api/session, checked by the route before the handler runs. */
export const sessionBody = jsonBody(sessionBodySchema, {
  what: 'the challenge solution',
  optional: true,
  refuse: (issues) =>
    issues[0]?.path[0] === 'altcha'
      ? new ApiHttpError(400, 'CHALLENGE_INVALID', CHALLENGE_ERRORS.CHALLENGE_INVALID)
      : new ApiHttpError(
          400,
          'INVALID_REQUEST',
          'Send no body, {} or {"altcha": "<solved challenge>"} to get an identity.',
        ),
});
