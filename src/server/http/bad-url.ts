import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { SECURITY_HEADERS } from './security-headers';

/**
 * Fastify answers a URL it cannot decode (e.g. '/api/tallies/%zz') before any hook or error
 * handler runs, in its own shape and without our headers (onSend hooks are skipped). This
 * gives it the API's shape, 400 {error, code}, and the same security headers as any answer.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const badUrl = error.code === 'FST_ERR_BAD_URL';
  reply.headers(SECURITY_HEADERS);
  reply.status(400).send({
    error: badUrl ? 'The request URL is not valid: check its percent-encoding.' : 'Bad request.',
    code: badUrl ? 'BAD_URL' : 'BAD_REQUEST',
  });
}
