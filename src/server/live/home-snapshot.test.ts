import type { Tally } from '../../domain/types';
import { emptyTally } from '../../domain/voting/tally';
import { createChangeBus } from './change-bus';
import { createHomeSnapshot } from './home-snapshot';

const RACE = 'race-a';

/** Sources whose tally reads can be held at a gate, counting what is read. */
function fakeSources() {
  let votes = 0;
  let gate: Promise<void> | null = null;
  const calls = { races: 0, all: 0, one: 0 };
  const tally = (): Tally => ({ ...emptyTally(RACE), totalVotes: votes });
  return {
    calls,
    vote: () => {
      votes += 1;
    },
    hold() {
      let open = () => {};
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      return () => {
        gate = null;
        open();
      };
    },
    sources: {
      listRaces: async () => {
        calls.races += 1;
        return [];
      },
      listTallies: async () => {
        calls.all += 1;
        return { [RACE]: tally() };
      },
      getTally: async (raceId: string) => {
        calls.one += 1;
        const value = raceId === RACE ? tally() : null;
        if (gate) await gate;
        return value;
      },
    },
  };
}

const totalOf = async (snapshot: ReturnType<typeof createHomeSnapshot>) =>
  (JSON.parse((await snapshot.tallies()).json) as Record<string, Tally>)[RACE]!.totalVotes;

describe('home snapshot', () => {
  it('serves every read from memory until a change, then reloads only what changed', async () => {
    const fake = fakeSources();
    const bus = createChangeBus();
    const snapshot = createHomeSnapshot(fake.sources, bus);
    const first = await snapshot.tallies();
    await Promise.all(Array.from({ length: 10 }, () => snapshot.tallies()));
    await snapshot.races();
    expect(fake.calls).toEqual({ races: 1, all: 1, one: 0 });
    fake.vote();
    bus.emitLocal({ type: 'tally', raceId: RACE });
    const second = await snapshot.tallies();
    expect(second.etag).not.toBe(first.etag);
    expect(await totalOf(snapshot)).toBe(1);
    expect(fake.calls).toEqual({ races: 1, all: 1, one: 1 });
  });

  it('never answers a read that began after a change with a reload that began before it', async () => {
    const fake = fakeSources();
    const snapshot = createHomeSnapshot(fake.sources);
    await snapshot.tallies();
    // A reload starts and is held mid-read...
    fake.vote();
    snapshot.invalidate({ type: 'tally', raceId: RACE });
    const release = fake.hold();
    const early = totalOf(snapshot);
    await Promise.resolve();
    // ...a second vote is acknowledged meanwhile, then its voter reads.
    fake.vote();
    snapshot.invalidate({ type: 'tally', raceId: RACE });
    const late = totalOf(snapshot);
    release();
    expect(await late).toBe(2);
    expect(await early).toBeGreaterThanOrEqual(1);
  });

  it('reloads everything after a race-list change or missed notifications', async () => {
    const fake = fakeSources();
    const snapshot = createHomeSnapshot(fake.sources);
    await snapshot.tallies();
    snapshot.invalidate({ type: 'all' });
    await snapshot.races();
    expect(fake.calls).toEqual({ races: 2, all: 2, one: 0 });
  });

  it('keeps a change pending when its reload fails, and tries again on the next read', async () => {
    const fake = fakeSources();
    let fail = true;
    const snapshot = createHomeSnapshot({
      ...fake.sources,
      getTally: async (raceId) => {
        if (fail) throw new Error('database unavailable');
        return fake.sources.getTally(raceId);
      },
    });
    await snapshot.tallies();
    fake.vote();
    snapshot.invalidate({ type: 'tally', raceId: RACE });
    await expect(snapshot.tallies()).rejects.toThrow('database unavailable');
    fail = false;
    expect(await totalOf(snapshot)).toBe(1);
  });
});
