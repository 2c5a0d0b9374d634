import { makeRace } from '../../../test/domain/fixtures';
import type { Race } from '../types';
import { EMPTY_MY_RACES, type MyRaces, withMark } from './my-races';
import { hasRun, racesStillToWatch } from './still-to-watch';

const NOW = Date.parse('2026-06-20T12:00:00Z');
const AT = '2026-06-20T12:00:00Z';

describe('hasRun', () => {
  it.each<[string, Partial<Race>, boolean]>([
    ['a race days ago', { date: '2026-06-14' }, true],
    [
      'a race later today with its start time ahead',
      { date: '2026-06-20', startsAt: '2026-06-20T13:00:00Z' },
      false,
    ],
    [
      'a race today whose start has passed',
      { date: '2026-06-20', startsAt: '2026-06-20T11:00:00Z' },
      true,
    ],
    ['a race today with no start time, not yet open', { date: '2026-06-20' }, false],
    ['a race today open for votes', { date: '2026-06-20', isCurrent: true }, true],
    ['a race yesterday with no start time', { date: '2026-06-19' }, true],
    ['a race ahead', { date: '2026-06-28' }, false],
    ['a cancelled race', { date: '2026-06-14', cancelled: true }, false],
  ])('%s → %s', (_, race, run) => {
    expect(hasRun(makeRace(race), NOW)).toBe(run);
  });
});

describe('racesStillToWatch', () => {
  const run = makeRace({ id: 'run', date: '2026-06-14' });
  const other = makeRace({ id: 'other', date: '2026-06-07' });
  const ahead = makeRace({ id: 'ahead', date: '2026-06-28' });
  const marked = (entries: [string, 'watched' | 'to-watch'][]): MyRaces =>
    entries.reduce((state, [id, mark]) => withMark(state, id, mark, AT), EMPTY_MY_RACES);

  it.each<[string, MyRaces, string[]]>([
    ['nothing for a fan who marked nothing', EMPTY_MY_RACES, []],
    ['a run race marked still to watch', marked([['run', 'to-watch']]), ['run']],
    [
      'not a race marked watched',
      marked([
        ['run', 'watched'],
        ['other', 'to-watch'],
      ]),
      ['other'],
    ],
    ['not a race still ahead', marked([['ahead', 'to-watch']]), []],
  ])('%s', (_, myRaces, ids) => {
    expect(racesStillToWatch([run, other, ahead], myRaces, NOW).map((r: Race) => r.id)).toEqual(
      ids,
    );
  });
});
