import { makeRace, tallyWithAverage } from '../../../test/domain/fixtures';
import type { TallyMap } from '../types';
import { buildHomeSections } from './home-lists';
import { buildSprintSection, hasSprintsToShow } from './sprint-lists';

const NOW = Date.parse('2025-11-30T12:00:00Z');
const grandPrix = makeRace({ id: 'qatar', name: 'Qatar Grand Prix', date: '2025-11-30' });
const sprint = makeRace({
  id: 'qatar-sprint',
  name: 'Qatar Grand Prix Sprint',
  date: '2025-11-29',
  kind: 'sprint',
  weekendOf: 'qatar',
  isCurrent: true,
});
const oldSprint = makeRace({
  id: 'vegas-sprint',
  name: 'Brazil Grand Prix Sprint',
  date: '2025-11-08',
  kind: 'sprint',
});
const unrated = makeRace({ id: 'usa-sprint', date: '2025-10-18', kind: 'sprint' });
const tallies: TallyMap = {
  'vegas-sprint': tallyWithAverage('vegas-sprint', 3, 4),
  'qatar-sprint': tallyWithAverage('qatar-sprint', 9, 2),
};

describe('buildSprintSection', () => {
  it('holds the sprints being rated and the rated ones of the season, newest first', () => {
    const section = buildSprintSection([grandPrix, oldSprint, unrated, sprint], tallies, NOW);
    expect(section.current.map((r) => r.id)).toEqual(['qatar-sprint']);
    expect(section.rated.map((r) => r.id)).toEqual(['vegas-sprint']);
    expect(section.season).toBe(2025);
    expect(hasSprintsToShow(section)).toBe(true);
  });

  it('shows nothing on a calendar without sprints', () => {
    expect(hasSprintsToShow(buildSprintSection([grandPrix], tallies, NOW))).toBe(false);
  });

  it('keeps every sprint out of the Grand Prix lists', () => {
    const sections = buildHomeSections([grandPrix, oldSprint, unrated, sprint], tallies, NOW);
    const listed = [
      ...sections.current,
      ...sections.recent,
      ...sections.topRated,
      ...(sections.lastRace ? [sections.lastRace] : []),
    ];
    expect(listed.some((race) => race.kind === 'sprint')).toBe(false);
  });
});

describe('an upcoming sprint', () => {
  const abuDhabi = makeRace({ id: 'yas', name: 'Abu Dhabi Grand Prix', date: '2025-12-07' });
  const yasSprint = makeRace({
    id: 'yas-sprint',
    name: 'Abu Dhabi Grand Prix Sprint',
    date: '2025-12-06',
    kind: 'sprint',
    weekendOf: 'yas',
  });
  const calendar = [grandPrix, sprint, abuDhabi, yasSprint];

  it.each<[string, number, string[], string | null]>([
    ['the week before: sprint, then its Grand Prix', NOW, ['yas-sprint', 'yas'], 'yas-sprint'],
    [
      'sprint day: the sprint is past, the Grand Prix still ahead',
      Date.parse('2025-12-06T12:00:00Z'),
      ['yas'],
      'yas',
    ],
    ['race day: nothing ahead', Date.parse('2025-12-07T12:00:00Z'), [], null],
  ])('%s', (_when, now, upcoming, next) => {
    const sections = buildHomeSections(calendar, tallies, now);
    expect(sections.upcoming.map((r) => r.id)).toEqual(upcoming);
    expect(sections.nextRaceId).toBe(next);
  });

  it('is listed in Upcoming but never in the SPRINTS section until it is rated', () => {
    expect(buildSprintSection(calendar, tallies, NOW).current.map((r) => r.id)).not.toContain(
      'yas-sprint',
    );
    expect(buildSprintSection(calendar, tallies, NOW).rated).toHaveLength(0);
  });
});
