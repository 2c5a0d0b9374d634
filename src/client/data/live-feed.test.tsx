import { act, render, screen, waitFor } from '@testing-library/react';
import { asServer } from '../../../test/client/server-names';
import { raceNameOf } from '../../domain/races/race-name-of';
import type { Race } from '../../domain/types';
import { emptyTally } from '../../domain/voting/tally';
import { type EventSourceLike, LIVE_RETRY_MS, readLiveEvent, startLiveFeed } from './live-feed';
import { LIVE_LIST_WAITS_FOR_NAMES_MS, RaceDataProvider, useRaceData } from './race-data';

class FakeEventSource implements EventSourceLike {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  onerror: ((event: Event) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, Array<(event: MessageEvent) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data: unknown) {
    const event = new MessageEvent(type, {
      data: typeof data === 'string' ? data : JSON.stringify(data),
    });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  fail(readyState: number) {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }
}

const RACE: Race = {
  id: '2026-abu-dhabi-grand-prix',
  season: 2026,
  round: 24,
  name: 'Abu Dhabi Grand Prix',
  date: '2026-12-06',
  location: 'Yas Marina',
  countryFlag: '🇦🇪',
  isCurrent: true,
  sport: 'formula1',
};

const latest = () => FakeEventSource.instances.at(-1) as FakeEventSource;
const create = (url: string) => new FakeEventSource(url);

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('readLiveEvent', () => {
  it.each([
    ['races', [RACE, { name: 'no id' }], { type: 'races', races: [RACE] }],
    [
      'tally',
      { raceId: 'r1', totalVotes: 2, starBuckets: { '4': 2 }, totalStars: 8 },
      { type: 'tally' },
    ],
    ['tally', { totalVotes: 2 }, null],
    ['tallies', [1, 2], null],
    ['races', { not: 'a list' }, null],
    ['something-else', {}, null],
  ])('reads a %s event carrying %j', (type, data, expected) => {
    const result = readLiveEvent(type, data);
    if (expected === null) expect(result).toBeNull();
    else expect(result).toMatchObject(expected);
  });

  it('turns unreadable tally counts into zeros instead of showing them', () => {
    const result = readLiveEvent('tallies', { r1: { totalVotes: -4, starBuckets: 'x' } });
    expect(result).toEqual({ type: 'tallies', tallies: { r1: emptyTally('r1') } });
  });
});

describe('startLiveFeed', () => {
  it('opens /api/live and hands each event to its handler', () => {
    const handlers = { onRaces: vi.fn(), onTallies: vi.fn(), onTally: vi.fn() };
    const stop = startLiveFeed(handlers, { createEventSource: create });
    expect(latest().url).toBe('/api/live');
    latest().emit('races', [RACE]);
    latest().emit('tallies', { [RACE.id]: { ...emptyTally(RACE.id), totalVotes: 3 } });
    latest().emit('tally', { ...emptyTally(RACE.id), totalVotes: 4 });
    latest().emit('tally', '{not json');
    expect(handlers.onRaces).toHaveBeenCalledWith([RACE]);
    expect(handlers.onTallies.mock.calls[0]?.[0][RACE.id].totalVotes).toBe(3);
    expect(handlers.onTally).toHaveBeenCalledTimes(1);
    expect(handlers.onTally.mock.calls[0]?.[0].totalVotes).toBe(4);
    stop();
    expect(latest().closed).toBe(true);
  });

  it('leaves a dropped stream to the browser, and reopens a refused one later', () => {
    vi.useFakeTimers();
    try {
      const handlers = { onRaces: vi.fn(), onTallies: vi.fn(), onTally: vi.fn() };
      const stop = startLiveFeed(handlers, { createEventSource: create });
      latest().fail(0); // CONNECTING: the browser is already retrying
      vi.advanceTimersByTime(LIVE_RETRY_MS[0] * 2);
      expect(FakeEventSource.instances).toHaveLength(1);
      latest().fail(2); // CLOSED: the browser gave up
      expect(console.warn).toHaveBeenCalled();
      vi.advanceTimersByTime(LIVE_RETRY_MS[0]);
      expect(FakeEventSource.instances).toHaveLength(2);
      stop();
      latest().fail(2);
      vi.advanceTimersByTime(LIVE_RETRY_MS[2] * 2);
      expect(FakeEventSource.instances).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing where the browser has no EventSource', () => {
    const stop = startLiveFeed(
      { onRaces: vi.fn(), onTallies: vi.fn(), onTally: vi.fn() },
      { createEventSource: null },
    );
    expect(FakeEventSource.instances).toHaveLength(0);
    stop();
  });
});

function VoteCount() {
  const { races, tallies, tallyVersion } = useRaceData();
  const current = races.find((r) => r.isCurrent);
  if (!current) return <p>no current race</p>;
  // A current race with no data yet reads as zero votes.
  const votes = tallies[current.id]?.totalVotes ?? 0;
  return (
    <p>
      {current.name}: {votes} votes (version {tallyVersion})
    </p>
  );
}

describe('RaceDataProvider with the live feed', () => {
  it('fills races and tallies from the stream and moves a tally live', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    // The one-off reads never answer; the live snapshot alone fills the page.
    vi.stubGlobal('fetch', asServer(vi.fn(() => new Promise(() => {}))));
    try {
      render(
        <RaceDataProvider>
          <VoteCount />
        </RaceDataProvider>,
      );
      expect(screen.getByText('no current race')).toBeInTheDocument();
      act(() => latest().emit('races', [RACE]));
      // The stream's list has no names: it waits for the page's read of them, a while.
      act(() => vi.advanceTimersByTime(LIVE_LIST_WAITS_FOR_NAMES_MS - 1));
      expect(screen.getByText('no current race')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      // Past the wait, the races (as stored: no read named them).
      expect(screen.getByText('Abu Dhabi Grand Prix: 0 votes (version 0)')).toBeInTheDocument();
      act(() => latest().emit('tallies', { [RACE.id]: { ...emptyTally(RACE.id), totalVotes: 5 } }));
      act(() => latest().emit('tally', { ...emptyTally(RACE.id), totalVotes: 6 }));
      expect(screen.getByText('Abu Dhabi Grand Prix: 6 votes (version 1)')).toBeInTheDocument();
      // A failing stream keeps the page as it is.
      act(() => latest().fail(0));
      expect(screen.getByText('Abu Dhabi Grand Prix: 6 votes (version 1)')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  // The page draws its races once, named: never the stored names, then the written ones.
  it('shows a stream list that came first with the names of the read that follows', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let answer: () => void = () => {};
    vi.stubGlobal(
      'fetch',
      asServer(
        vi.fn(
          (url: string) =>
            new Promise<Response>((resolve) => {
              const body = url === '/api/races' ? [RACE] : {};
              const reply = () => resolve(new Response(JSON.stringify(body), { status: 200 }));
              if (url === '/api/races') answer = reply;
              else reply();
            }),
        ),
      ),
    );
    const shown: string[] = [];
    function Names() {
      const { races } = useRaceData();
      for (const race of races) shown.push(raceNameOf(race, 'short'));
      return null;
    }
    try {
      await act(async () => {
        render(
          <RaceDataProvider>
            <Names />
          </RaceDataProvider>,
        );
      });
      act(() => latest().emit('races', [{ ...RACE, isCurrent: false }]));
      await act(async () => answer());
      await waitFor(() => expect(shown).toContain('Abu Dhabi GP'));
      // The list is the stream's (newer), its names the read's; the stored name never drawn.
      expect(shown).not.toContain('Abu Dhabi Grand Prix');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("another sport's page with the live feed", () => {
  const MOTO: Race = {
    ...RACE,
    id: '2026-motogp-valencia-grand-prix',
    name: 'MotoGP Valencia Grand Prix',
    sport: 'motogp',
  };

  it('takes from a stream of every sport its own races and tallies, and from a stream of none nothing', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let answer: (races: Race[]) => void = () => {};
    vi.stubGlobal(
      'fetch',
      asServer(
        vi.fn((url: string) => {
          if (url === '/api/tallies?sport=motogp') {
            return Promise.resolve(
              Response.json({ [MOTO.id]: { ...emptyTally(MOTO.id), totalVotes: 3 } }),
            );
          }
          if (url !== '/api/races?sport=motogp') return new Promise(() => {});
          return new Promise((resolve) => {
            answer = (races) => resolve(Response.json(races));
          });
        }),
      ),
    );
    try {
      render(
        <RaceDataProvider sport="motogp">
          <VoteCount />
        </RaceDataProvider>,
      );
      // A stream of Formula 1 alone says nothing of MotoGP: the page waits for its reads.
      act(() => latest().emit('races', [RACE]));
      expect(screen.getByText('no current race')).toBeInTheDocument();
      await act(async () => answer([MOTO]));
      expect(await screen.findByText(/^MotoGP Valencia Grand Prix: 3 votes/)).toBeInTheDocument();
      act(() => latest().emit('tallies', { [RACE.id]: { ...emptyTally(RACE.id), totalVotes: 7 } }));
      expect(
        screen.getByText('MotoGP Valencia Grand Prix: 3 votes (version 0)'),
      ).toBeInTheDocument();
      // A stream of every sport: MotoGP's races only; Formula 1's tallies change nothing.
      act(() => latest().emit('races', [RACE, MOTO]));
      act(() => latest().emit('tally', { ...emptyTally(RACE.id), totalVotes: 9 }));
      expect(
        screen.getByText('MotoGP Valencia Grand Prix: 3 votes (version 0)'),
      ).toBeInTheDocument();
      act(() => latest().emit('tally', { ...emptyTally(MOTO.id), totalVotes: 4 }));
      expect(
        screen.getByText('MotoGP Valencia Grand Prix: 4 votes (version 1)'),
      ).toBeInTheDocument();
      act(() =>
        latest().emit('tallies', {
          [RACE.id]: { ...emptyTally(RACE.id), totalVotes: 9 },
          [MOTO.id]: { ...emptyTally(MOTO.id), totalVotes: 5 },
        }),
      );
      expect(
        screen.getByText('MotoGP Valencia Grand Prix: 5 votes (version 1)'),
      ).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
