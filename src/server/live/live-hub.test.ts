import { emptyTally } from '../../domain/voting/tally';
import {
  BROADCAST_SLICE,
  COALESCE_MS,
  createLiveHub,
  FAN_OUT_SHARE,
  HEARTBEAT_MS,
  LEAVING_RECONNECTS_PER_SECOND,
  LEAVING_RETRY_MS,
  type LiveClient,
  leavingRetryMs,
  leavingRetrySpread,
  RETRY_AFTER_FAILURE_MS,
  racesEventId,
  restAfterPush,
} from './live-hub';

const RACE = 'race-a';

function fakeSources() {
  let votes = 0;
  let races = '[]';
  const calls = { tallyJson: 0, racesJson: 0 };
  return {
    calls,
    vote: () => {
      votes += 1;
    },
    setRaces: (json: string) => {
      races = json;
    },
    sources: {
      racesJson: async (): Promise<string> => {
        calls.racesJson += 1;
        return races;
      },
      talliesJson: async (): Promise<string> =>
        JSON.stringify({ [RACE]: { ...emptyTally(RACE), totalVotes: votes } }),
      tallyJson: async (raceId: string): Promise<string | null> => {
        calls.tallyJson += 1;
        return raceId === RACE ? JSON.stringify({ ...emptyTally(RACE), totalVotes: votes }) : null;
      },
    },
  };
}

function fakeClient(accept = true) {
  const chunks: string[] = [];
  const client: LiveClient & { chunks: string[]; closed: boolean } = {
    chunks,
    closed: false,
    write(chunk) {
      chunks.push(chunk.toString());
      return accept;
    },
    close() {
      client.closed = true;
    },
  };
  return client;
}

const events = (client: { chunks: string[] }, name: string) =>
  client.chunks.filter((c) => c.startsWith(`event: ${name}\n`));

describe('the rest after a push', () => {
  // The push whose rest just equals the window: pushMs × (1 / share − 1) = COALESCE_MS.
  const even = COALESCE_MS / (1 / FAN_OUT_SHARE - 1);
  it.each([
    [0, COALESCE_MS],
    [even - 1, COALESCE_MS],
    [even, COALESCE_MS],
    [even + 1, Math.ceil((even + 1) * (1 / FAN_OUT_SHARE - 1))],
    [300, Math.ceil(300 * (1 / FAN_OUT_SHARE - 1))],
  ])('after a push of %f ms the next waits %i ms', (pushMs, rest) => {
    expect(restAfterPush(pushMs, COALESCE_MS)).toBe(rest);
  });
});

