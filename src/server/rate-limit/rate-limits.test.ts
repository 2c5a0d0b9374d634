import { memoryLimitCounter } from './rate-limits';

describe('the memory limit counters', () => {
  it('gives each of a burst of hits on one key its own count', async () => {
    const hit = memoryLimitCounter();
    const counts = await Promise.all(Array.from({ length: 5 }, () => hit('k', 60_000)));
    expect(counts.map((c) => c.current)).toEqual([1, 2, 3, 4, 5]);
    for (const { ttl } of counts) expect(ttl).toBeGreaterThan(59_000);
  });

  it('starts a new window once the last one has ended', async () => {
    const hit = memoryLimitCounter();
    expect((await hit('k', 50)).current).toBe(1);
    expect((await hit('k', 50)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await hit('k', 50)).current).toBe(1);
  });

  it('forgets the least recently hit key past its bound', async () => {
    const hit = memoryLimitCounter(2);
    await hit('a', 60_000);
    await hit('b', 60_000);
    await hit('a', 60_000);
    await hit('c', 60_000); // b is forgotten, a was hit since
    expect((await hit('a', 60_000)).current).toBe(3);
    expect((await hit('b', 60_000)).current).toBe(1);
  });
});
