import { networkPrefixes } from '../../domain/fair-count/network-prefixes';

/** Why a new live stream was refused: its network has too many, or the instance is full. */
export type StreamRefusal = 'per-address' | 'instance';

export type StreamAdmission = { ok: true; release(): void } | { ok: false; refusal: StreamRefusal };

/**
 * Counts open live streams per client network and in total, and admits a new one only
 * under every limit: `perAddress` for the narrowest network an address belongs to,
 * `perAddress` × the factor for each wider one (an address rotating inside a /48 or a /24
 * meets that network's limit). Each admitted stream gives back its slots exactly once,
 * on close.
 */
export function createStreamLimits(limits: { perAddress: number; max: number }) {
  const byNetwork = new Map<string, number>();
  let total = 0;
  const held = (prefix: string) => byNetwork.get(prefix) ?? 0;

  return {
    admit(address: string): StreamAdmission {
      const networks = networkPrefixes(address);
      if (networks.some((n) => held(n.prefix) >= limits.perAddress * n.factor)) {
        return { ok: false, refusal: 'per-address' };
      }
      if (total >= limits.max) return { ok: false, refusal: 'instance' };
      for (const { prefix } of networks) byNetwork.set(prefix, held(prefix) + 1);
      total += 1;
      let released = false;
      return {
        ok: true,
        release() {
          if (released) return;
          released = true;
          total -= 1;
          for (const { prefix } of networks) {
            const left = held(prefix) - 1;
            if (left > 0) byNetwork.set(prefix, left);
            else byNetwork.delete(prefix);
          }
        },
      };
    },
    get total() {
      return total;
    },
    /** How many streams the narrowest network of an address holds (tests). */
    of(address: string): number {
      return held(networkPrefixes(address)[0]!.prefix);
    },
  };
}

/** Seconds a refused browser is asked to wait before opening a stream again. */
export const STREAM_RETRY_AFTER_SECONDS = 30;

/** The answer to each refusal (the page keeps working; only live updates wait). */
export const STREAM_REFUSALS: Record<
  StreamRefusal,
  { status: 429 | 503; code: string; error: string }
> = {
  'per-address': {
    status: 429,
    code: 'TOO_MANY_LIVE_STREAMS',
    error: 'Too many live updates are open from your network. Close some tabs, or try again later.',
  },
  instance: {
    status: 503,
    code: 'LIVE_STREAMS_FULL',
    error: 'Live updates are full right now. The page still works; try again in a moment.',
  },
};
