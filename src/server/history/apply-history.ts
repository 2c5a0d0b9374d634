import type { Kysely, Transaction } from 'kysely';
import type { CalendarPlan } from '../../domain/calendar/calendar-match';
import { HISTORY_FORMAT } from '../../domain/calendar/calendar-source';
import type { HistoryRace } from '../../domain/history/history-race';
import { computeResultScore } from '../../domain/history/result-score';
import { sprintIdFor, weekendOfSprint } from '../../domain/races/race-kind';
import { isShownByDefault } from '../../domain/races/shown-seasons';
import type { DB } from '../db/schema';
import type { ChangeBus } from '../live/change-bus';
import { type CalendarApplyResult, createRacesRepo } from '../races/races-repo';
import { type RaceResultsEntry, type ResultsSource, saveRaceResults } from './race-results-repo';

// Past races and their result verdicts, in one transaction: each race lands on the race
// we store by the calendar matching (a 2025 race from f1db is the one sportstimes gave
// us: same row, same votes), or is added by the same id rules; then its counts and its
// sprint's are stored on the rows they landed on.

export interface HistoryApplyOptions {
  source: ResultsSource;
  /** Leave every field of a race already stored as it is (the bundled seed). */
  addOnly?: boolean;
  dryRun?: boolean;
  /** More writes in the same transaction, after the results (the seed marks its version). */
  alsoWrite?: (trx: Transaction<DB>) => Promise<void>;
}

export interface HistoryApplyResult extends CalendarApplyResult {
  /** Races whose result counts were stored (Grands Prix and sprints). */
  scored: number;
  /** Races whose AI rating became (or moved with) their result verdict. */
  rated: number;
}

/** Each result set, on the race (or sprint) its source race landed on. */
function resultEntries(plan: CalendarPlan): RaceResultsEntry[] {
  const entries: RaceResultsEntry[] = [];
  for (const [source, raceId] of plan.landedOn) {
    const race = source as HistoryRace;
    if (!race.results) continue;
    const rates = !isShownByDefault(race.season);
    const { results } = race;
    entries.push({ raceId, signals: results, score: computeResultScore(results), rates });
    if (race.sprintResults) {
      const signals = race.sprintResults;
      const score = computeResultScore(signals);
      entries.push({ raceId: sprintIdFor(raceId), signals, score, rates });
    }
  }
  return entries;
}

/**
 * The entries whose race is stored or added: a sprint a source could not place (its
 * weekend matched, its sprint neither stored nor added) is skipped.
 */
async function placedEntries(
  trx: Transaction<DB>,
  entries: RaceResultsEntry[],
  added: ReadonlySet<string>,
): Promise<RaceResultsEntry[]> {
  const unsure = entries.filter((e) => !added.has(e.raceId) && isSprintId(e.raceId));
  if (unsure.length === 0) return entries;
  const found = await trx
    .selectFrom('races')
    .select('id')
    .where(
      'id',
      'in',
      unsure.map((e) => e.raceId),
    )
    .execute();
  const missing = new Set(unsure.map((e) => e.raceId));
  for (const row of found) missing.delete(row.id);
  return entries.filter((e) => !missing.has(e.raceId));
}

const isSprintId = (id: string) => weekendOfSprint(id) !== null;

export async function applyHistory(
  db: Kysely<DB>,
  bus: ChangeBus,
  races: readonly HistoryRace[],
  options: HistoryApplyOptions,
): Promise<HistoryApplyResult> {
  let scored = 0;
  let rated: string[] = [];
  const now = new Date().toISOString();
  const result = await createRacesRepo(db, bus).applyCalendar(
    [{ format: HISTORY_FORMAT, races: [...races] }],
    {
      cancelMissing: false,
      addOnly: options.addOnly ?? false,
      dryRun: options.dryRun ?? false,
      async alsoWrite(trx, plan) {
        const added = new Set(plan.changes.flatMap((c) => (c.action === 'add' ? [c.raceId] : [])));
        const entries = await placedEntries(trx, resultEntries(plan), added);
        scored = entries.length;
        rated = await saveRaceResults(trx, entries, options.source, now, added);
        await options.alsoWrite?.(trx);
      },
    },
  );
  // Hundreds of tallies may have a new AI rating: open pages reload everything once.
  if (rated.length > 0) await bus.publish(db, { type: 'all' });
  return { ...result, scored, rated: rated.length };
}
