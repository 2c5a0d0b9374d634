import { normalizeIP } from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { ApiHttpError } from '../http/errors';

export interface RateLimitOptions {
  enabled: boolean;
  perMinute: number;
  /** What the limit protects, for the error sentence ("new sessions", "votes"). */
  what: string;
}

const MINUTE_MS = 60_000;
/** Memory store only: the addresses remembered per limit, least recently seen forgotten first. */
const MEMORY_MAX_ADDRESSES = 100_000;
/** Longer keys (only a misconfigured proxy chain could produce them) are cut. */
const MAX_KEY_LENGTH = 100;

/**
 * An onRequest hook limiting one route per client address to `perMinute` requests a
 * minute, through the app's @fastify/rate-limit (installRateLimits): a one-minute window
 * counted in the shared store. Over the limit: 429 RATE_LIMITED with Retry-After.
 */
export function rateLimitHook(options: RateLimitOptions): onRequestHookHandler {
  if (!options.enabled) return async () => {};
  const name = options.what.replace(/\W+/g, '-');
  let limiter: preHandlerAsyncHookHandler | undefined;
  return async function limitPerAddress(
    this: FastifyInstance,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (!limiter && typeof this.rateLimit !== 'function') {
      throw new Error('rate limits are on but installRateLimits did not run for this app');
    }
    limiter ??= this.rateLimit({
      max: options.perMinute,
      timeWindow: MINUTE_MS,
      cache: MEMORY_MAX_ADDRESSES,
      // IPv6 addresses count per /64, the block one subscriber holds. A socket already
      // gone has no address; its request still gets a key rather than an error.
      keyGenerator: (req) => `${name}:${normalizeIP(req.ip ?? 'gone')}`.slice(0, MAX_KEY_LENGTH),
      errorResponseBuilder: (_req, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return new ApiHttpError(
          429,
          'RATE_LIMITED',
          `Too many ${options.what} from your network. Please try again in ${seconds} s.`,
        );
      },
    });
    await limiter.call(this, request, reply);
  };
}
