import { makeRace, tallyWithAverage } from '../../../test/domain/fixtures';
import { parseRankingQuery, type RankingQuery } from '../../domain/rankings/ranking-query';
import type { RankingReply } from '../../domain/rankings/ranking-reply';
import type { Race, Tally, TallyMap } from '../../domain/types';
import { emptyTally } from '../../domain/voting/tally';
import { type Change, createChangeBus } from '../live/change-bus';
import { createRankingSnapshot } from './ranking-snapshot';

// The ranking's read model on its own: what each change reloads, and the clock's part.

const DAY = '2026-11-29';
const dataTally = (raceId: string, value: number): Tally => ({
  ...emptyTally(raceId),
  AI_Rating: true,
  AI_Rating_Value: value,
});

function setup(now: { ms: number }) {
  const races: Race[] = [
    makeRace({ id: 'old', date: '1990-05-01' }),
    makeRace({ id: 'today', date: DAY }),
  ];
  const tallies: TallyMap = { old: dataTally('old', 3), today: dataTally('today', 4.5) };
  const calls = { races: 0, tallies: 0, tally: [] as string[] };
  let failNext = false;
  const bus = createChangeBus();
  const snapshot = createRankingSnapshot(
    {
      async listRaces() {
        calls.races += 1;
        if (failNext) {
          failNext = false;
          throw new Error('database away');
        }
        return races;
      },
      async listTallies() {
        calls.tallies += 1;
        return structuredClone(tallies);
      },
      async tallyJson(raceId) {
        calls.tally.push(raceId);
        return tallies[raceId] ? JSON.stringify(tallies[raceId]) : null;
      },
    },
    bus,
    () => now.ms,
  );
  const query: RankingQuery = (parseRankingQuery({}, now.ms) as { query: RankingQuery }).query;
  const ids = async () =>
    (JSON.parse((await snapshot.page(query)).json) as RankingReply).items.map((i) => i.race.id);
  const emit = (change: Change) => bus.emitLocal(change);
  return { tallies, calls, snapshot, ids, emit, failOnce: () => (failNext = true) };
}

describe('the ranking snapshot', () => {
  it('ranks a race from the first moment of its race day (00:00 UTC), with no change', async () => {
    const now = { ms: Date.parse(`${DAY}T00:00:00Z`) - 1 };
    const { ids, calls } = setup(now);
    expect(await ids()).toEqual(['old']);
    now.ms += 1;
    expect(await ids()).toEqual(['today', 'old']);
    expect(calls).toMatchObject({ races: 1, tallies: 1 });
  });

  it('reads one tally for a vote and the whole list for a change to the races', async () => {
    const { ids, calls, emit, tallies } = setup({ ms: Date.parse(`${DAY}T12:00:00Z`) });
    expect(await ids()).toEqual(['today', 'old']);
    tallies.old = tallyWithAverage('old', 3, 5);
    emit({ type: 'tally', raceId: 'old' });
    expect(await ids()).toEqual(['old', 'today']);
    expect(calls).toEqual({ races: 1, tallies: 1, tally: ['old'] });
    for (const change of [{ type: 'races' }, { type: 'all' }] as const) {
      emit(change);
      await ids();
    }
    expect(calls).toMatchObject({ races: 3, tallies: 3 });
  });

  it('keeps a reply until the next change, then cuts a new one', async () => {
    const { snapshot, emit } = setup({ ms: Date.parse(`${DAY}T12:00:00Z`) });
    const query = (parseRankingQuery({}, 0) as { query: RankingQuery }).query;
    const first = await snapshot.page(query);
    expect(await snapshot.page(query)).toBe(first);
    emit({ type: 'tally', raceId: 'old' });
    expect(await snapshot.page(query)).not.toBe(first);
  });

  it('keeps a reply a language, and each language drops its own with the next change', async () => {
    const { snapshot, emit } = setup({ ms: Date.parse(`${DAY}T12:00:00Z`) });
    const query = (parseRankingQuery({}, 0) as { query: RankingQuery }).query;
    const read = async (language?: 'ja' | 'fr') =>
      JSON.parse((await snapshot.page(query, language)).json) as RankingReply;
    const plain = await snapshot.page(query);
    const ja = await snapshot.page(query, 'ja');
    const fr = await snapshot.page(query, 'fr');
    // A name neither language knows reads the same in both; the replies are still their own.
    expect(ja).not.toBe(fr);
    expect(ja.etag).not.toBe(plain.etag);
    expect(await snapshot.page(query, 'ja')).toBe(ja);
    expect((await read()).items.every((item) => item.race.names === undefined)).toBe(true);
    expect((await read('fr')).items.every((item) => item.race.names !== undefined)).toBe(true);
    emit({ type: 'tally', raceId: 'old' });
    expect(await snapshot.page(query, 'ja')).not.toBe(ja);
  });

  it('tries a failed load again on the next read', async () => {
    const { ids, failOnce } = setup({ ms: Date.parse(`${DAY}T12:00:00Z`) });
    failOnce();
    await expect(ids()).rejects.toThrow('database away');
    expect(await ids()).toEqual(['today', 'old']);
  });

  it('stops listening once closed', async () => {
    const { snapshot, ids, emit, calls } = setup({ ms: Date.parse(`${DAY}T12:00:00Z`) });
    await ids();
    snapshot.close();
    emit({ type: 'races' });
    await ids();
    expect(calls.races).toBe(1);
  });
});
