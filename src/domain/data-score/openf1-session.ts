import { raceKindOf } from '../races/race-kind';
import type { Race } from '../types';

/** OpenF1's `session_name` of the session a race's data score is computed from. */
export const OPENF1_SESSION_NAMES = { 'grand-prix': 'Race', sprint: 'Sprint' } as const;
export type OpenF1SessionName = (typeof OPENF1_SESSION_NAMES)[keyof typeof OPENF1_SESSION_NAMES];

/** A sprint is scored from the weekend's Sprint session, never from its Grand Prix's Race. */
export function openF1SessionName(race: Pick<Race, 'kind'>): OpenF1SessionName {
  return OPENF1_SESSION_NAMES[raceKindOf(race)];
}
