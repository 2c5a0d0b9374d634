import type { RaceKind } from '../sports/sport-events';
import type { Race } from '../types';

// A sprint is a race of its own on its Grand Prix's weekend: its own id, window, tally,
// alerts and data score. It is named after its Grand Prix so a fan cannot mistake one for
// the other, and its id is the Grand Prix's id plus a suffix, so the weekend is never lost.

export const SPRINT_ID_SUFFIX = '-sprint';
export const SPRINT_NAME_SUFFIX = ' Sprint';

/** A race without a kind is a Grand Prix: every race stored before sprints were. */
export function raceKindOf(race: Pick<Race, 'kind'>): RaceKind {
  return race.kind ?? 'grand-prix';
}

export function isSprint(race: Pick<Race, 'kind'>): boolean {
  return raceKindOf(race) === 'sprint';
}

/** '2026-chinese-grand-prix' → '2026-chinese-grand-prix-sprint'. */
export function sprintIdFor(grandPrixId: string): string {
  return `${grandPrixId}${SPRINT_ID_SUFFIX}`;
}

const FEATURE_RACE_SUFFIX = / Feature Race$/;

/**
 * 'Chinese Grand Prix' → 'Chinese Grand Prix Sprint'; F2's and F3's main race is their
 * feature race, and its sprint their sprint race: 'F2 Bahrain Feature Race' → 'F2 Bahrain
 * Sprint Race'.
 */
export function sprintNameFor(grandPrixName: string): string {
  const name = grandPrixName.trim();
  return FEATURE_RACE_SUFFIX.test(name)
    ? name.replace(FEATURE_RACE_SUFFIX, ' Sprint Race')
    : `${name}${SPRINT_NAME_SUFFIX}`;
}

/** The Grand Prix a sprint belongs to, by its id; null for an id that is not a sprint's. */
export function weekendOfSprint(sprintId: string): string | null {
  return sprintId.endsWith(SPRINT_ID_SUFFIX) && sprintId.length > SPRINT_ID_SUFFIX.length
    ? sprintId.slice(0, -SPRINT_ID_SUFFIX.length)
    : null;
}

/** Only Grand Prix races: the lists and copy the spec writes about "GP races". */
export function grandPrixOnly<T extends Pick<Race, 'kind'>>(races: readonly T[]): T[] {
  return races.filter((race) => !isSprint(race));
}

export function sprintsOnly<T extends Pick<Race, 'kind'>>(races: readonly T[]): T[] {
  return races.filter(isSprint);
}
