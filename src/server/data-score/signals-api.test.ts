import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseDigest } from '../../../test/proof/table-digest';
import { afterFirstRecount } from '../../../test/server/first-recount';
import {
  type OpenF1Server,
  QATAR_SPRINT_SESSION,
  startOpenF1Server,
} from '../../../test/server/openf1-server';
import { FIXTURES_DIR } from '../../../test/server/spoiler-laden-session';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import type { Tally } from '../../domain/types';
import { createDataScoreTask } from './data-score-task';
import { SessionDataError } from './openf1-format';
import { scoreCommand } from './score-command';
import { scoreRace, UnknownRaceError } from './score-race';
import { fetchSession } from './session-fetch';
import { readSessionFiles } from './session-files';
import { createSignalsRepo } from './signals-repo';

const BRITISH = '2025-british-grand-prix'; // the wet-chaos fixture's day
const CANADIAN = '2025-canadian-grand-prix'; // the processional-dry fixture's day
const AZERBAIJAN = '2025-azerbaijan-grand-prix'; // the safety-car-strategy fixture's day
const DUTCH = '2025-dutch-grand-prix';
const AUSTRIAN = '2025-austrian-grand-prix';
const HUNGARIAN = '2025-hungarian-grand-prix';
const WET = join(FIXTURES_DIR, 'wet-chaos');

