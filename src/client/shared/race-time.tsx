import { formatRaceStart } from '../../domain/races/race-start-time';
import type { Race } from '../../domain/types';

export interface RaceTimeProps {
  race: Pick<Race, 'date' | 'startsAt'>;
  /** What shows when the race has no start time: the page's own date format. */
  dateText: string;
}

/**
 * The race's start in the fan's own time zone and clock ('Sun 29 Nov · 17:00'), read from
 * the browser's settings; the date alone when the calendar gives no start time.
 */
export function RaceTime({ race, dateText }: RaceTimeProps) {
  const start = formatRaceStart(race);
  return start && race.startsAt ? (
    <time dateTime={race.startsAt}>{start}</time>
  ) : (
    <time dateTime={race.date}>{dateText}</time>
  );
}
