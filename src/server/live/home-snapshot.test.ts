import { makeRace } from '../../../test/domain/fixtures';
import { withWrittenNames } from '../../domain/races/written-race-names';
import type { Race, Tally } from '../../domain/types';
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
        // A tally always has its race: a body lists the tallies of the races it covers.
        return [makeRace({ id: RACE, date: '2025-05-25' })];
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

  it("answers a race's sport without reloading a voted tally, and after a race change", async () => {
    const fake = fakeSources();
    const snapshot = createHomeSnapshot(fake.sources);
    expect(await snapshot.sportOf(RACE)).toBe('formula1');
    // Every vote asks it (the metrics): a tally change must not cost a read (issue 42).
    for (let i = 0; i < 5; i++) {
      fake.vote();
      snapshot.invalidate({ type: 'tally', raceId: RACE });
      expect(await snapshot.sportOf(RACE)).toBe('formula1');
    }
    expect(fake.calls).toEqual({ races: 1, all: 1, one: 0 });
    snapshot.invalidate({ type: 'all' });
    expect(await snapshot.sportOf('race-b')).toBeUndefined();
    expect(fake.calls).toEqual({ races: 2, all: 2, one: 0 });
    expect(await totalOf(snapshot)).toBe(5);
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

describe('home snapshot per sport', () => {
  const race = (id: string, sport: Race['sport']): Race => ({
    id,
    season: 2026,
    round: 1,
    name: id,
    date: '2026-11-08',
    location: 'x',
    countryFlag: '',
    isCurrent: true,
    sport,
  });
  const races = [race('f1-race', 'formula1'), race('motogp-race', 'motogp')];

  it('cuts each sport’s bodies once, and a vote rebuilds its own sport’s alone', async () => {
    const votes: Record<string, number> = { 'f1-race': 0, 'motogp-race': 0 };
    const tally = (id: string): Tally => ({ ...emptyTally(id), totalVotes: votes[id]! });
    const calls = { races: 0, all: 0, one: 0 };
    const bus = createChangeBus();
    const snapshot = createHomeSnapshot(
      {
        listRaces: async () => {
          calls.races += 1;
          return races;
        },
        listTallies: async () => {
          calls.all += 1;
          return Object.fromEntries(races.map((r) => [r.id, tally(r.id)]));
        },
        getTally: async (id) => {
          calls.one += 1;
          return tally(id);
        },
      },
      bus,
    );
    const f1 = await snapshot.tallies('formula1');
    const motogp = await snapshot.tallies('motogp');
    expect(Object.keys(JSON.parse(f1.json))).toEqual(['f1-race']);
    expect(JSON.parse((await snapshot.races('motogp')).json)).toEqual([races[1]]);
    expect(await snapshot.races('motogp')).toBe(await snapshot.races('motogp'));
    expect([...(await snapshot.carriedSports())]).toEqual(['formula1', 'motogp']);

    votes['motogp-race'] = 1;
    snapshot.invalidate({ type: 'tally', raceId: 'motogp-race' });
    expect(await snapshot.tallies('formula1')).toBe(f1);
    const after = await snapshot.tallies('motogp');
    expect(after).not.toBe(motogp);
    expect(JSON.parse(after.json)['motogp-race'].totalVotes).toBe(1);
    expect(calls).toMatchObject({ races: 1, all: 1 });
  });
});

describe('home snapshot per season', () => {
  const races = [
    makeRace({ id: 'r1950', date: '1950-05-13' }),
    makeRace({ id: 'r2021', date: '2021-07-18' }),
    makeRace({ id: 'r2026', date: '2026-06-07' }),
  ];
  const votes: Record<string, number> = { r1950: 0, r2021: 0, r2026: 0 };
  const tally = (id: string): Tally => ({ ...emptyTally(id), totalVotes: votes[id]! });
  const snapshot = createHomeSnapshot({
    listRaces: async () => races,
    listTallies: async () => Object.fromEntries(races.map((r) => [r.id, tally(r.id)])),
    getTally: async (id) => tally(id),
  });
  const ids = async (body: Promise<{ json: string }>) => {
    const value = JSON.parse((await body).json) as object;
    return Array.isArray(value) ? value.map((r: Race) => r.id) : Object.keys(value);
  };

  it('leaves the archive out unless a season is named, and lists the seasons newest first', async () => {
    expect(await ids(snapshot.races())).toEqual(['r2026']);
    expect(await ids(snapshot.tallies('formula1'))).toEqual(['r2026']);
    expect(await ids(snapshot.races('formula1', 2021))).toEqual(['r2021']);
    expect(await ids(snapshot.tallies('all', 1950))).toEqual(['r1950']);
    expect(await ids(snapshot.races('motogp', 2021))).toEqual([]);
    expect(JSON.parse((await snapshot.seasons('formula1')).json)).toEqual({
      seasons: [2026, 2021, 1950],
    });
  });

  it("rebuilds only the bodies that list a voted race's season", async () => {
    const shown = await snapshot.tallies('formula1');
    const of2021 = await snapshot.tallies('formula1', 2021);
    const of1950 = await snapshot.tallies('formula1', 1950);
    votes.r2021 = 3;
    snapshot.invalidate({ type: 'tally', raceId: 'r2021' });
    expect(await snapshot.tallies('formula1')).toBe(shown);
    expect(await snapshot.tallies('formula1', 1950)).toBe(of1950);
    const after = await snapshot.tallies('formula1', 2021);
    expect(after).not.toBe(of2021);
    expect(JSON.parse(after.json).r2021.totalVotes).toBe(3);
  });

  it('gives the live feed the tallies of the seasons it covers, never an archive race’s', async () => {
    expect(JSON.parse((await snapshot.liveTally('r2026'))!).raceId).toBe('r2026');
    expect(await snapshot.liveTally('r2021')).toBeNull();
    expect(await snapshot.liveTally('r1950')).toBeNull();
    expect(await snapshot.liveTally('no-such-race')).toBeNull();
  });
});

describe("home snapshot: a race's page", () => {
  const races = [
    makeRace({ id: 'f1-2021-a', date: '2021-07-18' }),
    makeRace({ id: 'f1-2021-b', date: '2021-08-01' }),
    makeRace({ id: 'f1-2026', date: '2026-06-07' }),
    makeRace({ id: 'moto-2021', date: '2021-07-25', sport: 'motogp' }),
  ];
  const votes: Record<string, number> = { 'f1-2021-a': 2, 'f1-2021-b': 0 };
  const tally = (id: string): Tally => ({ ...emptyTally(id), totalVotes: votes[id] ?? 0 });
  const calls = { races: 0 };
  const snapshot = createHomeSnapshot({
    listRaces: async () => {
      calls.races += 1;
      return races;
    },
    listTallies: async () => Object.fromEntries(races.map((r) => [r.id, tally(r.id)])),
    getTally: async (id) => tally(id),
  });

  it("gives the race, its sport's races of every season and its season's tallies", async () => {
    const read = await snapshot.racePage('f1-2021-b');
    expect(read?.race.id).toBe('f1-2021-b');
    expect(read?.races.map((r) => r.id)).toEqual(['f1-2021-a', 'f1-2021-b', 'f1-2026']);
    expect(Object.keys(read?.tallies ?? {})).toEqual(['f1-2021-a', 'f1-2021-b']);
    expect(read?.tallies['f1-2021-a']?.totalVotes).toBe(2);
  });

  it('reads a vote at once and the races once', async () => {
    votes['f1-2021-b'] = 4;
    snapshot.invalidate({ type: 'tally', raceId: 'f1-2021-b' });
    const read = await snapshot.racePage('f1-2021-a');
    expect(read?.tallies['f1-2021-b']?.totalVotes).toBe(4);
    expect(calls.races).toBe(1);
  });

  it.each(['no-such-race', '__proto__', 'constructor'])('knows no race %s', async (id) => {
    expect(await snapshot.racePage(id)).toBeNull();
  });
});

describe('home snapshot in a language', () => {
  const races = [
    makeRace({ id: '2026-hungarian-grand-prix', name: 'Hungarian Grand Prix', date: '2026-07-26' }),
    makeRace({
      id: '2026-mexico-city-grand-prix',
      name: 'Mexico City Grand Prix',
      date: '2026-11-01',
    }),
  ];

  function setup() {
    let listed = races;
    const bus = createChangeBus();
    const snapshot = createHomeSnapshot(
      {
        listRaces: async () => listed,
        listTallies: async () => ({}),
        getTally: async () => null,
      },
      bus,
    );
    const rename = (name: string) => {
      listed = [{ ...races[0]!, name }, races[1]!];
      bus.emitLocal({ type: 'races' });
    };
    return { snapshot, bus, rename };
  }

  it('writes the names in a language asked for, and leaves the races as stored without one', async () => {
    const { snapshot } = setup();
    expect((await snapshot.races('formula1')).json).toBe(JSON.stringify(races));
    expect((await snapshot.races()).json).toBe(JSON.stringify(races));
    const es = await snapshot.races('formula1', undefined, 'es');
    expect(JSON.parse(es.json)).toEqual(races.map((race) => withWrittenNames(race, 'es')));
    expect(await snapshot.races('formula1', undefined, 'es')).toBe(es);
    expect((await snapshot.races('formula1', undefined, 'ja')).etag).not.toBe(es.etag);
  });

  it("drops every language's body with a change to the races, and no vote's", async () => {
    const { snapshot, bus, rename } = setup();
    const before = await snapshot.races('formula1', undefined, 'de');
    bus.emitLocal({ type: 'tally', raceId: races[0]!.id });
    expect(await snapshot.races('formula1', undefined, 'de')).toBe(before);
    rename('Hungarian GP Renamed');
    const after = await snapshot.races('formula1', undefined, 'de');
    expect(after).not.toBe(before);
    expect(JSON.parse(after.json)[0].name).toBe('Hungarian GP Renamed');
  });
});
