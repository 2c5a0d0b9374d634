import { readFileSync } from 'node:fs';
import { CalendarError } from '../calendar/calendar-source';
import { readF1dbRelease } from './f1db-release';
import {
  HISTORY_RESULT_FIELDS,
  HISTORY_RESULT_FIELDS_WITHOUT_STAKES,
  historyFileVersion,
  readHistoryFile,
  writeHistoryFile,
} from './history-file';

const SAMPLE = JSON.parse(
  readFileSync(new URL('../../../fixtures/f1db/f1db-sample.json', import.meta.url), 'utf8'),
);
const HEADER = { about: 'test', license: 'CC-BY-4.0', version: 'sample 1' };

describe('the history file', () => {
  const races = readF1dbRelease(SAMPLE);
  const text = writeHistoryFile(races, HEADER);

  it('reads back what it wrote, one race a line', () => {
    expect(readHistoryFile(JSON.parse(text))).toEqual(races);
    expect(text.split('\n').filter((line) => line.includes('"season"'))).toHaveLength(races.length);
    expect(historyFileVersion(JSON.parse(text))).toBe('sample 1');
  });

  it('carries the title stake in the row’s last field', () => {
    const json = JSON.parse(text);
    expect(json.results).toEqual([...HISTORY_RESULT_FIELDS]);
    expect(json.races.map((race: { results: unknown[] }) => race.results.at(-1))).toEqual(
      races.map((race) => race.results.titleStake),
    );
    expect(races.some((race) => race.results.titleStake === 'finale')).toBe(true);
  });

  it('reads a file written before the stake, every race without one', () => {
    const json = JSON.parse(text);
    const drop = (row: unknown[]) => row.slice(0, HISTORY_RESULT_FIELDS_WITHOUT_STAKES.length);
    const older = {
      ...json,
      results: HISTORY_RESULT_FIELDS_WITHOUT_STAKES,
      races: json.races.map((race: { results: unknown[]; sprint?: { results: unknown[] } }) => ({
        ...race,
        results: drop(race.results),
        ...(race.sprint ? { sprint: { ...race.sprint, results: drop(race.sprint.results) } } : {}),
      })),
    };
    expect(readHistoryFile(older)).toEqual(
      races.map((race) => ({ ...race, results: { ...race.results, titleStake: null } })),
    );
    // Rows as long as the header says, not as long as the newest format's.
    expect(() => readHistoryFile({ ...older, results: json.results })).toThrow(
      `race 1 (British Grand Prix): results must list the ${HISTORY_RESULT_FIELDS.length} result fields`,
    );
  });

  it('refuses a stake it does not know, and one on a sprint', () => {
    const unknown = JSON.parse(text);
    unknown.races[0].results[9] = 'decider';
    expect(() => readHistoryFile(unknown, 'f1-history.json')).toThrow(
      'f1-history.json: race 1 (British Grand Prix): titleStake must be finale or fight, or null',
    );
    const sprinted = JSON.parse(text);
    const withSprint = sprinted.races.findIndex((race: { sprint?: unknown }) => race.sprint);
    sprinted.races[withSprint].sprint.results[9] = 'finale';
    expect(() => readHistoryFile(sprinted)).toThrow(/sprint: titleStake must be null/);
  });

  it('refuses a file whose results are in another order, or that counts wrong', () => {
    const json = JSON.parse(text);
    expect(() => readHistoryFile({ ...json, results: [...json.results].reverse() })).toThrow(
      /results must name the result fields in the order starters, finishers/,
    );
    const misdated = structuredClone(json);
    misdated.races[1].date = '21/05/1950';
    expect(() => readHistoryFile(misdated, 'f1-history.json')).toThrow(
      'f1-history.json: race 2 (British Grand Prix): date must be a date written YYYY-MM-DD',
    );
    json.races[0].results[3] = 99; // more collisions than retirements
    expect(() => readHistoryFile(json, 'f1-history.json')).toThrow(CalendarError);
    expect(() => readHistoryFile(json, 'f1-history.json')).toThrow(
      /f1-history.json: race 1 \(British Grand Prix\)/,
    );
  });
});