describe('live hub', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the races, then the tallies, when a viewer connects', async () => {
    const hub = createLiveHub(fakeSources().sources);
    const client = fakeClient();
    await hub.connect(client);
    expect(client.chunks.map((c) => c.split('\n')[0])).toEqual(['event: races', 'event: tallies']);
    expect(hub.size).toBe(1);
    hub.close();
    expect(client.closed).toBe(true);
  });

  it(`pushes one race's tally at most once per ${COALESCE_MS} ms however many votes arrive`, async () => {
    const fake = fakeSources();
    const hub = createLiveHub(fake.sources);
    const client = fakeClient();
    await hub.connect(client);
    // 1,000 votes spread evenly over one second.
    for (let i = 0; i < 1000; i += 1) {
      fake.vote();
      hub.notify({ type: 'tally', raceId: RACE });
      await vi.advanceTimersByTimeAsync(1);
    }
    await vi.advanceTimersByTimeAsync(COALESCE_MS * 2);
    const pushes = events(client, 'tally');
    expect(pushes.length).toBeLessThanOrEqual(1000 / COALESCE_MS + 1);
    expect(pushes.length).toBeGreaterThanOrEqual(1000 / COALESCE_MS);
    expect(fake.calls.tallyJson).toBe(pushes.length);
    expect(pushes.at(-1)).toContain('"totalVotes":1000');
    hub.close();
  });

  it(`tries a failed push again ${RETRY_AFTER_FAILURE_MS} ms later, so its change is not lost`, async () => {
    const fake = fakeSources();
    let down = true;
    const errors: unknown[] = [];
    const hub = createLiveHub(
      {
        ...fake.sources,
        tallyJson: async (raceId) => {
          if (down) throw new Error('database unavailable');
          return fake.sources.tallyJson(raceId);
        },
      },
      { onError: (error) => errors.push(error) },
    );
    const client = fakeClient();
    await hub.connect(client);
    fake.vote();
    hub.notify({ type: 'tally', raceId: RACE });
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_FAILURE_MS - 1);
    expect(errors).toHaveLength(1); // one read, then a wait: not a read every window
    expect(events(client, 'tally')).toHaveLength(0);
    down = false;
    await vi.advanceTimersByTimeAsync(1);
    expect(events(client, 'tally')).toHaveLength(1);
    expect(events(client, 'tally')[0]).toContain('"totalVotes":1');
    // Delivered: nothing more is read.
    const reads = fake.calls.tallyJson;
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_FAILURE_MS * 3);
    expect(fake.calls.tallyJson).toBe(reads);
    hub.close();
  });

  it('stops trying once nobody watches', async () => {
    const fake = fakeSources();
    let reads = 0;
    const hub = createLiveHub(
      {
        ...fake.sources,
        tallyJson: async () => {
          reads += 1;
          throw new Error('database unavailable');
        },
      },
      { onError: () => {} },
    );
    const leave = await hub.connect(fakeClient());
    hub.notify({ type: 'tally', raceId: RACE });
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_FAILURE_MS * 2 + 1);
    expect(reads).toBe(3);
    leave();
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_FAILURE_MS * 5);
    expect(reads).toBe(3);
    hub.close();
  });

  it('pushes the races and every tally again after notifications may have been missed', async () => {
    const fake = fakeSources();
    const hub = createLiveHub(fake.sources);
    const client = fakeClient();
    await hub.connect(client);
    fake.vote();
    hub.notify({ type: 'all' });
    await vi.advanceTimersByTimeAsync(0);
    expect(events(client, 'races')).toHaveLength(2);
    expect(events(client, 'tallies')).toHaveLength(2);
    expect(events(client, 'tallies').at(-1)).toContain('"totalVotes":1');
    hub.close();
  });

  it('encodes an event once for every viewer that receives it', async () => {
    const fake = fakeSources();
    const hub = createLiveHub(fake.sources);
    const received: Buffer[][] = [[], []];
    const viewers = received.map((chunks) => ({
      write: (chunk: Buffer) => chunks.push(chunk) > 0,
      close: () => {},
    }));
    for (const viewer of viewers) await hub.connect(viewer);
    fake.vote();
    hub.notify({ type: 'tally', raceId: RACE });
    await vi.advanceTimersByTimeAsync(0);
    // The very same bytes: the initial state and the push were framed once, not per viewer.
    for (let i = 0; i < 3; i += 1) expect(received[0]![i]).toBe(received[1]![i]);
    expect(fake.calls.tallyJson).toBe(1);
    hub.close();
  });

  it('pushes a lone change at once, and a race-list change as event races', async () => {
    const fake = fakeSources();
    const hub = createLiveHub(fake.sources);
    const client = fakeClient();
    await hub.connect(client);
    hub.notify({ type: 'races' });
    hub.notify({ type: 'tally', raceId: RACE });
    await vi.advanceTimersByTimeAsync(0);
    expect(events(client, 'races')).toHaveLength(2);
    expect(events(client, 'tally')).toHaveLength(1);
    hub.close();
  });

  it('names each race list it sends by its content, the same list by the same id', async () => {
    const fake = fakeSources();
    const hub = createLiveHub(fake.sources);
    const first = fakeClient();
    await hub.connect(first);
    fake.setRaces('[{"id":"race-a"}]');
    hub.notify({ type: 'races' });
    await vi.advanceTimersByTimeAsync(0);
    expect(events(first, 'races').map((c) => c.split('\n')[1])).toEqual([
      `id: ${racesEventId('[]')}`,
      `id: ${racesEventId('[{"id":"race-a"}]')}`,
    ]);
    // Another instance (another hub) names the same list alike: a browser may come back to either.
    const other = fakeClient();
    await createLiveHub(fake.sources).connect(other);
    expect(events(other, 'races')[0]).toBe(events(first, 'races')[1]);
    expect(racesEventId('[]')).not.toBe(racesEventId('[{"id":"race-a"}]'));
    hub.close();
  });

  it('sends a stream opened again with the current race list the tallies alone', async () => {
    const fake = fakeSources();
    const hub = createLiveHub(fake.sources);
    const resumed = fakeClient();
    await hub.connect(resumed, racesEventId('[]'));
    expect(resumed.chunks.map((c) => c.split('\n')[0])).toEqual(['event: tallies']);
    expect(hub.size).toBe(1);
    // A list that changed since (or no id at all) is sent whole, as to a new viewer.
    fake.setRaces('[{"id":"race-a"}]');
    for (const lastEventId of [racesEventId('[]'), undefined, 'not-an-id']) {
      const viewer = fakeClient();
      await hub.connect(viewer, lastEventId);
      expect(viewer.chunks.map((c) => c.split('\n')[0])).toEqual([
        'event: races',
        'event: tallies',
      ]);
    }
    hub.close();
  });

  it('does no reads when nobody is watching', async () => {
    const fake = fakeSources();
    const hub = createLiveHub(fake.sources);
    hub.notify({ type: 'tally', raceId: RACE });
    await vi.advanceTimersByTimeAsync(COALESCE_MS);
    expect(fake.calls.tallyJson).toBe(0);
    hub.close();
  });

  it(`sends a heartbeat comment every ${HEARTBEAT_MS / 1000} s`, async () => {
    const hub = createLiveHub(fakeSources().sources);
    const client = fakeClient();
    await hub.connect(client);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 2);
    expect(client.chunks.filter((c) => c === ': heartbeat\n\n')).toHaveLength(2);
    hub.close();
  });

  it('drops a viewer that cannot keep up', async () => {
    const hub = createLiveHub(fakeSources().sources);
    const slow = fakeClient(false);
    await hub.connect(slow);
    expect(slow.closed).toBe(true);
    expect(hub.size).toBe(0);
    hub.close();
  });

  it('catches a joining viewer up on changes pushed while its snapshot was read', async () => {
    const fake = fakeSources();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let slow = false;
    const hub = createLiveHub({
      ...fake.sources,
      // The second viewer's snapshot stays unread until the gate opens.
      talliesJson: async () =>
        slow ? gate.then(fake.sources.talliesJson) : fake.sources.talliesJson(),
    });
    const early = fakeClient();
    await hub.connect(early);
    slow = true;
    const late = fakeClient();
    const joined = hub.connect(late);
    fake.vote();
    hub.notify({ type: 'tally', raceId: RACE });
    await vi.advanceTimersByTimeAsync(0);
    expect(events(early, 'tally')).toHaveLength(1);
    expect(late.chunks).toEqual([]);
    release();
    await joined;
    expect(late.chunks.map((c) => c.split('\n')[0])).toEqual([
      'event: races',
      'event: tallies',
      'event: tally',
    ]);
    expect(late.chunks.at(-1)).toContain('"totalVotes":1');
    expect(hub.size).toBe(2);
    hub.close();
  });

  it(`lets a race's pushes take at most ${FAN_OUT_SHARE * 100} % of the process`, async () => {
    /** Votes arriving every 10 ms for `ms`; the tally pushes each viewer received meanwhile. */
    async function pushesIn(ms: number, writeMs: number): Promise<number> {
      const fake = fakeSources();
      let clock = 0;
      const hub = createLiveHub(fake.sources, { now: () => clock });
      const viewers = Array.from({ length: 10 }, () => fakeClient());
      for (const viewer of viewers) await hub.connect(viewer);
      // Each write costs the process writeMs on the hub's clock.
      for (const viewer of viewers) {
        const write = viewer.write.bind(viewer);
        viewer.write = (chunk) => {
          clock += writeMs;
          return write(chunk);
        };
      }
      for (let t = 0; t < ms; t += 10) {
        fake.vote();
        hub.notify({ type: 'tally', raceId: RACE });
        await vi.advanceTimersByTimeAsync(10);
      }
      hub.close();
      return events(viewers[0]!, 'tally').length;
    }
    // Cheap pushes keep the window's pace; pushes of 30 ms (10 viewers × 3 ms) rest 90 ms —
    // still the window; pushes of 100 ms rest 300 ms.
    const cheap = await pushesIn(3000, 0.1);
    expect(cheap).toBeGreaterThanOrEqual(3000 / COALESCE_MS);
    expect(cheap).toBeLessThanOrEqual(3000 / COALESCE_MS + 1);
    const costly = await pushesIn(3000, 10);
    // The first push goes at once, then one a rest.
    expect(costly).toBeLessThanOrEqual(Math.floor(3000 / restAfterPush(100, COALESCE_MS)) + 1);
    expect(costly).toBeGreaterThanOrEqual(Math.floor(3000 / restAfterPush(100, COALESCE_MS)));
  });

  it(`writes to ${BROADCAST_SLICE} viewers at a time, letting other work run between`, async () => {
    // Real timers: the slices yield with setImmediate, as the process's other work queues.
    vi.useRealTimers();
    const fake = fakeSources();
    const hub = createLiveHub(fake.sources);
    const order: string[] = [];
    const viewers = Array.from({ length: BROADCAST_SLICE + 1 }, () => fakeClient());
    for (const viewer of viewers) await hub.connect(viewer);
    const [first] = viewers;
    const last = viewers.at(-1)!;
    first!.write = (chunk) => {
      // A vote's work queued behind the first viewer's write.
      setImmediate(() => order.push('other work'));
      return fakeClient().write(chunk);
    };
    last.write = (chunk) => {
      order.push('last viewer');
      return fakeClient().write(chunk);
    };
    fake.vote();
    hub.notify({ type: 'tally', raceId: RACE });
    await vi.waitFor(() => expect(order).toHaveLength(2));
    expect(order).toEqual(['other work', 'last viewer']);
    hub.close();
  });
});

