import { errorResponses, errorSchema } from '../http/error-schema';

const challengeRequired = {
  type: 'object',
  description:
    'Your network has minted many identities recently: solve the challenge (find `number` ' +
    'in [0, maxnumber] whose SHA-256 of salt + number, in hex, is `challenge`; the ALTCHA v1 ' +
    'format) and send it back as `altcha`. Never cached.',
  properties: {
    error: { type: 'string' },
    code: { type: 'string', enum: ['CHALLENGE_REQUIRED'] },
    challenge: {
      type: 'object',
      properties: {
        algorithm: { type: 'string', enum: ['SHA-256'] },
        challenge: { type: 'string', description: 'SHA-256 of salt + number, hex' },
        maxnumber: { type: 'integer', description: 'The number is at most this' },
        salt: { type: 'string', description: 'Includes ?expires=<epoch seconds>' },
        signature: { type: 'string', description: 'The server’s HMAC of the challenge, hex' },
      },
      required: ['algorithm', 'challenge', 'maxnumber', 'salt', 'signature'],
    },
  },
  required: ['error', 'code', 'challenge'],
} as const;

const refusal = (description: string) => ({ ...errorSchema, description });

export const sessionSchema = {
  summary: 'Issue an anonymous identity (a signed random id), after a proof of work if asked',
  tags: ['votes'],
  response: {
    201: {
      type: 'object',
      properties: { token: { type: 'string', description: 'Send as Authorization: Bearer' } },
      required: ['token'],
    },
    400: refusal(
      'CHALLENGE_INVALID: the solution is wrong, forged or malformed; CHALLENGE_EXPIRED: ' +
        'solved too late; INVALID_REQUEST: the body is neither {} nor {altcha}.',
    ),
    409: refusal('CHALLENGE_USED: this challenge already bought an identity.'),
    415: refusal('UNSUPPORTED_MEDIA_TYPE: a body must be application/json.'),
    428: challengeRequired,
    429: refusal(
      'RATE_LIMITED: too many identities made, or requests for one, from your network this minute (or identities this hour); Retry-After says when to try again.',
    ),
    ...errorResponses,
  },
} as const;
