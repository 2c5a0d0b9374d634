import type { SourceRace } from '../calendar/calendar-source';
import type { ResultSignals } from '../race-facts/result-signals';
import type { RaceResults } from './result-score';

// A race of the past as the history sources give it: a calendar entry like any other (so
// it lands on the stored races by the same matching and id rules), plus the counts of its
// results with its title stake, and of its sprint's.

export interface HistoryRace extends SourceRace {
  results: RaceResults;
  /** The weekend's sprint's counts; null when the weekend had none. */
  sprintResults: ResultSignals | null;
}
