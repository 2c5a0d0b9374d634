import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { DRIVER_NAMES, findSpoilers } from '../../../test/proof/spoiler-words';
import { spoilerLadenSession, TEAM_NAMES } from '../../../test/server/spoiler-laden-session';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { ALERT_KINDS } from '../../domain/alerts/alert-kinds';
import { alertPayload } from '../../domain/alerts/alert-texts';
import { LANGUAGES } from '../../domain/i18n/languages';
import type { Race, Tally } from '../../domain/types';
import { translatorFor } from '../i18n/translators';
import { scoreCommand } from './score-command';
import { SIGNAL_COLUMN_NAMES } from './signal-columns';

const RACE = '2026-las-vegas-grand-prix';
/** What the laden files carry besides the counts: none of it may come out anywhere. */
const FORBIDDEN = [
  ...TEAM_NAMES,
  'gap_to_leader',
  'full_name',
  'broadcast_name',
  'team_name',
  '+3.123',
];

function leaks(text: string): string[] {
  const upper = DRIVER_NAMES.map((n) => n.toUpperCase()).filter((n) => text.includes(n));
  return [...findSpoilers(text), ...FORBIDDEN.filter((w) => text.includes(w)), ...upper];
}

describe('race data full of names and positions', () => {
  let t: TestApp;
  let dir: string;
  const outputs: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(TEST_DATABASES[0]!, { PUBLIC_URL: 'https://gpvibes.example' });
    await t.app.deps.races.setCurrent(RACE, true, { manual: true });
    dir = spoilerLadenSession('wet-chaos');
    const context = { database: t.database, config: t.config, changes: t.app.deps.changes };
    outputs.push(
      String(await scoreCommand.run([RACE, '--from', dir], { ...context, json: false })),
    );
    outputs.push(
      JSON.stringify(await scoreCommand.run([RACE, '--from', dir], { ...context, json: true })),
    );
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t?.close();
  });

  it('still scores the race (the names were only noise)', async () => {
    expect(outputs[0]).toMatch(/AI rating 5\.0 \(1 red flag · 2 safety cars/);
    const tally = (await t.app.inject(`/api/tallies/${RACE}`)).json() as Tally;
    expect(tally).toMatchObject({ AI_Rating: true, AI_Rating_Value: 5 });
  });

  it('prints nothing from the data in the command output', () => {
    expect(leaks(outputs.join('\n'))).toEqual([]);
  });

  it('stores only counts: no table holds a name, team, gap or message', async () => {
    const { rows: signals } = await sql<
      Record<string, unknown>
    >`select * from race_signals`.execute(t.database.db);
    expect(Object.keys(signals[0]!).sort()).toEqual(
      ['race_id', ...SIGNAL_COLUMN_NAMES, 'score', 'source', 'imported_at'].sort(),
    );
    const tables = [
      'races',
      'tallies',
      'tally_tags',
      'race_signals',
      'alert_log',
      'analytics_events',
    ];
    const dump: string[] = [];
    for (const table of tables) {
      const { rows } = await sql`select * from ${sql.table(table)}`.execute(t.database.db);
      dump.push(JSON.stringify(rows));
    }
    expect(leaks(dump.join('\n'))).toEqual([]);
  });

  it('sends nothing from the data through the API, the share preview or an alert', async () => {
    const race = (await t.app.deps.races.get(RACE)) as Race;
    const tally = (await t.app.deps.tallies.get(RACE)) as Tally;
    const texts = [
      (await t.app.inject('/api/races')).body,
      (await t.app.inject('/api/tallies')).body,
      (await t.app.inject(`/api/tallies/${RACE}`)).body,
      (await t.app.inject(`/r/${RACE}`)).body,
      ...LANGUAGES.flatMap((language) =>
        ALERT_KINDS.map((kind) =>
          JSON.stringify(alertPayload(kind, race, tally, { t: translatorFor(language), language })),
        ),
      ),
    ];
    expect(texts[3]).toContain('GP');
    expect(leaks(texts.join('\n'))).toEqual([]);
  });
});
