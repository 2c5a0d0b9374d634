/** Why a new live stream was refused: its address has too many, or the instance is full. */
export type StreamRefusal = 'per-address' | 'instance';

export type StreamAdmission = { ok: true; release(): void } | { ok: false; refusal: StreamRefusal };

/**
 * Counts open live streams per client address and in total, and admits a new one only
 * under both limits. Each admitted stream gives back its slot exactly once, on close.
 */
export function createStreamLimits(limits: { perAddress: number; max: number }) {
  const byAddress = new Map<string, number>();
  let total = 0;

  return {
    admit(address: string): StreamAdmission {
      const mine = byAddress.get(address) ?? 0;
      if (mine >= limits.perAddress) return { ok: false, refusal: 'per-address' };
      if (total >= limits.max) return { ok: false, refusal: 'instance' };
      byAddress.set(address, mine + 1);
      total += 1;
      let released = false;
      return {
        ok: true,
        release() {
          if (released) return;
          released = true;
          total -= 1;
          const left = (byAddress.get(address) ?? 1) - 1;
          if (left > 0) byAddress.set(address, left);
          else byAddress.delete(address);
        },
      };
    },
    get total() {
      return total;
    },
    /** How many streams one address holds (tests). */
    of(address: string): number {
      return byAddress.get(address) ?? 0;
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
    error:
      'Too many live updates are open from your network address. Close some tabs, or try again later.',
  },
  instance: {
    status: 503,
    code: 'LIVE_STREAMS_FULL',
    error: 'Live updates are full right now. The page still works; try again in a moment.',
  },
};
