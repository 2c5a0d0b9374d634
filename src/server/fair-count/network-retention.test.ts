import { ARCHIVE_RACE, addArchiveRace } from '../../../test/server/seed-votes';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { postVote } from '../../../test/server/vote-requests';
import { DAY_MS } from '../../domain/constants';
import { votingWindow } from '../../domain/races/voting-window';
import { dropExpiredNetworks } from './network-retention';

const RACE = '2025-abu-dhabi-grand-prix';
const RETENTION_DAYS = 7;

describe.each(TEST_DATABASES)('network hashes past their retention on $name', (kind) => {
  let t: TestApp;
  let closesAt: number;
  beforeEach(async () => {
    t = await createTestApp(kind, { TRUST_PROXY: '1', RATE_LIMITS: 'off' });
    await t.app.deps.races.setCurrent(RACE, true, { manual: true });
    for (const ip of ['192.0.2.1', '192.0.2.2', '198.51.100.1']) {
      const { token } = await t.app.deps.sessions.issue();
      const body = { raceId: RACE, starRating: 2, viewMode: 'Full Race' };
      expect((await postVote(t.app, token, body, { 'x-forwarded-for': ip })).statusCode).toBe(200);
    }
    await t.app.deps.races.setCurrent(RACE, false, { manual: true });
    const race = (await t.app.deps.races.list()).find((r) => r.id === RACE)!;
    closesAt = votingWindow(race)!.closesAt;
  });
  afterEach(async () => t?.close());

  const networks = async () =>
    (
      await t.database.db
        .selectFrom('votes')
        .select('network')
        .where('race_id', '=', RACE)
        .execute()
    )
      .map((r) => r.network)
      .filter((n) => n !== '');
  const counted = async () =>
    (
      await t.database.db
        .selectFrom('votes')
        .select('counted')
        .where('race_id', '=', RACE)
        .execute()
    )
      .map((r) => r.counted)
      .sort();

  it.each([
    ['a moment before the retention ends', -1, 3],
    ['when it ends', 0, 0],
  ])('keeps or drops them %s', async (_name, offset, left) => {
    const flags = await counted();
    await dropExpiredNetworks(
      t.database.db,
      closesAt + RETENTION_DAYS * DAY_MS + offset,
      RETENTION_DAYS,
    );
    expect(await networks()).toHaveLength(left);
    // Counting is frozen as it was: nothing counted or held changes.
    expect(await counted()).toEqual(flags);
    if (left === 0) {
      expect(await t.database.db.selectFrom('vote_networks').selectAll().execute()).toEqual([]);
    }
  });

  it("drops an archive race's networks one by one, each once idle that long since its last vote", async () => {
    await addArchiveRace(t.app);
    const at = (iso: string) => Date.parse(iso);
    const vote = async (ip: string, starRating: number, when: string) => {
      vi.setSystemTime(at(when));
      const { token } = await t.app.deps.sessions.issue();
      const body = { raceId: ARCHIVE_RACE.id, starRating, viewMode: 'Full Race' };
      expect((await postVote(t.app, token, body, { 'x-forwarded-for': ip })).statusCode).toBe(200);
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Network A votes once; network B's first fan votes, then a second fan of B a day later.
      await vote('203.0.113.1', 4, '2026-11-01T10:00:00Z');
      await vote('198.18.0.1', 5, '2026-11-01T10:00:00Z');
      await vote('198.18.0.2', 1, '2026-11-02T10:00:00Z');
    } finally {
      vi.useRealTimers();
    }
    const archive = () =>
      t.database.db
        .selectFrom('votes')
        .select(['network', 'counted'])
        .where('race_id', '=', ARCHIVE_RACE.id)
        .orderBy('user_id')
        .execute();
    const networksLeft = async () => (await archive()).filter((v) => v.network !== '').length;
    const flags = (await archive()).map((v) => v.counted);
    expect(flags.sort()).toEqual([0, 1, 1]);
    const standing = async () =>
      (
        await t.database.db
          .selectFrom('vote_networks')
          .select('votes')
          .where('race_id', '=', ARCHIVE_RACE.id)
          .execute()
      )
        .map((r) => Number(r.votes))
        .sort();
    const retention = RETENTION_DAYS * DAY_MS;
    await dropExpiredNetworks(
      t.database.db,
      at('2026-11-01T10:00:00Z') + retention - 1,
      RETENTION_DAYS,
    );
    expect(await standing()).toEqual([1, 2]);
    // A's last vote is a retention ago; B's second fan keeps B (and its standing) a day more.
    await dropExpiredNetworks(
      t.database.db,
      at('2026-11-01T10:00:00Z') + retention,
      RETENTION_DAYS,
    );
    expect(await standing()).toEqual([2]);
    expect(await networksLeft()).toBe(2);
    await dropExpiredNetworks(
      t.database.db,
      at('2026-11-02T10:00:00Z') + retention,
      RETENTION_DAYS,
    );
    expect(await standing()).toEqual([]);
    expect(await networksLeft()).toBe(0);
    // Counting is frozen as it was: B's second fan stays held.
    expect((await archive()).map((v) => v.counted).sort()).toEqual(flags);
  });

  it('never drops them while voting is open', async () => {
    await t.app.deps.races.setCurrent(RACE, true, { manual: true });
    await dropExpiredNetworks(t.database.db, closesAt + 100 * DAY_MS, RETENTION_DAYS);
    expect(await networks()).toHaveLength(3);
  });
});
