import { makeRace } from '../../../test/domain/fixtures';
import { buildHomeSections } from './home-lists';
import { HOUR_MS } from './race-start-time';
import { ASSUMED_RACE_LENGTH_MS, awaitsVoting } from './voting-window';

// A race whose start time puts the opening of voting after 00:00 UTC on race day stays in
// Upcoming until then; the race phase itself still follows the UTC race day.

const START = Date.parse('2026-11-29T16:00:00Z');
const OPENS = START + ASSUMED_RACE_LENGTH_MS;
const timed = makeRace({ id: 'qatar', date: '2026-11-29', startsAt: '2026-11-29T16:00:00Z' });
const dateOnly = makeRace({ id: 'dated', date: '2026-11-29' });
const later = makeRace({ id: 'later', date: '2026-12-06', startsAt: '2026-12-06T13:00:00Z' });

describe('awaitsVoting', () => {
  it.each<[string, ReturnType<typeof makeRace>, number, boolean]>([
    ['race day, before the opening', timed, Date.parse('2026-11-29T00:00:00Z'), true],
    ['a moment before the opening', timed, OPENS - 1, true],
    ['at the opening', timed, OPENS, false],
    ['after the window', timed, OPENS + 72 * HOUR_MS, false],
    ['no start time', dateOnly, Date.parse('2026-11-29T01:00:00Z'), false],
    ['already opened by hand', { ...timed, isCurrent: true }, OPENS - HOUR_MS, false],
  ])('%s → %s', (_, race, now, expected) => {
    expect(awaitsVoting(race, now)).toBe(expected);
  });
});

describe('buildHomeSections with start times', () => {
  it.each<[string, number, string[]]>([
    ['the day before', START - 24 * HOUR_MS, ['qatar', 'dated', 'later']],
    ['race day morning (UTC)', Date.parse('2026-11-29T08:00:00Z'), ['qatar', 'later']],
    ['after voting opened', OPENS, ['later']],
  ])('%s: upcoming is %j', (_, now, ids) => {
    const sections = buildHomeSections([timed, dateOnly, later], {}, now);
    expect(sections.upcoming.map((r) => r.id)).toEqual(ids);
    expect(sections.nextRaceId).toBe(ids[0]);
  });
});
