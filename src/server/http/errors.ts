import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable';
import { logOnceAMinute } from './log-once-a-minute';

/** An error meant for the client: its message and code are shown as they are. */
export class ApiHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string, code = 'NOT_FOUND') => new ApiHttpError(404, code, what);
export const badRequest = (message: string, code = 'BAD_REQUEST') =>
  new ApiHttpError(400, code, message);
/** The one answer to a body sent as anything but JSON; `what` names it: 'the vote'. */
export const notJson = (what: string) =>
  new ApiHttpError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    `Send ${what} as a JSON body (Content-Type: application/json).`,
  );

const entryOf = ({ statusCode, code, message }: ApiHttpError) => ({
  status: statusCode,
  code,
  message,
});

// Fastify's own client errors, translated to sentences a person can act on.
const FRAMEWORK_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'The request body is empty; send a JSON object.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'BODY_TOO_LARGE',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: entryOf(notJson('the request')),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The request body length does not match its Content-Length.',
  },
  FST_ERR_CTP_INVALID_TYPE: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The Content-Type header is malformed.',
  },
};

// PostgreSQL refuses text it cannot store (a NUL character, say) with these codes; SQLite
// stores it. The text came from the client, so on both it is the client's error, not ours.
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

/** The answer to a request that met a lost or unreachable database. */
export const DATABASE_UNAVAILABLE_BODY = {
  error:
    'The site cannot reach its database right now, so nothing was saved. Please try again in a moment.',
  code: 'DATABASE_UNAVAILABLE',
} as const;

async function installErrorHandler(app: FastifyInstance): Promise<void> {
  // An outage fails every request at once: one log line a minute says so.
  const outage = logOnceAMinute<{ err: unknown }>((entry) =>
    app.log.warn(entry, 'database unavailable: requests answered 503'),
  );
  app.addHook('onClose', async () => outage.stop());

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiHttpError) {
      return reply.status(error.statusCode).send({ error: error.message, code: error.code });
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) {
      return reply.status(known.status).send({ error: known.message, code: known.code });
    }
    if (error.validation) {
      return reply
        .status(400)
        .send({ error: `Invalid request: ${error.message}`, code: 'INVALID_REQUEST' });
    }
    if (UNSTORABLE_TEXT_CODES.has(String(error.code))) {
      return reply.status(400).send({
        error: 'The request contains characters that cannot be used here (such as NUL).',
        code: 'INVALID_CHARACTERS',
      });
    }
    // Checked before the status: a driver error may carry a statusCode-like field of its own.
    if (isDatabaseUnavailable(error)) {
      outage.note({ err: error });
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(DATABASE_UNAVAILABLE_BODY);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ error: error.message || 'Bad request.', code: error.code ?? 'BAD_REQUEST' });
    }
    // Internals stay in the log (with the request id); the client gets a plain sentence.
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      error: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`,
      code: 'NOT_FOUND',
    });
  });
}

/** The one error shape, for every route of the app. */
export const errorHandler = fp(installErrorHandler, { name: 'error-handler' });
