import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import type { AnalyticsEvent } from '../../domain/analytics/analytics-events';
import { DEFAULT_ANALYTICS_RETENTION_DAYS } from '../config/analytics-config';
import type { Database } from '../db/connect';
import { createChangeBus } from '../live/change-bus';
import { openReadyDatabase } from '../open-ready';
import { type AnalyticsRepo, createAnalyticsRepo } from './analytics-repo';
import {
  ANALYTICS_CAP_LOW_WATER,
  createAnalyticsMaintenance,
  retentionCutoff,
  runAnalyticsMaintenance,
} from './analytics-retention';
import { statsCommand } from './stats-command';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-23T10:30:00.000Z');
const LIMITS = {
  analyticsRetentionDays: DEFAULT_ANALYTICS_RETENTION_DAYS,
  analyticsMaxEvents: 1000,
};

const events = (n: number, name: AnalyticsEvent['name'] = 'page_view'): AnalyticsEvent[] =>
  Array.from({ length: n }, () => ({ name, props: { path: '/' } }));

describe('retentionCutoff', () => {
  it.each([
    [NOW, 90, '2026-08-25T00:00:00.000Z'],
    [Date.parse('2026-11-23T00:00:00.000Z'), 1, '2026-11-22T00:00:00.000Z'],
    [Date.parse('2026-11-22T23:59:59.999Z'), 1, '2026-11-21T00:00:00.000Z'],
  ])('at %s keeping %i days → %s', (now, days, expected) => {
    expect(retentionCutoff(now, days)).toBe(expected);
  });
});

describe.each(TEST_DATABASES)('analytics retention on $name', (kind) => {
  let scratch: ScratchDatabase;
  let database: Database;
  let repo: AnalyticsRepo;
  beforeAll(async () => {
    scratch = await kind.create();
    database = await openReadyDatabase(scratch.url);
    repo = createAnalyticsRepo(database);
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });
  beforeEach(async () => {
    await database.db.deleteFrom('analytics_events').execute();
    await database.db.deleteFrom('analytics_daily').execute();
  });

  const summary = async (args: string[] = []) =>
    (await statsCommand.run(args, {
      database,
      config: {} as never,
      changes: createChangeBus(),
      json: true,
    })) as {
      total: number;
      events: { name: string; count: number; firstAt: string; lastAt: string }[];
    };

  it('folds raw events past retention into daily counts and keeps the stats the same', async () => {
    const old = new Date(NOW - (DEFAULT_ANALYTICS_RETENTION_DAYS + 2) * DAY);
    const older = new Date(old.getTime() - 3_600_000);
    await repo.insertBatch(events(3), older);
    await repo.insertBatch(events(2, 'vote_complete'), old);
    await repo.insertBatch(events(4), new Date(NOW - DAY));
    const before = await summary();
    expect(before.total).toBe(9);

    const result = await runAnalyticsMaintenance(repo, LIMITS, NOW);
    expect(result).toEqual({ aged: 5, overCap: 0, raw: 4 });
    expect(await repo.countRaw()).toBe(4);
    expect(await summary()).toEqual(before);
    const daily = await database.db
      .selectFrom('analytics_daily')
      .selectAll()
      .orderBy('name')
      .execute();
    expect(daily).toEqual([
      {
        day: old.toISOString().slice(0, 10),
        name: 'page_view',
        count: 3,
        first_at: older.toISOString(),
        last_at: older.toISOString(),
      },
      {
        day: old.toISOString().slice(0, 10),
        name: 'vote_complete',
        count: 2,
        first_at: old.toISOString(),
        last_at: old.toISOString(),
      },
    ]);
    // --since counts folded days whole and raw rows from that day on.
    expect((await summary(['--since', old.toISOString().slice(0, 10)])).total).toBe(9);
    expect((await summary(['--since', new Date(NOW - DAY).toISOString().slice(0, 10)])).total).toBe(
      4,
    );

    // Running again changes nothing; a later fold into the same day adds to it.
    expect(await runAnalyticsMaintenance(repo, LIMITS, NOW)).toEqual({
      aged: 0,
      overCap: 0,
      raw: 4,
    });
    await repo.insertBatch(events(1), old);
    await runAnalyticsMaintenance(repo, LIMITS, NOW);
    expect((await summary()).total).toBe(10);
  });

  it('over the cap folds the oldest raw events early, down to the low-water mark', async () => {
    for (let i = 0; i < 24; i += 1)
      await repo.insertBatch(events(50), new Date(NOW - (24 - i) * 60_000));
    expect(await repo.countRaw()).toBe(1200);
    const result = await runAnalyticsMaintenance(repo, LIMITS, NOW);
    const lowWater = LIMITS.analyticsMaxEvents * ANALYTICS_CAP_LOW_WATER;
    expect(result.overCap).toBe(1200 - lowWater);
    expect(await repo.countRaw()).toBe(lowWater);
    expect((await summary()).total).toBe(1200);
    // The newest are the ones kept raw.
    const kept = await repo.listAll();
    expect(kept[0]?.received_at).toBe(new Date(NOW - 18 * 60_000).toISOString());
  });

  it('counts every row exactly once when several instances fold at the same time', async () => {
    for (let day = 0; day < 6; day += 1) {
      await repo.insertBatch(events(50), new Date(NOW - (100 + day) * DAY));
    }
    const others = await Promise.all([1, 2, 3].map(() => openReadyDatabase(scratch.url)));
    try {
      const results = await Promise.all(
        [database, ...others].map((d) =>
          runAnalyticsMaintenance(createAnalyticsRepo(d), LIMITS, NOW),
        ),
      );
      expect(results.reduce((sum, r) => sum + r.aged, 0)).toBe(300);
    } finally {
      await Promise.all(others.map((d) => d.close()));
    }
    expect(await repo.countRaw()).toBe(0);
    expect((await summary()).total).toBe(300);
  });

  it('folds again when a batch stored during a pass leaves the table over the cap', async () => {
    let holdAfterFold = () => {};
    let letGo = () => {};
    const foldedOnce = new Promise<void>((resolve) => {
      holdAfterFold = resolve;
    });
    const release = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    let folds = 0;
    // The real repository, held still after the first fold, when the pass has not yet
    // counted what it left: the moment a batch can land unseen.
    const held: AnalyticsRepo = {
      ...repo,
      async foldBeyond(keep) {
        const folded = await repo.foldBeyond(keep);
        folds += 1;
        if (folds === 1) {
          holdAfterFold();
          await release;
        }
        return folded;
      },
    };
    const quiet = { info() {}, warn() {}, error() {} };
    const maintenance = createAnalyticsMaintenance(held, LIMITS, quiet);
    const max = LIMITS.analyticsMaxEvents;
    // Batches a minute apart, as the fold keeps whole receive times.
    const batches = (max + 50) / 50;
    for (let i = 0; i < batches; i += 1) {
      await repo.insertBatch(events(50), new Date(NOW - (batches - i) * 60_000));
    }
    maintenance.noteStored(max + 50);
    await foldedOnce;
    const late = max - max * ANALYTICS_CAP_LOW_WATER + 50;
    await repo.insertBatch(events(late), new Date(NOW));
    maintenance.noteStored(late);
    letGo();
    await maintenance.idle();
    await maintenance.close();
    expect(folds).toBe(2);
    expect(await repo.countRaw()).toBeLessThanOrEqual(max);
    expect((await summary()).total).toBe(max + 50 + late);
  });
});
