import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURES_DIR } from '../../../test/server/spoiler-laden-session';
import { SESSION_FILE_MAX_RECORDS, SessionDataError } from './openf1-format';
import { scoreSession } from './score-race';
import { readSessionFiles } from './session-files';

const fixture = (name: string) => join(FIXTURES_DIR, name);

describe('scoring the fixture races', () => {
  it.each<[string, Record<string, number>, number]>([
    [
      'wet-chaos',
      {
        safetyCars: 2,
        virtualSafetyCars: 1,
        redFlags: 1,
        overtakes: 61,
        leadChanges: 4,
        pitStops: 52,
        cars: 20,
        totalLaps: 52,
        rainLaps: 22,
      },
      5,
    ],
    [
      'processional-dry',
      {
        safetyCars: 0,
        virtualSafetyCars: 0,
        redFlags: 0,
        overtakes: 14,
        leadChanges: 0,
        pitStops: 20,
        cars: 20,
        totalLaps: 53,
        rainLaps: 0,
      },
      1.8,
    ],
    [
      'safety-car-strategy',
      {
        safetyCars: 1,
        virtualSafetyCars: 2,
        redFlags: 0,
        overtakes: 38,
        leadChanges: 2,
        pitStops: 41,
        cars: 20,
        totalLaps: 51,
        rainLaps: 0,
      },
      3.9,
    ],
  ])('%s reduces to its counts and score', (name, signals, score) => {
    const result = scoreSession(readSessionFiles(fixture(name)));
    expect(result.signals).toEqual(signals);
    expect(result.score).toBe(score);
  });

  it('ranks the wet chaos above the strategic race above the procession', () => {
    const [wet, dry, strategic] = ['wet-chaos', 'processional-dry', 'safety-car-strategy'].map(
      (name) => scoreSession(readSessionFiles(fixture(name))).score,
    );
    expect(wet).toBeGreaterThan(strategic!);
    expect(strategic).toBeGreaterThan(dry!);
  });
});

describe('bad or partial session files', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'gpvibes-openf1-bad-'));
    cpSync(fixture('safety-car-strategy'), dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const records = (file: string) =>
    JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>[];
  const write = (file: string, value: unknown) =>
    writeFileSync(join(dir, file), typeof value === 'string' ? value : JSON.stringify(value));
  const score = () => scoreSession(readSessionFiles(dir));

  it.each<[string, () => void, RegExp]>([
    ['a missing file', () => unlinkSync(join(dir, 'weather.json')), /^weather\.json: is missing/],
    [
      'a file cut off mid-record',
      () => write('laps.json', readFileSync(join(dir, 'laps.json'), 'utf8').slice(0, 5000)),
      /^laps\.json: is not valid JSON/,
    ],
    [
      'an object instead of a list',
      () => write('pit.json', { data: [] }),
      /^pit\.json: must be a JSON array/,
    ],
    [
      'a record without a field',
      () =>
        write(
          'overtakes.json',
          records('overtakes.json').map(({ date: _d, ...r }) => r),
        ),
      /^overtakes\.json: record 0, field 'date' is missing or has the wrong type/,
    ],
    [
      'a field of the wrong type',
      () =>
        write(
          'position.json',
          records('position.json').map((r) => ({ ...r, position: 'first' })),
        ),
      /^position\.json: record 0, field 'position' is missing or has the wrong type/,
    ],
    [
      'an unreadable date',
      () =>
        write(
          'weather.json',
          records('weather.json').map((r) => ({ ...r, date: 'soon' })),
        ),
      /^weather\.json: record 0, field 'date' must be an ISO 8601 date-time/,
    ],
    [
      'a rainfall flag that is not 0 or 1',
      () =>
        write(
          'weather.json',
          records('weather.json').map((r) => ({ ...r, rainfall: 7 })),
        ),
      /^weather\.json: record 0, field 'rainfall' must be 0, 1, true or false/,
    ],
    [
      'a record of another session',
      () =>
        write(
          'pit.json',
          records('pit.json').map((r, i) => (i === 3 ? { ...r, session_key: 1 } : r)),
        ),
      /^pit\.json: record 3, field 'session_key' is not the session of race_control\.json/,
    ],
    [
      'a race that has not finished',
      () =>
        write(
          'race_control.json',
          records('race_control.json').filter((r) => r.flag !== 'CHEQUERED'),
        ),
      /^race_control\.json: field 'flag' never shows CHEQUERED/,
    ],
    ['no laps yet', () => write('laps.json', []), /^laps\.json: has no records \(partial data\)/],
    [
      'pit stops beyond the last lap',
      () =>
        write(
          'laps.json',
          records('laps.json').filter((r) => Number(r.lap_number) < 30),
        ),
      /^pit\.json: record \d+, field 'lap_number' is beyond the last lap/,
    ],
    [
      'too many records',
      () => write('overtakes.json', `[${'1,'.repeat(SESSION_FILE_MAX_RECORDS)}1]`),
      /^overtakes\.json: more than/,
    ],
  ])('refuses %s, naming the file and field', (_name, damage, message) => {
    damage();
    expect(score).toThrow(SessionDataError);
    expect(score).toThrow(message);
  });

  it('never quotes a value from the data in its message', () => {
    write(
      'race_control.json',
      records('race_control.json').map((r) => ({ ...r, message: 42 })),
    );
    expect(score).toThrow(/^race_control\.json: record 0, field 'message' is missing/);
    try {
      score();
    } catch (error) {
      expect((error as Error).message).not.toMatch(/42/);
    }
  });

  it('refuses a folder that does not exist', () => {
    expect(() => readSessionFiles(join(dir, 'nope'))).toThrow(/is not a folder of OpenF1 files/);
  });
});

describe('the demo command', () => {
  it('prints each fixture race with its score, reason and factors', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/server/data-score/data-score-demo.ts'],
      {
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('fixtures/openf1/wet-chaos\n  5.0 Cinema — 1 red flag');
    expect(run.stdout).toContain(
      'fixtures/openf1/processional-dry\n  1.8 Poor — no safety car · dry',
    );
    expect(run.stdout).toContain('suggested factors: safety_car_vsc, strategy_plays');
  });
});
