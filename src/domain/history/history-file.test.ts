import { readFileSync } from 'node:fs';
import { CalendarError } from '../calendar/calendar-source';
import { readF1dbRelease } from './f1db-release';
import { historyFileVersion, readHistoryFile, writeHistoryFile } from './history-file';

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
