import { createTokenBucket } from './token-bucket';

describe('token bucket', () => {
  it('lets a burst through, then refills at the steady rate', () => {
    const bucket = createTokenBucket({ perMinute: 60, burst: 3 });
    const t0 = 1_000_000;
    expect([1, 2, 3].map(() => bucket.take('a', t0).ok)).toEqual([true, true, true]);
    expect(bucket.take('a', t0)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(bucket.take('a', t0 + 999).ok).toBe(false);
    expect(bucket.take('a', t0 + 1000).ok).toBe(true);
    // Another address has its own bucket.
    expect(bucket.take('b', t0).ok).toBe(true);
  });

  it('says how long to wait for the next token', () => {
    const bucket = createTokenBucket({ perMinute: 2, burst: 1 });
    expect(bucket.take('a', 0).ok).toBe(true);
    expect(bucket.take('a', 0)).toEqual({ ok: false, retryAfterSeconds: 30 });
  });

  it('never holds more than maxKeys addresses, forgetting the least recent', () => {
    const bucket = createTokenBucket({ perMinute: 1, burst: 1, maxKeys: 2 });
    bucket.take('a', 0);
    bucket.take('b', 0);
    bucket.take('a', 0);
    bucket.take('c', 0); // evicts b, the least recently seen
    expect(bucket.size).toBe(2);
    expect(bucket.take('a', 0).ok).toBe(false);
    expect(bucket.take('b', 0).ok).toBe(true);
  });
});
