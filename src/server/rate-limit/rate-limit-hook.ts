import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { NetworkPrefix, NetworkWidth } from '../../domain/fair-count/network-prefixes';
import { ApiHttpError } from '../http/errors';

export interface RateLimitOptions {
  enabled: boolean;
  perMinute: number;
  /** What the limit protects, for the error sentence ("new sessions", "votes"). */
  what: string;
}

/** Counts one for the request's networks; throws the 429 when that is over a budget. */
export type NetworkLimit = (
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<void>;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type Count = Awaited<ReturnType<Limiter>>;
type Refusal = Extract<Count, { isAllowed: false }>;

const MINUTE_MS = 60_000;
/** Longer keys (only a misconfigured proxy chain could produce them) are cut. */
const MAX_KEY_LENGTH = 100;

/** Each request's networks, worked out once for all the widths counting it. */
const networksOf = new WeakMap<FastifyRequest, readonly NetworkPrefix[]>();

const isOver = (count: Count): count is Refusal => !count.isAllowed && count.isExceeded;

/**
 * A limit on one thing per client network, through the app's @fastify/rate-limit (the
 * 'rate-limits' plugin): a one-minute window in the app's store for each width the address
 * belongs to, the narrowest with `perMinute`, each wider one with `perMinute` × its factor.
 * Each call counts one; over any budget it throws 429 RATE_LIMITED with Retry-After. A
 * route counts where it knows what happened (the session route counts identities made).
 */
export function networkLimit(options: RateLimitOptions): NetworkLimit {
  if (!options.enabled) return async () => {};
  const name = options.what.replace(/\W+/g, '-');
  const limiters = new Map<NetworkWidth, Limiter>();

  function limiterFor(app: FastifyInstance, network: NetworkPrefix): Limiter {
    let limiter = limiters.get(network.width);
    if (limiter) return limiter;
    if (typeof app.createRateLimit !== 'function') {
      throw new Error(
        "rate limits are on but the 'rate-limits' plugin is not registered in this app",
      );
    }
    const { width } = network;
    limiter = app.createRateLimit({
      max: options.perMinute * network.factor,
      timeWindow: MINUTE_MS,
      keyGenerator: (req) => {
        const prefix = networksOf.get(req)!.find((n) => n.width === width)!.prefix;
        return `${name}:${prefix}`.slice(0, MAX_KEY_LENGTH);
      },
    });
    limiters.set(width, limiter);
    return limiter;
  }

  function refuse(reply: FastifyReply, over: Refusal[]): never {
    // Served again only once every window it is over has ended.
    const ttl = Math.max(...over.map((count) => count.ttl));
    const seconds = Math.max(1, Math.ceil(ttl / 1000));
    reply.header('retry-after', String(seconds));
    throw new ApiHttpError(
      429,
      'RATE_LIMITED',
      `Too many ${options.what} from your network. Please try again in ${seconds} s.`,
    );
  }

  return async function countPerNetwork(app, request, reply) {
    // A socket already gone has no address; its request still gets a budget. Counters
    // are kept under a keyed hash of each prefix: no address reaches a shared store.
    let networks = networksOf.get(request);
    if (!networks) {
      const hashes = await app.deps.fairCount.networkHashes();
      networks = hashes.networksOf(request.ip ?? 'gone');
      networksOf.set(request, networks);
    }
    const [narrowest, ...wider] = networks;
    // The wider networks count only what the narrowest allowed: one address hammering
    // past its own budget must not spend its neighbours'. That costs a second round trip
    // to a shared store, taken only by requests still within their address's budget.
    const own = await limiterFor(app, narrowest!)(request);
    if (isOver(own)) refuse(reply, [own]);
    const counts = await Promise.all(wider.map((network) => limiterFor(app, network)(request)));
    const over = counts.filter(isOver);
    if (over.length > 0) refuse(reply, over);
  };
}

/** An onRequest hook counting every request to a route with `networkLimit`. */
export function rateLimitHook(options: RateLimitOptions): onRequestHookHandler {
  const count = networkLimit(options);
  return async function limitPerNetwork(
    this: FastifyInstance,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    await count(this, request, reply);
  };
}
