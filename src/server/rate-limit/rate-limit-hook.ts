import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { ApiHttpError } from '../http/errors';
import { createTokenBucket } from './token-bucket';

export interface RateLimitOptions {
  enabled: boolean;
  perMinute: number;
  /** What the limit protects, for the error sentence ("new sessions", "votes"). */
  what: string;
  now?: () => number;
}

/** An onRequest hook limiting one route per client address; 429 with Retry-After. */
export function rateLimitHook(options: RateLimitOptions): onRequestHookHandler {
  if (!options.enabled) return async () => {};
  const now = options.now ?? Date.now;
  // A burst of a full minute's allowance lets a whole carrier-NAT crowd act at the same
  // moment (lights out, chequered flag); the steady rate then applies.
  const bucket = createTokenBucket({ perMinute: options.perMinute, burst: options.perMinute });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = bucket.take(request.ip, now());
    if (result.ok) return;
    reply.header('retry-after', String(result.retryAfterSeconds));
    throw new ApiHttpError(
      429,
      'RATE_LIMITED',
      `Too many ${options.what} from your network. Please try again in ${result.retryAfterSeconds} s.`,
    );
  };
}
