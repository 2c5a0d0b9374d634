import { DAY_MS } from '../constants';
import { sprintIdFor, sprintNameFor } from '../races/race-kind';
import type { SourceRace } from './calendar-source';

// Every calendar lists a sprint as a time on its Grand Prix's weekend, never as a race of
// its own; we store it as one, tied to the Grand Prix we already store, so a source that
// spells the Grand Prix differently still lands its sprint on the same row.

/**
 * A sprint's race day: the Grand Prix's, moved back by the whole days between the two
 * starts (Saturday for a Sunday race), so it follows the Grand Prix's local day rule.
 * Without a Grand Prix start, the sprint's UTC day.
 */
export function sprintRaceDay(
  grandPrix: Pick<SourceRace, 'date' | 'startsAt'>,
  sprintStartsAt: string,
): string {
  const sprintMs = Date.parse(sprintStartsAt);
  const grandPrixMs = grandPrix.startsAt ? Date.parse(grandPrix.startsAt) : Number.NaN;
  if (!Number.isFinite(grandPrixMs)) return new Date(sprintMs).toISOString().slice(0, 10);
  const daysBefore = Math.round((grandPrixMs - sprintMs) / DAY_MS);
  const day = Date.parse(`${grandPrix.date}T00:00:00Z`) - daysBefore * DAY_MS;
  return new Date(day).toISOString().slice(0, 10);
}

/** The stored Grand Prix a source race landed on (or the one it adds): what its sprint takes. */
export type WeekendRace = Pick<SourceRace, 'id' | 'name' | 'location' | 'countryFlag'>;

/**
 * The sprint a source's Grand Prix entry announces (by its start, or by its day alone),
 * as a race of its own on `weekend`; null when the weekend has none. Called off with its
 * Grand Prix.
 */
export function sprintOfWeekend(source: SourceRace, weekend: WeekendRace): SourceRace | null {
  const date = source.sprintStartsAt
    ? sprintRaceDay(source, source.sprintStartsAt)
    : source.sprintDate;
  if (!date) return null;
  return {
    id: sprintIdFor(weekend.id),
    season: source.season,
    round: source.round,
    name: sprintNameFor(weekend.name),
    date,
    location: weekend.location,
    countryFlag: weekend.countryFlag,
    sport: source.sport,
    startsAt: source.sprintStartsAt ?? null,
    kind: 'sprint',
    cancelled: source.cancelled === true,
  };
}