describe.each(TEST_DATABASES)('the data score on $name', (kind) => {
  let t: TestApp;
  let openf1: OpenF1Server;
  const tally = async (id: string) => (await t.app.inject(`/api/tallies/${id}`)).json() as Tally;
  const run = (args: string[]) =>
    scoreCommand.run(args, {
      database: t.database,
      config: t.config,
      changes: t.app.deps.changes,
      json: true,
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    openf1 = await startOpenF1Server();
  });
  afterAll(async () => {
    await openf1?.close();
    await t?.close();
  });

  it('stores the score as the AI rating and serves the counts behind it', async () => {
    expect(await tally(BRITISH)).toMatchObject({ AI_Rating: false, AI_Rating_Signals: null });
    const result = await run([BRITISH, '--from', WET]);
    expect(result).toMatchObject({ raceId: BRITISH, score: 5 });
    expect(await tally(BRITISH)).toMatchObject({
      totalVotes: 0,
      AI_Rating: true,
      AI_Rating_Value: 5,
      AI_Rating_Source: 'openf1',
      AI_Rating_Signals: { safetyCars: 2, redFlags: 1, overtakes: 61, rainLaps: 22 },
    });
    const all = (await t.app.inject('/api/tallies')).json() as Record<string, Tally>;
    expect(all[BRITISH]!.AI_Rating_Signals).toEqual((await tally(BRITISH)).AI_Rating_Signals);
    expect(all[BRITISH]!.AI_Rating_Source).toBe('openf1');
  });

  it('re-scores a race in place', async () => {
    await run([BRITISH, '--from', join(FIXTURES_DIR, 'processional-dry')]);
    expect(await tally(BRITISH)).toMatchObject({ AI_Rating_Value: 1.8 });
    await run([BRITISH, '--from', WET]);
    expect(await tally(BRITISH)).toMatchObject({ AI_Rating_Value: 5 });
  });

  it('drops the signals from the tally when an operator sets the rating by hand', async () => {
    await run([DUTCH, '--from', join(FIXTURES_DIR, 'safety-car-strategy')]);
    await t.app.deps.races.setAiRating(DUTCH, 2);
    expect(await tally(DUTCH)).toMatchObject({
      AI_Rating_Value: 2,
      AI_Rating_Source: 'operator',
      AI_Rating_Signals: null,
    });
  });

  it("says a rating by hand is the operator's even when it equals the OpenF1 score", async () => {
    await run([HUNGARIAN, '--from', join(FIXTURES_DIR, 'safety-car-strategy')]);
    expect(await tally(HUNGARIAN)).toMatchObject({
      AI_Rating_Value: 3.9,
      AI_Rating_Source: 'openf1',
    });
    await t.app.deps.races.setAiRating(HUNGARIAN, 3.9);
    expect(await tally(HUNGARIAN)).toMatchObject({
      AI_Rating_Value: 3.9,
      AI_Rating_Source: 'operator',
      AI_Rating_Signals: null,
    });
  });

  it('changes nothing for bad data or an unknown race', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gpvibes-bad-'));
    cpSync(WET, dir, { recursive: true });
    writeFileSync(join(dir, 'overtakes.json'), '[{"date":');
    await afterFirstRecount(t.app);
    const before = await databaseDigest(t.database);
    try {
      await expect(run([CANADIAN, '--from', dir])).rejects.toThrow(/^overtakes\.json: /);
      await expect(
        scoreRace(
          createSignalsRepo(t.database.db, t.app.deps.changes),
          'no-such-race',
          readSessionFiles(WET),
          'files',
        ),
      ).rejects.toThrow(UnknownRaceError);
      await expect(run(['no-such-race', '--from', WET])).rejects.toThrow(/no race with id/);
      await expect(run([CANADIAN, '--from-url', `${openf1.url}/nowhere`])).rejects.toThrow(/404/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(await databaseDigest(t.database)).toEqual(before);
  });

  it.each([
    [[], /give a race id/],
    [[CANADIAN], /give either --from DIR or --from-url URL/],
    [[CANADIAN, '--from', WET, '--from-url', 'http://127.0.0.1:1'], /either/],
    [[CANADIAN, '--from-url', 'ftp://x'], /is not an http\(s\) URL/],
    [[CANADIAN, '--from', WET, '--session-key', '9'], /--session-key goes with --from-url/],
    [[CANADIAN, '--from'], /--from needs a value/],
    [[CANADIAN, '--bogus', 'x'], /unexpected '--bogus'/],
  ])('refuses the arguments %o', async (args, message) => {
    await expect(run(args)).rejects.toThrow(message);
  });

  it('scores a race from an OpenF1-style URL, finding its Race session by date', async () => {
    const result = await run([CANADIAN, '--from-url', `${openf1.url}/v1`]);
    expect(result).toMatchObject({ score: 1.8 });
    expect(openf1.requests).toContain('/v1/sessions?session_name=Race&year=2025');
    expect(openf1.requests).toContain('/v1/laps?session_key=99102');
    expect(await tally(CANADIAN)).toMatchObject({
      AI_Rating_Value: 1.8,
      AI_Rating_Signals: { overtakes: 14 },
    });
  });

  it("scores a sprint from the weekend's Sprint session, never from its Grand Prix's Race", async () => {
    const SPRINT = '2025-qatar-grand-prix-sprint';
    const result = await run([SPRINT, '--from-url', `${openf1.url}/v1`]);
    expect(result).toMatchObject({ raceId: SPRINT, score: 5 });
    expect(openf1.requests).toContain('/v1/sessions?session_name=Sprint&year=2025');
    expect(openf1.requests).toContain(`/v1/laps?session_key=${QATAR_SPRINT_SESSION.session_key}`);
    expect(await tally(SPRINT)).toMatchObject({ AI_Rating: true, AI_Rating_Value: 5 });
    expect(await tally('2025-qatar-grand-prix')).toMatchObject({ AI_Rating: false });
  });

  it('scores a finished race by itself once its data is due, and only then', async () => {
    const logged: string[] = [];
    const log = {
      info: (o: object, m: string) => logged.push(`${m} ${JSON.stringify(o)}`),
      warn: (o: object, m: string) => logged.push(`${m} ${JSON.stringify(o)}`),
      error: (o: object, m: string) => logged.push(`${m} ${JSON.stringify(o)}`),
    };
    // The seeded calendar gives the race's start: its data is due that long after it.
    const start = Date.parse('2025-09-21T11:00:00Z');
    const task = createDataScoreTask(t.database, t.app.deps.changes, log, {
      baseUrl: `${openf1.url}/v1`,
      delayMinutes: 60,
    });
    await task.poke(start + 59 * 60_000);
    expect(await tally(AZERBAIJAN)).toMatchObject({ AI_Rating: false });
    await task.poke(start + 61 * 60_000);
    expect(await tally(AZERBAIJAN)).toMatchObject({
      AI_Rating_Value: 3.9,
      AI_Rating_Source: 'openf1',
    });
    expect(logged).toContain(
      `data score stored ${JSON.stringify({ raceId: AZERBAIJAN, score: 3.9 })}`,
    );
    await task.stop();
  });

  it('logs why a race could not be scored yet and tries again later', async () => {
    const logged: string[] = [];
    const log = { info() {}, warn: (o: object) => logged.push(JSON.stringify(o)), error() {} };
    const task = createDataScoreTask(t.database, t.app.deps.changes, log, {
      baseUrl: `${openf1.url}/nowhere`,
      delayMinutes: 60,
      retryMs: 1000,
    });
    const due = Date.parse('2025-06-30T01:00:00Z'); // the Austrian race day's end + 60 min
    const before = await databaseDigest(t.database);
    await task.poke(due + 1);
    await task.poke(due + 2); // within the retry interval: not asked again
    await task.poke(due + 1500);
    const austrian = logged.filter((l) => l.includes(AUSTRIAN));
    expect(austrian).toHaveLength(2);
    expect(austrian[0]).toMatch(/sessions\.json: the server answered 404/);
    expect(await databaseDigest(t.database)).toEqual(before);
    await task.stop();
  });
});

describe('downloads under a deadline and a size cap', () => {
  let openf1: OpenF1Server;
  beforeAll(async () => {
    openf1 = await startOpenF1Server();
  });
  afterAll(async () => openf1?.close());
  const options = { season: 2025, date: '2025-07-06', startsAt: null, sessionKey: 99101 };

  it('gives up on a server that never answers once the deadline passes', async () => {
    await expect(
      fetchSession({ ...options, baseUrl: `${openf1.url}/hang`, deadlineMs: 300 }),
    ).rejects.toThrow(/^race_control\.json: could not be fetched \(the deadline passed\)/);
  });

  it('stops reading a response larger than the cap', async () => {
    await expect(fetchSession({ ...options, baseUrl: `${openf1.url}/huge` })).rejects.toThrow(
      /^race_control\.json: the response is larger than/,
    );
  });

  it('names an endpoint the server does not have', async () => {
    const error = await fetchSession({
      ...options,
      baseUrl: `${openf1.url}/v1`,
      sessionKey: 1,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionDataError);
    expect((error as Error).message).toBe('race_control.json: the server answered 404');
  });
});
