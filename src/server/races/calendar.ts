import { readFileSync } from 'node:fs';
import { parseCalendarText } from '../../domain/calendar/calendar-document';
import { CalendarError, type SourceRace } from '../../domain/calendar/calendar-source';

// Calendar files from disk; what they say is read by the domain's calendar readers.

export function readCalendarText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new CalendarError(`${path}: cannot read file (${(error as NodeJS.ErrnoException).code})`);
  }
}

/** Our own calendar format from a file (the seed, and `races:import` without --format). */
export function readCalendarFile(path: string): SourceRace[] {
  return parseCalendarText(readCalendarText(path), path, 'gpvibes').races;
}