describe('the reconnect delay told as an instance leaves', () => {
  it.each([
    [0, LEAVING_RETRY_MS.min],
    [0.5, Math.floor((LEAVING_RETRY_MS.min + LEAVING_RETRY_MS.max + 1) / 2)],
    [0.999_999, LEAVING_RETRY_MS.max],
  ])('draws %d into %d ms', (random, ms) => {
    expect(leavingRetryMs(1, () => random)).toBe(ms);
  });

  it('tells a few thousand viewers to come back within a second, before the next instance starts', () => {
    expect(LEAVING_RETRY_MS.max).toBeLessThanOrEqual(1000);
    expect(leavingRetrySpread(2000)).toBe(LEAVING_RETRY_MS.max - LEAVING_RETRY_MS.min);
    expect(leavingRetryMs(2000, () => 0.999_999)).toBe(LEAVING_RETRY_MS.max);
  });

  it(`spreads more viewers wider: at most ${LEAVING_RECONNECTS_PER_SECOND} a second`, () => {
    const many = 4 * LEAVING_RECONNECTS_PER_SECOND;
    expect(leavingRetrySpread(many)).toBe(4000);
    expect(leavingRetryMs(many, () => 0)).toBe(LEAVING_RETRY_MS.min);
    expect(leavingRetryMs(many, () => 0.999_999)).toBe(LEAVING_RETRY_MS.min + 4000);
  });

  it('draws each delay knowing how many streams the hub ends', async () => {
    const counts: number[] = [];
    const hub = createLiveHub(fakeSources().sources, {
      leavingRetry: (leaving) => {
        counts.push(leaving);
        return 700;
      },
    });
    for (let i = 0; i < 3; i += 1) await hub.connect(fakeClient());
    hub.close();
    expect(counts).toEqual([3, 3, 3]);
  });

  it('tells every viewer, watching or still joining, to reconnect soon, then ends its stream', async () => {
    let releaseSnapshot = () => {};
    const slow = {
      ...fakeSources().sources,
      talliesJson: () =>
        new Promise<string>((resolve) => {
          releaseSnapshot = () => resolve('{}');
        }),
    };
    const watching = fakeClient();
    const hub = createLiveHub(fakeSources().sources);
    await hub.connect(watching);
    const slowHub = createLiveHub(slow);
    const joining = fakeClient();
    const joined = slowHub.connect(joining);
    for (const h of [hub, slowHub]) h.close();
    for (const client of [watching, joining]) {
      const last = client.chunks.at(-1)!;
      const retry = Number(/^retry: (\d+)\n\n$/.exec(last)?.[1]);
      expect(retry).toBeGreaterThanOrEqual(LEAVING_RETRY_MS.min);
      expect(retry).toBeLessThanOrEqual(LEAVING_RETRY_MS.max);
      expect(client.closed).toBe(true);
    }
    releaseSnapshot();
    await joined;
    // A stream that asks once the hub has closed is told the same at once.
    const late = fakeClient();
    await hub.connect(late);
    expect(late.chunks).toHaveLength(1);
    expect(late.chunks[0]).toMatch(/^retry: \d+\n\n$/);
    expect(late.closed).toBe(true);
  });
});
